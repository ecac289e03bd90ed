// The exercises module, the guided player, the daily check-in and the 30-day chart in Chromium.
// The player runs under Playwright's clock, so an 8-minute exercise finishes in moments.
import AxeBuilder from "@axe-core/playwright";
import { expect, type Page, test } from "@playwright/test";

import { query } from "./support/database";
import { signInWithSeededProfile } from "./support/session";

/** Today in Vienna, as the server files the day's entries. */
const viennaToday = () => new Intl.DateTimeFormat("en-CA", { timeZone: "Europe/Vienna" }).format(new Date());

/** Serious or critical axe findings inside the page's main content (the module itself). */
async function seriousViolations(page: Page) {
  const results = await new AxeBuilder({ page }).include("main").analyze();
  return results.violations
    .filter((violation) => violation.impact === "serious" || violation.impact === "critical")
    .map((violation) => ({ id: violation.id, nodes: violation.nodes.map((node) => node.target.join(" ")) }));
}

const trends = (page: Page) => page.getByRole("region", { name: "Dein Verlauf" });

/**
 * The trends load when they come near the screen (below the fold on a phone): scrolls there first.
 * Their placeholder may be swapped for the chart while scrolling, so the scroll is tried again.
 */
async function scrollToTrends(page: Page) {
  await expect(async () => {
    await trends(page).scrollIntoViewIfNeeded({ timeout: 2_000 });
  }).toPass();
}

test.describe("exercises", () => {
  test("shows the 15 exercises in 5 categories, each with its facts and 'Starten'", async ({ page }) => {
    await signInWithSeededProfile(page, "ueb-liste");
    await page.goto("/app/uebungen");
    for (const category of ["Atmung", "Meditation", "Körperarbeit", "Visualisierung", "Audio"]) {
      await expect(page.getByRole("heading", { level: 2, name: category })).toBeVisible();
    }
    await expect(page.getByRole("link", { name: / starten$/ })).toHaveCount(15);
    const card = page.locator('[data-exercise="box-atmung"]');
    await expect(card.getByRole("heading", { name: "Box-Atmung" })).toBeVisible();
    await expect(card).toContainText("8 Minuten");
    await expect(card).toContainText("Einfach");
    await expect(card).toContainText("Visuell");
    await expect(card).toContainText("Audio");
  });

  test("a short exercise runs to the end under a fast clock, is recorded and shows in the chart", async ({
    page,
  }) => {
    const email = await signInWithSeededProfile(page, "ueb-sitzung");
    await page.clock.install();
    await page.goto("/app/uebungen");
    await page.getByRole("link", { name: "Box-Atmung starten" }).click();
    await expect(page).toHaveURL(/uebung=box-atmung/);

    await expect(page.getByRole("group", { name: "Wie viel Energie hast du gerade?" })).toBeVisible();
    const begin = page.getByRole("button", { name: "Übung beginnen" });
    await expect(begin).toBeDisabled();
    await page.getByRole("radio", { name: "2 von 5: Wenig" }).check();
    // From here on only the test moves the player's time.
    await page.clock.pauseAt(Date.now() + 5_000);
    await begin.click();

    const clock = page.getByTestId("restzeit");
    await expect(page.getByText("Schritt 1 von", { exact: false })).toBeVisible();
    await expect(page.getByRole("figure", { name: "Atemführung" })).toBeVisible();
    await expect(page.locator("[data-breath-phase]")).toHaveAttribute("data-breath-phase", "inhale");
    await page.clock.runFor(4_500);
    await expect(page.locator("[data-breath-phase]")).toHaveAttribute("data-breath-phase", "holdIn");

    // Space pauses: the clock stands still until Space resumes it.
    await page.keyboard.press("Space");
    await expect(page.getByText("Pausiert")).toBeVisible();
    const paused = await clock.textContent();
    await page.clock.runFor(10_000);
    await expect(clock).toHaveText(paused ?? "");
    await page.keyboard.press("Space");
    await expect(page.getByRole("button", { name: "Pause" })).toBeVisible();

    await page.clock.runFor(60_000);
    await expect(page.getByText("Schritt 2 von 6", { exact: false })).toBeVisible();
    await expect(page.getByRole("heading", { level: 2, name: "Das Quadrat" })).toBeVisible();
    // The rest in one jump, as when a phone sleeps during the exercise: the timer catches up.
    await page.clock.fastForward(8 * 60_000);
    await expect(page.getByRole("heading", { name: "Geschafft!" })).toBeVisible();
    await page.clock.resume();

    await page.getByRole("radio", { name: "4 von 5: Viel" }).check();
    await page.getByRole("button", { name: "Sitzung speichern" }).click();
    await expect(page.getByText("+2 Energie")).toBeVisible();
    await expect(page.getByText("Sitzung gespeichert")).toBeVisible();

    const rows = await query<{
      exercise_id: string;
      duration_seconds: number;
      energy_before: number;
      energy_after: number;
    }>(
      `SELECT exercise_id, duration_seconds, energy_before, energy_after
         FROM exercise_sessions JOIN users ON users.id = exercise_sessions.user_id WHERE users.email = $1`,
      [email],
    );
    expect(rows).toEqual([
      { exercise_id: "box-atmung", duration_seconds: 480, energy_before: 2, energy_after: 4 },
    ]);

    await page.getByRole("button", { name: "Zu den Übungen" }).click();
    await expect(page).not.toHaveURL(/uebung=/);
    await scrollToTrends(page);
    const chart = trends(page);
    await expect(chart.locator(`[data-day="${viennaToday()}"]`)).toHaveAttribute("data-exercises", "1");
    await expect(chart.getByText("Check-ins: keine · Übungen: 1")).toBeVisible();
    await expect(chart.locator('[data-effect="box-atmung"]')).toContainText("Box-Atmung");
    await expect(chart.locator('[data-effect="box-atmung"]')).toContainText("+2,0 im Schnitt");
  });

  test("?uebung= opens the player directly; Escape asks before leaving, and leaving saves nothing", async ({
    page,
  }) => {
    const email = await signInWithSeededProfile(page, "ueb-verlassen");
    await page.goto("/app/uebungen?uebung=sicherer-ort");
    await expect(page.getByRole("heading", { level: 1, name: "Der sichere Ort" })).toBeVisible();
    await page.getByRole("radio", { name: "3 von 5: Mittel" }).check();
    await page.getByRole("button", { name: "Übung beginnen" }).click();
    await expect(page.getByRole("button", { name: "Pause" })).toBeVisible();

    await page.keyboard.press("Escape");
    const dialog = page.getByRole("alertdialog", { name: "Übung verlassen?" });
    await expect(dialog).toBeVisible();
    await expect(page.getByText("Pausiert")).toBeVisible();
    await dialog.getByRole("button", { name: "Weiter üben" }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole("button", { name: "Pause" })).toBeVisible();

    await page.keyboard.press("Escape");
    await dialog.getByRole("button", { name: "Verlassen" }).click();
    await expect(page).not.toHaveURL(/uebung=/);
    await expect(page.getByRole("heading", { level: 2, name: "Atmung" })).toBeVisible();
    const [{ count } = { count: "-1" }] = await query<{ count: string }>(
      `SELECT count(*) FROM exercise_sessions JOIN users ON users.id = user_id WHERE email = $1`,
      [email],
    );
    expect(count).toBe("0");
  });

  test("an 'Audio' exercise speaks each step in German, and the mute button silences it", async ({
    page,
  }) => {
    // Chromium here has no voices, so the test gives the page a speech synthesis that records.
    await page.addInitScript(() => {
      const record = { spoken: [] as { text: string; lang: string; voice: string }[], cancels: 0 };
      const voice = {
        voiceURI: "test-de",
        name: "Test (Deutsch)",
        lang: "de-DE",
        default: true,
        localService: true,
      };
      class Utterance {
        lang = "";
        rate = 1;
        voice: typeof voice | null = null;
        constructor(public text: string) {}
      }
      Object.assign(window, { SpeechSynthesisUtterance: Utterance, __speech: record });
      Object.defineProperty(window, "speechSynthesis", {
        configurable: true,
        value: {
          getVoices: () => [{ voiceURI: "test-en", name: "Test", lang: "en-US" }, voice],
          speak: (utterance: Utterance) =>
            record.spoken.push({
              text: utterance.text,
              lang: utterance.lang,
              voice: utterance.voice?.voiceURI ?? "",
            }),
          cancel: () => {
            record.cancels += 1;
          },
          addEventListener: () => undefined,
          removeEventListener: () => undefined,
        },
      });
    });
    type Spoken = { text: string; lang: string; voice: string }[];
    const spoken = () =>
      page.evaluate(() => (window as unknown as { __speech: { spoken: Spoken } }).__speech.spoken);

    await signInWithSeededProfile(page, "ueb-stimme");
    await page.clock.install();
    await page.goto("/app/uebungen");
    await page.getByRole("link", { name: "Box-Atmung starten" }).click();
    await page.getByRole("radio", { name: "2 von 5: Wenig" }).check();
    await page.clock.pauseAt(Date.now() + 5_000);
    await page.getByRole("button", { name: "Übung beginnen" }).click();

    await expect
      .poll(spoken)
      .toEqual([{ text: expect.stringMatching(/^Ankommen\. \S/), lang: "de-DE", voice: "test-de" }]);
    await page.clock.runFor(41_000);
    await expect(page.getByRole("heading", { level: 2, name: "Das Quadrat" })).toBeVisible();
    await expect
      .poll(async () => (await spoken()).map((entry) => entry.text.split(".")[0]))
      .toEqual(["Ankommen", "Das Quadrat"]);

    await page.getByRole("button", { name: "Sprachführung an" }).click();
    await expect(page.getByRole("button", { name: "Sprachführung aus" })).toBeVisible();
    await page.clock.runFor(40_000);
    await expect(page.getByRole("heading", { level: 2, name: "Erste Runden" })).toBeVisible();
    expect(await spoken()).toHaveLength(2);

    await page.getByRole("button", { name: "Sprachführung aus" }).click();
    await expect.poll(async () => (await spoken()).at(-1)?.text).toMatch(/^Erste Runden\. /);
  });
});

test.describe("daily check-in", () => {
  test("saves, shows and can be changed the same day; the chart shows it @mobile", async ({ page }) => {
    const email = await signInWithSeededProfile(page, "ueb-checkin");
    await page.goto("/app");
    const card = page.locator("#check-in");
    await expect(card.getByText("Wie geht es dir gerade?")).toBeVisible();
    await scrollToTrends(page);
    await expect(trends(page).getByText(/Noch keine Einträge/)).toBeVisible();

    const save = card.getByRole("button", { name: "Check-in speichern" });
    await expect(save).toBeDisabled();
    await card.getByRole("radio", { name: "Gestärkt" }).check();
    await card.getByRole("radio", { name: "4 von 5: Viel" }).check();
    await save.click();
    await expect(page.getByText("Check-in gespeichert")).toBeVisible();
    await expect(card.getByText("Heute: Gestärkt · Energie 4 von 5")).toBeVisible();
    await expect(trends(page).locator(`[data-check-in="${viennaToday()}"]`)).toBeVisible();

    await page.reload();
    await expect(card.getByText("Heute: Gestärkt · Energie 4 von 5")).toBeVisible();

    await card.getByRole("button", { name: "Ändern" }).click();
    await expect(card.getByRole("radio", { name: "Gestärkt" })).toBeChecked();
    await card.getByRole("radio", { name: "Müde" }).check();
    await card.getByRole("radio", { name: "2 von 5: Wenig" }).check();
    await card.getByRole("button", { name: "Check-in speichern" }).click();
    await expect(page.getByText("Check-in aktualisiert")).toBeVisible();
    await expect(card.getByText("Heute: Müde · Energie 2 von 5")).toBeVisible();
    await scrollToTrends(page);
    await expect(
      trends(page).getByText("Check-ins: 1 · Energie im Schnitt: 2,0 von 5 · Übungen: 0"),
    ).toBeVisible();

    const rows = await query<{ state: string; energy: number }>(
      `SELECT state::text, energy FROM check_ins JOIN users ON users.id = user_id WHERE email = $1`,
      [email],
    );
    expect(rows).toEqual([{ state: "müde", energy: 2 }]);
  });
});

test.describe("accessibility", () => {
  for (const colorScheme of ["light", "dark"] as const) {
    test(`check-in, chart, exercise list and player have no serious axe findings in ${colorScheme}`, async ({
      page,
    }) => {
      await page.emulateMedia({ colorScheme, reducedMotion: "reduce" });
      const email = await signInWithSeededProfile(page, `ueb-axe-${colorScheme}`);
      await query(
        `INSERT INTO check_ins (user_id, profile_id, day, state, energy)
         SELECT user_id, id, (now() AT TIME ZONE 'Europe/Vienna')::date - 1, 'müde', 2
           FROM profiles WHERE user_id = (SELECT id FROM users WHERE email = $1)`,
        [email],
      );
      await page.reload();
      await scrollToTrends(page);
      await expect(trends(page).locator("svg")).toBeVisible();
      expect(await seriousViolations(page)).toEqual([]);

      await page.goto("/app/uebungen");
      await scrollToTrends(page);
      await expect(trends(page).locator("svg")).toBeVisible();
      expect(await seriousViolations(page)).toEqual([]);

      await page.getByRole("link", { name: "Box-Atmung starten" }).click();
      await page.getByRole("radio", { name: "3 von 5: Mittel" }).check();
      expect(await seriousViolations(page)).toEqual([]);
      await page.getByRole("button", { name: "Übung beginnen" }).click();
      await expect(page.getByRole("figure", { name: "Atemführung" })).toBeVisible();
      expect(await seriousViolations(page)).toEqual([]);
    });
  }
});
