// Issue 18 in the browser: 'Hilfe in der Krise' from the account menu on a 375 px screen, and
// 'Mein Krisenplan' filled, saved, reloaded and printed.
import { expect, type Page, test } from "@playwright/test";

import { query } from "./support/database";
import { unseal } from "./support/sealed";
import { signUp, uniqueEmail } from "./support/session";

async function signUpWithProfile(page: Page, label: string): Promise<string> {
  const email = await signUp(page, uniqueEmail(`krise-${label}`));
  await query(
    `INSERT INTO profiles (user_id, created_by, profile_type, name, gender, age, is_active)
     SELECT id, id, 'human', 'Mara', 'weiblich', 38, true FROM users WHERE email = $1`,
    [email],
  );
  return email;
}

test.describe("crisis help", () => {
  test("'Hilfe in der Krise' opens the crisis card from the account menu at 375 px @mobile", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 375, height: 812 });
    await signUpWithProfile(page, "menu");
    await page.goto("/app");
    await page.getByRole("button", { name: "Konto-Menü" }).click();
    await page.getByRole("button", { name: "Hilfe in der Krise" }).click();

    const card = page.getByRole("dialog", { name: "Hilfe in der Krise" });
    await expect(card).toBeVisible();
    await expect(card.getByRole("link", { name: "TelefonSeelsorge 142 anrufen" })).toHaveAttribute(
      "href",
      "tel:142",
    );
    await expect(card.getByRole("link", { name: "Rettung 144 anrufen" })).toHaveAttribute("href", "tel:144");
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);

    await card.getByRole("link", { name: "Mein Krisenplan" }).click();
    await expect(page).toHaveURL(/\/app\/krisenplan$/);
    await expect(page.getByRole("heading", { name: "Mein Krisenplan", level: 1 })).toBeVisible();
  });

  test("the chat header opens the crisis card; the account menu leads to 'Mein Krisenplan'", async ({
    page,
  }) => {
    await signUpWithProfile(page, "header");
    await page.goto("/app/coach");
    await page.getByRole("button", { name: "Hilfe in der Krise" }).click();
    const card = page.getByRole("dialog", { name: "Hilfe in der Krise" });
    await expect(card.getByRole("link", { name: "Euronotruf 112 anrufen" })).toHaveAttribute(
      "href",
      "tel:112",
    );
    await page.keyboard.press("Escape");
    await expect(card).toBeHidden();

    await page.getByRole("button", { name: "Konto-Menü" }).click();
    await page.getByRole("menuitem", { name: "Mein Krisenplan" }).click();
    await expect(page).toHaveURL(/\/app\/krisenplan$/);
  });

  test("'Mein Krisenplan' is filled, saved, reloaded and printed", async ({ page }) => {
    const email = await signUpWithProfile(page, "plan");
    await page.goto("/app/krisenplan");
    const status = page.getByTestId("krisenplan-status");
    await expect(status).toHaveText("Noch nicht gespeichert");

    const signs = page.getByLabel("1. Meine Warnzeichen");
    const people = page.getByLabel("4. Menschen, die ich um Hilfe bitten kann");
    await signs.fill("Ich ziehe mich zurück und schlafe kaum.");
    await people.fill("Meine Schwester Lena, 0664 123 45 67");
    await expect(status).toHaveText("Nicht gespeicherte Änderungen");
    await page.getByRole("button", { name: "Krisenplan speichern" }).click();
    await expect(page.getByText("Krisenplan gespeichert", { exact: true })).toBeVisible();
    await expect(status).toHaveText(/^Zuletzt gespeichert: /);

    const [row] = await query<{ warning_signs: string; people_to_ask: string }>(
      `SELECT warning_signs, people_to_ask FROM safety_plans
        WHERE user_id = (SELECT id FROM users WHERE email = $1)`,
      [email],
    );
    // Stored encrypted (issue 17).
    expect([await unseal(row?.warning_signs), await unseal(row?.people_to_ask)]).toEqual([
      "Ich ziehe mich zurück und schlafe kaum.",
      "Meine Schwester Lena, 0664 123 45 67",
    ]);

    await page.reload();
    await expect(signs).toHaveValue("Ich ziehe mich zurück und schlafe kaum.");
    await expect(people).toHaveValue("Meine Schwester Lena, 0664 123 45 67");
    await expect(status).toHaveText(/^Zuletzt gespeichert: /);

    // Printing: the button opens the browser's print dialog; the printed page shows the plan and
    // the numbers, without the form.
    await page.evaluate(() => {
      (window as unknown as { printed: number }).printed = 0;
      window.print = () => {
        (window as unknown as { printed: number }).printed += 1;
      };
    });
    await page.getByRole("button", { name: "Drucken" }).click();
    expect(await page.evaluate(() => (window as unknown as { printed: number }).printed)).toBe(1);
    await page.emulateMedia({ media: "print" });
    await expect(page.getByRole("button", { name: "Krisenplan speichern" })).toBeHidden();
    const printed = page.getByRole("region", { name: "Mein Krisenplan" });
    await expect(printed).toBeVisible();
    await expect(printed).toContainText("Meine Schwester Lena, 0664 123 45 67");
    await expect(printed).toContainText("142");
  });

  test("signed out, /app/krisenplan leads to the sign-in, which returns there", async ({ page }) => {
    await page.goto("/app/krisenplan");
    await expect(page).toHaveURL(/\/app\/anmelden\?ziel=%2Fapp%2Fkrisenplan$/);
    await expect(page.getByRole("tab", { name: "Anmelden" })).toBeVisible();
  });
});
