// Issue 23: on a device without a German voice the player says so calmly and still works as
// text with its timer. Chromium's speech synthesis is replaced by a scripted one: either with
// voices in other languages only, or with none at all (whose list stays empty for good).
import { expect, type Page, test } from "@playwright/test";

import { withActivePerson } from "./support/profiles";
import { signUp, uniqueEmail } from "./support/session";

const HINT = "Auf diesem Gerät ist keine deutsche Stimme verfügbar – folge einfach dem Text.";

async function scriptSpeech(page: Page, voices: { voiceURI: string; name: string; lang: string }[]) {
  await page.addInitScript((list) => {
    const record = { spoken: 0 };
    class Utterance {
      lang = "";
      rate = 1;
      voice: unknown = null;
      constructor(public text: string) {}
    }
    Object.assign(window, { SpeechSynthesisUtterance: Utterance, __speech: record });
    Object.defineProperty(window, "speechSynthesis", {
      configurable: true,
      value: {
        getVoices: () => list,
        speak: () => {
          record.spoken += 1;
        },
        cancel: () => undefined,
        addEventListener: () => undefined,
        removeEventListener: () => undefined,
      },
    });
  }, voices);
}

async function startBoxBreathing(page: Page) {
  const email = await signUp(page, uniqueEmail("stimme"));
  await withActivePerson(email);
  await page.clock.install();
  await page.goto("/app/uebungen");
  await page.getByRole("link", { name: "Box-Atmung starten" }).click();
  await page.getByRole("radio", { name: "2 von 5: Wenig" }).check();
  await page.clock.pauseAt(Date.now() + 5_000);
  await page.getByRole("button", { name: "Übung beginnen" }).click();
}

/** The player still guides: the step's text shows and the timer moves on to the next step. */
async function expectPlayerWorks(page: Page) {
  await expect(page.getByRole("heading", { level: 2, name: "Ankommen" })).toBeVisible();
  const clock = page.getByTestId("restzeit");
  const before = await clock.textContent();
  await page.clock.runFor(41_000);
  await expect(page.getByRole("heading", { level: 2, name: "Das Quadrat" })).toBeVisible();
  await expect(clock).not.toHaveText(before ?? "");
  expect(
    await page.evaluate(() => (window as unknown as { __speech: { spoken: number } }).__speech.spoken),
  ).toBe(0);
  await expect(page.getByRole("button", { name: /Sprachführung/ })).toHaveCount(0);
}

test.describe("exercise player without a German voice", () => {
  test("with only English voices it shows the hint and works as text", async ({ page }) => {
    await scriptSpeech(page, [{ voiceURI: "test-en", name: "Test", lang: "en-US" }]);
    await startBoxBreathing(page);
    await expect(page.getByText(HINT)).toBeVisible();
    await expectPlayerWorks(page);
  });

  test("with no voices at all it shows the hint too, once it has waited for them", async ({ page }) => {
    await scriptSpeech(page, []);
    await startBoxBreathing(page);
    await page.clock.runFor(2_000);
    await expect(page.getByText(HINT)).toBeVisible();
    await expectPlayerWorks(page);
  });
});
