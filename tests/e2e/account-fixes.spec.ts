// Issue 23's account, onboarding and household defects in Chromium: the reset dialog does not
// submit the sign-in form behind it; a used or invented reset link says so before the form; the
// welcome screen and the wizard offer sign-out; a four-month-old puppy can be saved and a birth
// date in the future is refused; a dog's dashboard addresses the owner; an added profile gets its
// analysis with the loading screen.
import { createHash, randomBytes } from "node:crypto";

import { expect, type Page, test } from "@playwright/test";

import { query } from "./support/database";
import { E2E_PASSWORD, giveHealthConsent, signUp, uniqueEmail } from "./support/session";

const next = (page: Page) => page.getByRole("button", { name: "Weiter" }).click();

/** "YYYY-MM-DD" in Vienna, `months` months from today (negative: back). */
function viennaDate(months: number): string {
  const today = new Date(new Date().toLocaleString("en-US", { timeZone: "Europe/Vienna" }));
  const date = new Date(today.getFullYear(), today.getMonth() + months, Math.min(today.getDate(), 28));
  const pad = (n: number) => String(n).padStart(2, "0");
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

async function withProfile(email: string, type: "human" | "animal", name: string): Promise<string> {
  const [row] = await query<{ id: string }>(
    type === "human"
      ? `INSERT INTO profiles (user_id, created_by, profile_type, name, gender, age, is_active)
         SELECT id, id, 'human', $2, 'weiblich', 38, true FROM users WHERE email = $1 RETURNING id`
      : `INSERT INTO profiles (user_id, created_by, profile_type, name, gender, animal_type, age, is_active)
         SELECT id, id, 'animal', $2, 'männlich', 'hund', 4, true FROM users WHERE email = $1 RETURNING id`,
    [email, name],
  );
  if (!row) throw new Error(`no user ${email}`);
  return row.id;
}

/** The animal wizard's last step, filled so the profile can be saved. */
async function fillAnimalBehaviour(page: Page) {
  await page
    .getByLabel("Wie verhält sich dein Tier im Allgemeinen?")
    .fill("Er ist verspielt und sehr neugierig");
  await page
    .getByLabel("Gab es in letzter Zeit gesundheitliche Probleme?")
    .fill("Keine Probleme in den letzten Wochen");
  await page.getByLabel("Gab es Veränderungen im Umfeld?").fill("Er ist vor zwei Wochen eingezogen");
  await page.getByLabel("Wie würdest du eure Beziehung beschreiben?").fill("Er folgt mir überall hin");
  await page.getByRole("radio", { name: "Freier Auslauf" }).click();
}

test.describe("issue 23: accounts and onboarding", () => {
  test("the reset dialog sends the link without submitting the sign-in form behind it", async ({
    page,
    browser,
  }) => {
    const email = uniqueEmail("reset-dialog");
    const setup = await browser.newPage();
    await signUp(setup, email);
    await setup.close();

    await page.goto("/app");
    const form = page.getByRole("tabpanel", { name: "Anmelden" });
    await form.getByLabel("E-Mail").fill(email);
    // The right password: a submitted sign-in form would sign the user in.
    await form.getByLabel("Passwort", { exact: true }).fill(E2E_PASSWORD);
    await page.getByRole("button", { name: "Passwort vergessen?" }).click();
    await page.getByRole("dialog").getByRole("button", { name: "Link senden" }).click();
    await expect(page.getByText("Passwort-Reset gesendet")).toBeVisible();
    await page.waitForTimeout(2_000);
    await expect(page.getByText("Erfolgreich angemeldet!")).toHaveCount(0);
    await expect(page.getByRole("heading", { name: /Willkommen bei/ })).toHaveCount(0);
    await expect(page.getByRole("tab", { name: "Anmelden" })).toBeVisible();
  });

  test("a used or invented reset link says so before the form", async ({ page, browser }) => {
    const email = uniqueEmail("reset-used");
    const setup = await browser.newPage();
    await signUp(setup, email);
    await setup.close();
    const token = randomBytes(32).toString("base64url");
    await query(
      `INSERT INTO password_reset_tokens (user_id, token_hash, expires_at, used_at)
       SELECT id, $2, now() + interval '30 minutes', now() - interval '1 minute' FROM users WHERE email = $1`,
      [email, createHash("sha256").update(token).digest("hex")],
    );
    await page.goto(`/reset-password?token=${token}`);
    await expect(page.getByRole("alert").filter({ hasText: "bereits verwendet" })).toBeVisible();
    await expect(page.getByLabel("Neues Passwort")).toHaveCount(0);
    await expect(page.getByRole("link", { name: "Neuen Link anfordern" })).toBeVisible();

    await page.goto(`/reset-password?token=${randomBytes(32).toString("base64url")}`);
    await expect(page.getByRole("alert").filter({ hasText: "ungültig" })).toBeVisible();
    await expect(page.getByLabel("Neues Passwort")).toHaveCount(0);
  });

  test("the welcome screen and the wizard offer sign-out and account deletion @mobile", async ({ page }) => {
    await signUp(page, uniqueEmail("welcome-menu"));
    await page.getByRole("button", { name: "Konto-Menü" }).click();
    await expect(page.getByRole("menuitem", { name: "Konto löschen" })).toBeVisible();
    await expect(page.getByRole("menuitem", { name: "Abmelden", exact: true })).toBeVisible();
    await page.keyboard.press("Escape");

    await page.getByRole("button", { name: "Profil anlegen" }).click();
    await expect(page.getByRole("heading", { name: "Profil erstellen" })).toBeVisible();
    await page.getByRole("button", { name: "Konto-Menü" }).click();
    await page.getByRole("menuitem", { name: "Abmelden", exact: true }).click();
    await expect(page.getByText("Erfolgreich abgemeldet")).toBeVisible();
    await expect(page).toHaveURL(/\/$/, { timeout: 10_000 });
  });

  test("a four-month-old puppy can be saved; a birth date in the future is refused in German", async ({
    page,
  }) => {
    test.setTimeout(120_000);
    const email = await signUp(page, uniqueEmail("puppy"));
    await page.getByRole("button", { name: "Profil anlegen" }).click();
    await page.getByRole("radio", { name: "Tier" }).click();
    await page.getByRole("radio", { name: "Männlich" }).click();
    await page.getByRole("radio", { name: "Hund" }).click();
    await next(page);

    await page.getByLabel("Name").fill("Fips");
    const birthDate = page.getByLabel("Geburtsdatum");
    await birthDate.fill(viennaDate(4));
    await birthDate.blur();
    await expect(page.getByText("Das Geburtsdatum liegt in der Zukunft.")).toBeVisible();
    await expect(page.getByLabel("Alter (Jahre)")).not.toHaveValue(/-/);

    await birthDate.fill(viennaDate(-4));
    await birthDate.blur();
    await expect(page.getByText("Das Geburtsdatum liegt in der Zukunft.")).toHaveCount(0);
    await page.getByLabel("Gewicht (kg)").fill("6");
    await page.getByLabel("Rasse/Mischling").fill("Labrador");
    await page.getByRole("radio", { name: "Wohnung" }).click();
    await next(page);
    await fillAnimalBehaviour(page);
    await giveHealthConsent(page);
    await page.getByRole("button", { name: "Analyse starten" }).click();
    await expect(page.getByText("Profil erfolgreich erstellt!")).toBeVisible();
    await expect(page.getByRole("navigation", { name: "Module" })).toBeVisible({ timeout: 40_000 });

    const rows = await query<{ computed_age: number; birth_date: Date | null }>(
      `SELECT p.computed_age, p.birth_date FROM profiles p JOIN users u ON u.id = p.user_id WHERE u.email = $1`,
      [email],
    );
    expect(rows).toHaveLength(1);
    expect(rows[0]?.computed_age).toBe(0);
    expect(rows[0]?.birth_date).not.toBeNull();
  });
});

test.describe("issue 23: the household", () => {
  test("a dog-only account's dashboard addresses the owner, not the dog @mobile", async ({ page }) => {
    const email = await signUp(page, uniqueEmail("dog-only"));
    await withProfile(email, "animal", "Bello");
    await page.reload();
    const heading = page.getByRole("heading", { level: 1 });
    await expect(heading).toContainText("Wie geht es Bello");
    await expect(heading).not.toContainText(/(Morgen|Tag|Abend|Nacht), Bello/);
    await expect(page.getByText("Nimm dir einen Moment für dich.")).toHaveCount(0);
    await expect(page.getByText("Wie geht es dir gerade?")).toHaveCount(0);
  });

  test("a profile added in the profile manager gets its analysis with the loading screen", async ({
    page,
  }) => {
    test.setTimeout(150_000);
    const email = await signUp(page, uniqueEmail("add-profile"));
    await withProfile(email, "human", "Martina");
    await query(
      `INSERT INTO subscriptions (id, user_id, stripe_customer_id, status)
       SELECT 'sub_' || id, id, 'cus_' || id, 'active' FROM users WHERE email = $1`,
      [email],
    );
    await page.goto("/app/profile");
    await page.getByRole("button", { name: "Neues Profil" }).click();
    await page.getByRole("radio", { name: "Tier" }).click();
    await page.getByRole("radio", { name: "Männlich" }).click();
    await page.getByRole("radio", { name: "Hund" }).click();
    await next(page);
    await page.getByLabel("Name").fill("Bello");
    await page.getByLabel("Alter (Jahre)").fill("4");
    await page.getByLabel("Gewicht (kg)").fill("20");
    await page.getByLabel("Rasse/Mischling").fill("Labrador");
    await page.getByRole("radio", { name: "Wohnung" }).click();
    await next(page);
    await fillAnimalBehaviour(page);
    await giveHealthConsent(page);
    await page.getByRole("button", { name: "Analyse starten" }).click();
    await expect(page.getByText("Deine Energie wird entschlüsselt …")).toBeVisible();
    await expect(page.getByRole("navigation", { name: "Module" })).toBeVisible({ timeout: 40_000 });
    const rows = await query<{ n: number }>(
      `SELECT count(a.id)::int AS n FROM profiles p JOIN users u ON u.id = p.user_id
         LEFT JOIN analyses a ON a.profile_id = p.id WHERE u.email = $1 AND p.name = 'Bello'`,
      [email],
    );
    expect(rows[0]?.n).toBe(1);
  });
});
