// The impulse module in Chromium: the impulse of the day, 'Neuer Impuls' after 1.5 s with its
// toast, the library's filters and paging, the reminder switch and the unsubscribe page.
import { createHmac } from "node:crypto";

import AxeBuilder from "@axe-core/playwright";
import { expect, type Page, test } from "@playwright/test";

import { impulses } from "@/content/impulses";

import { query } from "./support/database";
import { signInWithSeededProfile } from "./support/session";

/** The secret scripts/e2e-server.mjs starts the app with. */
const secret = process.env.E2E_NEXTAUTH_SECRET ?? "e2e-secret-e2e-secret-e2e-secret-e2e";

/** Serious or critical axe findings inside the page's main content (the module itself). */
async function seriousViolations(page: Page) {
  const results = await new AxeBuilder({ page }).include("main").analyze();
  return results.violations
    .filter((violation) => violation.impact === "serious" || violation.impact === "critical")
    .map((violation) => ({ id: violation.id, nodes: violation.nodes.map((node) => node.target.join(" ")) }));
}

const todayCard = (page: Page) => page.getByRole("region", { name: "Dein Impuls für heute" });
const library = (page: Page) => page.getByRole("region", { name: "Impuls-Bibliothek" });

test.describe("impulses", () => {
  test("shows the dashboard's impulse of the day, the wisdom and the reminder card", async ({ page }) => {
    await signInWithSeededProfile(page, "imp-heute");
    await page.goto("/app");
    const dashboardImpulse = await page.locator("[data-impulse]").first().getAttribute("data-impulse");
    await page.getByRole("link", { name: "Mehr Impulse" }).click();
    await expect(page).toHaveURL(/\/app\/impulse/);
    await expect(todayCard(page)).toHaveAttribute("data-impulse", dashboardImpulse ?? "");
    await expect(todayCard(page)).toContainText("Passend zu deinem Zustand: Harmonisch");
    await expect(page.getByRole("region", { name: "Weisheit des Tages" })).toContainText("–");
    await expect(page.getByRole("region", { name: "Tägliche Erinnerung" })).toContainText("8:00 Uhr");
  });

  test("'Neuer Impuls' shows a different impulse after 1.5 s with the toast @mobile", async ({ page }) => {
    await signInWithSeededProfile(page, "imp-neu");
    await page.clock.install();
    await page.goto("/app/impulse");
    const card = todayCard(page);
    await expect(card).toHaveAttribute("data-impulse", /harmonisch-/);
    const before = await card.getAttribute("data-impulse");
    await page.clock.pauseAt(Date.now() + 60_000);
    await card.getByRole("button", { name: "Neuer Impuls" }).click();
    await expect(card.getByRole("button", { name: "Impuls wird erzeugt..." })).toBeDisabled();
    await page.clock.runFor(1_400);
    await expect(card).toHaveAttribute("data-impulse", before ?? "");
    await page.clock.runFor(200);
    await expect(card).not.toHaveAttribute("data-impulse", before ?? "");
    await expect(card).toHaveAttribute("data-impulse", /harmonisch-/);
    // The Toaster loads with the first toast (issue 14); React reveals a lazily loaded part on a
    // timer, so time goes on while the test waits for the toast.
    const toastShown = page.getByText("Neuer Impuls generiert");
    await expect
      .poll(async () => {
        await page.clock.runFor(100);
        return toastShown.isVisible();
      })
      .toBe(true);
    await expect(card.getByRole("button", { name: "Neuer Impuls" })).toBeEnabled();
  });

  test("the library filters by state, topic and search, a page at a time", async ({ page }) => {
    await signInWithSeededProfile(page, "imp-bibliothek");
    await page.goto("/app/impulse");
    const section = library(page);
    const items = section.locator("[data-library-impulse]");
    await expect(section.getByRole("status")).toHaveText(`${impulses.length} Impulse gefunden`);
    await expect(items).toHaveCount(12);
    await section.getByRole("button", { name: "Weitere Impulse anzeigen" }).click();
    await expect(items).toHaveCount(24);

    await section.getByLabel("Zustand").click();
    await page.getByRole("option", { name: "Müde" }).click();
    const tired = impulses.filter((impulse) => impulse.state === "müde");
    await expect(section.getByRole("status")).toHaveText(`${tired.length} Impulse gefunden`);
    await expect(items).toHaveCount(12);

    await section.getByLabel("Thema").click();
    await page.getByRole("option", { name: "Schlaf" }).click();
    const tiredSleep = tired.filter((impulse) => impulse.topic === "schlaf");
    expect(tiredSleep.length).toBeGreaterThan(0);
    await expect(items).toHaveCount(Math.min(12, tiredSleep.length));
    for (const id of await items.evaluateAll((nodes) =>
      nodes.map((node) => node.getAttribute("data-library-impulse")),
    ))
      expect(tiredSleep.map((impulse) => impulse.id)).toContain(id);

    await section.getByRole("button", { name: "Filter zurücksetzen" }).click();
    await section.getByLabel("Suchen").fill("goethe");
    const goethe = impulses.filter((impulse) => impulse.author === "Johann Wolfgang von Goethe");
    await expect(section.getByRole("status")).toHaveText(
      goethe.length === 1 ? "1 Impuls gefunden" : `${goethe.length} Impulse gefunden`,
    );
    await section.getByLabel("Suchen").fill("<script>alert(1)</script>");
    await expect(section.getByText(/Keine Impulse gefunden/)).toBeVisible();
  });

  test("the reminder switch is saved on the account", async ({ page }) => {
    const email = await signInWithSeededProfile(page, "imp-erinnerung");
    await page.goto("/app/impulse");
    const reminder = page.getByRole("switch", { name: "Erinnerung um 8:00 Uhr" });
    await expect(reminder).not.toBeChecked();
    await expect(page.getByText(`Die E-Mails gehen an ${email}.`, { exact: false })).toBeVisible();
    await reminder.click();
    await expect(page.getByText("Erinnerung aktiviert")).toBeVisible();
    await page.reload();
    await expect(reminder).toBeChecked();
    const [row] = await query<{ impulse_reminder_enabled: boolean }>(
      `SELECT impulse_reminder_enabled FROM users WHERE email = $1`,
      [email],
    );
    expect(row?.impulse_reminder_enabled).toBe(true);
  });

  test("the mail's unsubscribe link turns the reminder off and confirms in German", async ({ page }) => {
    const email = await signInWithSeededProfile(page, "imp-abbestellen");
    const [user] = await query<{ id: string }>(
      `UPDATE users SET impulse_reminder_enabled = true WHERE email = $1 RETURNING id`,
      [email],
    );
    const id = user?.id ?? "";
    const mac = createHmac("sha256", secret).update(`impulse-reminder-unsubscribe:${id}`).digest("base64url");

    await page.goto(
      `/api/reminders/unsubscribe?token=${id}.${mac.replace(/^./, (c) => (c === "A" ? "B" : "A"))}`,
    );
    await expect(page.getByRole("heading", { name: "Link ungültig" })).toBeVisible();

    await page.goto(`/api/reminders/unsubscribe?token=${id}.${mac}`);
    await expect(page).toHaveURL(/\/erinnerung-abbestellt$/);
    await expect(page.getByRole("heading", { name: "Erinnerung abbestellt" })).toBeVisible();
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/);
    const [row] = await query<{ impulse_reminder_enabled: boolean }>(
      `SELECT impulse_reminder_enabled FROM users WHERE email = $1`,
      [email],
    );
    expect(row?.impulse_reminder_enabled).toBe(false);
  });
});

test.describe("accessibility", () => {
  for (const colorScheme of ["light", "dark"] as const) {
    test(`the impulse module has no serious axe findings in ${colorScheme}`, async ({ page }) => {
      await page.emulateMedia({ colorScheme, reducedMotion: "reduce" });
      await signInWithSeededProfile(page, `imp-axe-${colorScheme}`);
      await page.goto("/app/impulse");
      await expect(todayCard(page)).toBeVisible();
      await expect(library(page).locator("[data-library-impulse]")).toHaveCount(12);
      expect(await seriousViolations(page)).toEqual([]);
    });
  }
});
