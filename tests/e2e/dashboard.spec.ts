// The dashboard home and the analysis module in Chromium, with a fixed clock (Europe/Vienna, set
// in playwright.config.ts): greeting, avatar, state card, new analyses with their trend, and the
// family analysis's errors and result.
import { rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

import { expect, type Page, test } from "@playwright/test";

import { query } from "./support/database";
import { withDog, withMara, withPro } from "./support/profiles";
import { signUp as signUpAndConfirm } from "./support/session";

const uniqueEmail = (label: string) =>
  `e2e-dash-${label}-${Date.now()}-${Math.random().toString(36).slice(2, 7)}@example.org`;

/** A winter day, so Vienna is at UTC+1. */
const vienna = (time: string) => new Date(`2026-01-15T${time}+01:00`);

/** Signs up through the UI; the welcome screen shows that the account exists. */
const signUp = (page: Page, label: string): Promise<string> => signUpAndConfirm(page, uniqueEmail(label));

async function withAnalysis(profileId: string, state: string, hoursAgo: number) {
  await query(
    `INSERT INTO analyses (profile_id, overall_state, engine_version, detail, created_at)
     VALUES ($1, $2::energy_state, 'e2e', '{}'::jsonb, now() - make_interval(hours => $3::int))`,
    [profileId, state, hoursAgo],
  );
}

const avatar = (page: Page) => page.getByRole("button", { name: /-Avatar, Stimmung/ });
const stateCard = (page: Page) => page.locator('[data-slot="card"]', { hasText: "Dein Energiezustand" });

/**
 * The read-only home tests share one user with a profile and no analysis, saving sign-ups. Its
 * session lives outside test-results/, which a parallel Playwright run may clear.
 */
const homeUser = path.join(tmpdir(), `resonanz-e2e-dashboard-home-${process.pid}.json`);

test.describe("dashboard home", () => {
  test.beforeAll(async ({ browser }) => {
    // Explicitly signed out: the file this creates is the state the tests below start from.
    const page = await browser.newPage({ storageState: { cookies: [], origins: [] } });
    await withMara(await signUp(page, "home"));
    await page.context().storageState({ path: homeUser });
    await page.close();
  });

  test.afterAll(() => rmSync(homeUser, { force: true }));

  test.describe("as Mara", () => {
    test.use({ storageState: homeUser });

    test("greets by the time of day in Vienna", async ({ page }) => {
      for (const [time, greeting] of [
        ["07:00:00", "Guten Morgen, Mara"],
        ["13:00:00", "Guten Tag, Mara"],
        ["19:00:00", "Guten Abend, Mara"],
        ["02:00:00", "Gute Nacht, Mara"],
      ] as const) {
        await page.clock.setFixedTime(vienna(time));
        await page.goto("/app");
        await expect(page.getByRole("heading", { level: 1 })).toHaveText(greeting);
      }
    });

    test("re-evaluates the greeting every minute", async ({ page }) => {
      await page.clock.install({ time: vienna("11:59:10") });
      await page.goto("/app");
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("Guten Morgen, Mara");
      await page.clock.runFor(60_000);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("Guten Tag, Mara");
    });

    test("shows the sun at 07:00 and the moon at 22:00", async ({ page }) => {
      await page.clock.setFixedTime(vienna("07:00:00"));
      await page.goto("/app");
      await expect(avatar(page)).toHaveAttribute("data-mode", "sun");
      await expect(avatar(page)).toHaveAccessibleName(/^Sonnen-Avatar/);
      await page.clock.setFixedTime(vienna("22:00:00"));
      await page.goto("/app");
      await expect(avatar(page)).toHaveAttribute("data-mode", "moon");
      await expect(avatar(page)).toHaveAccessibleName(/^Mond-Avatar/);
    });

    test("opens the avatar's mouth on a click and closes it after 2 s", async ({ page }) => {
      await page.clock.install({ time: vienna("09:00:00") });
      await page.goto("/app");
      await page.clock.pauseAt(vienna("09:00:05"));
      await expect(avatar(page)).toHaveAttribute("data-mouth", "closed");
      await avatar(page).click();
      await expect(avatar(page)).toHaveAttribute("data-mouth", "open");
      await page.clock.runFor(1_900);
      await expect(avatar(page)).toHaveAttribute("data-mouth", "open");
      await page.clock.runFor(200);
      await expect(avatar(page)).toHaveAttribute("data-mouth", "closed");
    });

    test("the avatar's eyes follow the mouse, and it stands still under reduced motion", async ({ page }) => {
      await page.goto("/app");
      const pupil = avatar(page).locator('[data-part="pupil"]').first();
      await expect(avatar(page)).toHaveAttribute("data-motion", "full");
      await page.mouse.move(1270, 400);
      await expect(pupil).toHaveCSS("transform", /^matrix\(1, 0, 0, 1, [1-4]\.?\d*, /);
      await page.mouse.move(5, 400);
      await expect(pupil).toHaveCSS("transform", /^matrix\(1, 0, 0, 1, -[1-4]\.?\d*, /);

      await page.emulateMedia({ reducedMotion: "reduce" });
      await page.reload();
      await expect(avatar(page)).toHaveAttribute("data-motion", "reduced");
      await page.mouse.move(1270, 700);
      await page.mouse.move(1260, 710);
      await expect(pupil).toHaveCSS("transform", "matrix(1, 0, 0, 1, 0, 0)");
      await expect(avatar(page).locator("span").first()).toHaveCSS("animation-name", "none");
    });

    test("without an analysis the state card shows harmonisch and the default text", async ({ page }) => {
      await page.goto("/app");
      await expect(stateCard(page)).toContainText("Harmonisch");
      await expect(stateCard(page)).toContainText("Bereit für neue Erkenntnisse");
      await expect(avatar(page)).toHaveAttribute("data-state", "harmonisch");
      await expect(page.locator('[data-slot="card"]', { hasText: "Impuls des Tages" })).toBeVisible();
    });

    test("the disclaimer opens and closes", async ({ page }) => {
      await page.goto("/app");
      const text = page.getByText(/kein Medizinprodukt/);
      await expect(text).toBeHidden();
      await page.getByRole("button", { name: /Hinweis anzeigen/ }).click();
      await expect(text).toBeVisible();
      await page.getByRole("button", { name: /Hinweis ausblenden/ }).click();
      await expect(text).toBeHidden();
    });

    test("the analysis module links to the journal", async ({ page }) => {
      await page.goto("/app/analyse");
      await expect(page.getByText("Noch keine Analyse vorhanden")).toBeVisible();
      await page.getByRole("button", { name: "Zum Tagebuch" }).click();
      await expect(page).toHaveURL(/\/app\/tagebuch/);
    });
  });
});

test.describe("analysis module", () => {
  test("'Neue Analyse starten' adds analyses and the trend shows both", async ({ page }) => {
    const email = await signUp(page, "analysis");
    const profileId = await withMara(email);
    await page.goto("/app");
    await page.getByRole("navigation", { name: "Module" }).getByRole("link", { name: "Analyse" }).click();
    await expect(page.getByText("Noch keine Analyse vorhanden")).toBeVisible();

    await page.getByRole("button", { name: "Neue Analyse starten" }).click();
    await expect(page.getByText("Neue Analyse erstellt")).toBeVisible();
    await expect(page.getByRole("heading", { name: "Erkannte Muster" })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Last im Nacken" })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Empfehlungen" })).toBeVisible();
    await expect(page.getByRole("img", { name: "Zustand deiner ersten Analyse" })).toBeVisible();

    await page.getByRole("button", { name: "Neue Analyse starten" }).click();
    await expect(page.getByRole("img", { name: "Zustandsverlauf über 2 Analysen" })).toBeVisible();
    await expect(page.locator("[data-trend-point]")).toHaveCount(2);
    const rows = await query<{ count: number }>(
      "SELECT count(*)::int AS count FROM analyses WHERE profile_id = $1",
      [profileId],
    );
    expect(rows[0]?.count).toBe(2);

    await page.getByRole("button", { name: "Zurück zum Dashboard" }).click();
    await expect(stateCard(page)).toContainText("Überreizt");
  });

  test("the state card shows the state of the latest analysis", async ({ page }) => {
    const profileId = await withMara(await signUp(page, "state"));
    await withAnalysis(profileId, "gestärkt", 48);
    await withAnalysis(profileId, "müde", 1);
    await page.goto("/app");
    await expect(stateCard(page)).toContainText("Müde");
    await expect(stateCard(page)).toContainText("Deine Reserven sind gerade niedrig");
    await expect(stateCard(page)).not.toContainText("Bereit für neue Erkenntnisse");
    await expect(avatar(page)).toHaveAttribute("data-state", "müde");
  });
});

test.describe("family analysis", () => {
  test("refuses Free users with the Pro error and opens the Pro modal", async ({ page }) => {
    const email = await signUp(page, "family-free");
    await withMara(email);
    await withDog(email);
    await page.goto("/app/analyse?ansicht=familie");
    await expect(
      page.getByText("Familienanalyse ist nur in der Pro Version verfügbar.").first(),
    ).toBeVisible();
    await expect(page.getByRole("dialog", { name: "Pro" })).toBeVisible();
  });

  test("needs 2 profiles, then shows a Pro user's person and dog together", async ({ page }) => {
    const email = await signUp(page, "family-pro");
    await withMara(email);
    await withPro(email);
    await page.goto("/app/analyse?ansicht=familie");
    await expect(page.getByText("Mindestens 2 Profile erforderlich").first()).toBeVisible();
    await expect(page.getByText("Erstelle zuerst weitere Familienprofile.").first()).toBeVisible();

    await withDog(email);
    await page.reload();
    await expect(page.getByRole("heading", { name: "Einbezogene Profile" })).toBeVisible();
    await expect(page.getByRole("listitem").filter({ hasText: "Bello" }).first()).toBeVisible();
    await expect(page.getByRole("heading", { name: "Wie ihr einander spiegelt" })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Empfehlungen für euren Haushalt" })).toBeVisible();
    const rows = await query<{ count: number }>(
      `SELECT count(*)::int AS count FROM family_analyses f JOIN users u ON u.id = f.user_id WHERE u.email = $1`,
      [email],
    );
    expect(rows[0]?.count).toBe(1);
  });
});
