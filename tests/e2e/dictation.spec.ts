// Issue 15: German dictation in the chat input and the journal editor. Chromium's speech
// recognition is replaced by a scripted one that the test drives: it says interim words, then a
// final phrase; it can refuse a language or the microphone. Without the API there is no button.
import AxeBuilder from "@axe-core/playwright";
import { expect, type Page, test } from "@playwright/test";

import { query } from "./support/database";
import { expectNoOverflow } from "./support/layout";
import { withActivePerson } from "./support/profiles";
import { unseal } from "./support/sealed";
import { signUp, uniqueEmail } from "./support/session";

interface Script {
  /** Languages answered with 'language-not-supported'. */
  refuse?: string[];
  /** An error every start ends with, e.g. 'not-allowed'. */
  error?: string;
}

interface RecognitionLog {
  started: string[];
  stopped: number;
  aborted: number;
  settings: { continuous: boolean; interimResults: boolean }[];
}

async function scriptRecognition(page: Page, script: Script = {}) {
  await page.addInitScript((options: Script) => {
    type Handler<T> = ((event: T) => void) | null;
    const log: RecognitionLog = { started: [], stopped: 0, aborted: 0, settings: [] };
    const running = new Set<FakeRecognition>();
    class FakeRecognition {
      lang = "";
      continuous = false;
      interimResults = false;
      onresult: Handler<{ resultIndex: number; results: unknown[] }> = null;
      onerror: Handler<{ error: string }> = null;
      onend: (() => void) | null = null;
      private results: ({ transcript: string }[] & { isFinal: boolean })[] = [];
      start() {
        log.started.push(this.lang);
        log.settings.push({ continuous: this.continuous, interimResults: this.interimResults });
        running.add(this);
        const refused = options.refuse?.includes(this.lang) ? "language-not-supported" : options.error;
        if (refused)
          setTimeout(() => {
            this.onerror?.({ error: refused });
            this.end();
          }, 10);
      }
      stop() {
        log.stopped += 1;
        this.end();
      }
      abort() {
        log.aborted += 1;
        this.end();
      }
      say(transcript: string, isFinal: boolean) {
        const last = this.results.at(-1);
        const index = last && !last.isFinal ? this.results.length - 1 : this.results.length;
        this.results[index] = Object.assign([{ transcript }], { isFinal });
        this.onresult?.({ resultIndex: index, results: this.results });
      }
      private end() {
        running.delete(this);
        setTimeout(() => this.onend?.(), 0);
      }
    }
    Object.assign(window, {
      SpeechRecognition: FakeRecognition,
      webkitSpeechRecognition: FakeRecognition,
      __dictation: { log, say: (text: string, isFinal: boolean) => [...running].at(-1)?.say(text, isFinal) },
    });
  }, script);
}

type Scripted = { __dictation: { log: RecognitionLog; say: (text: string, isFinal: boolean) => void } };

const say = (page: Page, text: string, isFinal: boolean) =>
  page.evaluate(([words, final]) => (window as unknown as Scripted).__dictation.say(words, final), [
    text,
    isFinal,
  ] as const);
const recognitionLog = (page: Page) => page.evaluate(() => (window as unknown as Scripted).__dictation.log);

const dictate = (page: Page) => page.getByRole("button", { name: "Diktieren" });
const interim = (page: Page) => page.getByTestId("diktat-zwischenstand");
const chatInput = (page: Page) => page.getByRole("textbox", { name: "Deine Nachricht" });
const journalEditor = (page: Page) => page.getByRole("textbox", { name: "Dein Eintrag: Loswerden" });
const LOSWERDEN_PROMPT = "Was belastet dich gerade? Schreib es dir von der Seele …\n\n";

async function signedInWithProfile(page: Page, label: string): Promise<string> {
  const email = await signUp(page, uniqueEmail(`diktat-${label}`));
  await withActivePerson(email);
  return email;
}

async function openChat(page: Page) {
  await page.goto("/app/coach");
  const log = page.getByRole("log", { name: "Unterhaltung" });
  await expect(log.getByText("Hallo Mara, schön, dass du da bist.", { exact: false })).toBeVisible();
}

async function openJournalEditor(page: Page) {
  await page.goto("/app/tagebuch");
  await page.getByRole("button", { name: "Loswerden schreiben" }).click();
  await expect(journalEditor(page)).toHaveValue(LOSWERDEN_PROMPT);
}

test.describe("dictation", () => {
  test("German dictated text lands in the chat input after what was typed, and sending stops it @mobile", async ({
    page,
  }) => {
    await scriptRecognition(page);
    await signedInWithProfile(page, "chat");
    await openChat(page);
    await chatInput(page).fill("Heute");

    await expect(dictate(page)).toHaveAttribute("aria-pressed", "false");
    await dictate(page).click();
    await expect(dictate(page)).toHaveAttribute("aria-pressed", "true");
    await expect(page.getByRole("status").filter({ hasText: "Ich höre zu" })).toBeAttached();

    await say(page, "bin ich", false);
    await expect(interim(page)).toContainText("bin ich");
    await say(page, "bin ich sehr müde", false);
    await expect(interim(page)).toContainText("bin ich sehr müde");
    // Interim words are shown, not yet written into what the user typed.
    await expect(chatInput(page)).toHaveValue("Heute");

    await say(page, "bin ich sehr müde und grüble viel", true);
    await expect(chatInput(page)).toHaveValue("Heute bin ich sehr müde und grüble viel");
    await expect(interim(page)).toHaveCount(0);
    // Typing goes on where the dictation stopped.
    await chatInput(page).press("End");
    await chatInput(page).pressSequentially(".");
    await say(page, "Was kann ich tun", true);
    await expect(chatInput(page)).toHaveValue("Heute bin ich sehr müde und grüble viel. Was kann ich tun");
    await expectNoOverflow(page, "Chat mit Diktieren");
    const axe = await new AxeBuilder({ page }).include("form").analyze();
    expect(
      axe.violations.filter((violation) => ["serious", "critical"].includes(violation.impact ?? "")),
    ).toEqual([]);

    const log = await recognitionLog(page);
    expect(log.started).toEqual(["de-AT"]);
    expect(log.settings).toEqual([{ continuous: true, interimResults: true }]);

    await say(page, "und das noch", false);
    await chatInput(page).press("Enter");
    await expect(page.locator('[data-role="user"]').first()).toHaveText(
      /Heute bin ich sehr müde und grüble viel\. Was kann ich tun/,
    );
    await expect(dictate(page)).toHaveAttribute("aria-pressed", "false");
    expect((await recognitionLog(page)).aborted).toBe(1);
    // What was still being said when sending is dropped, not written into the empty input.
    await expect(chatInput(page)).toHaveValue("");
    await expect(interim(page)).toHaveCount(0);
  });

  test("German dictated text lands in the journal editor and is saved with the entry", async ({ page }) => {
    await scriptRecognition(page);
    const email = await signedInWithProfile(page, "tagebuch");
    await openJournalEditor(page);

    await dictate(page).click();
    await expect(dictate(page)).toHaveAttribute("aria-pressed", "true");
    await say(page, "Der Streit", false);
    await expect(interim(page)).toContainText("Der Streit");
    await say(page, "Der Streit mit meiner Schwester lässt mich nicht los", true);
    await expect(journalEditor(page)).toHaveValue(
      `${LOSWERDEN_PROMPT}Der Streit mit meiner Schwester lässt mich nicht los`,
    );
    // The dictated text is kept as a draft like typed text.
    await expect(page.getByText("Entwurf automatisch gespeichert")).toBeVisible();

    // A second press stops listening.
    await dictate(page).click();
    await expect(dictate(page)).toHaveAttribute("aria-pressed", "false");
    expect((await recognitionLog(page)).stopped).toBe(1);

    await dictate(page).click();
    await say(page, "Grüß Gott Österreich", true);
    await expect(journalEditor(page)).toHaveValue(/nicht los Grüß Gott Österreich$/);
    await page.getByRole("button", { name: "Speichern", exact: true }).click();
    await expect(page.getByText("Eintrag gespeichert", { exact: true })).toBeVisible();
    expect((await recognitionLog(page)).aborted).toBe(1);

    const [row] = await query<{ content: string }>(
      `SELECT content FROM journal_entries WHERE user_id = (SELECT id FROM users WHERE email = $1)`,
      [email],
    );
    expect(await unseal(row?.content)).toBe(
      `${LOSWERDEN_PROMPT}Der Streit mit meiner Schwester lässt mich nicht los Grüß Gott Österreich`,
    );
  });

  test("a browser without Austrian German is asked for German German", async ({ page }) => {
    await scriptRecognition(page, { refuse: ["de-AT"] });
    await signedInWithProfile(page, "de-de");
    await openChat(page);
    await dictate(page).click();
    await expect.poll(async () => (await recognitionLog(page)).started).toEqual(["de-AT", "de-DE"]);
    await expect(dictate(page)).toHaveAttribute("aria-pressed", "true");
    await say(page, "Servus", true);
    await expect(chatInput(page)).toHaveValue("Servus");
    await expect(page.getByRole("status").filter({ hasText: /nicht verfügbar|freigegeben/ })).toHaveCount(0);
  });

  test("a browser without any German says so, and typing still works", async ({ page }) => {
    await scriptRecognition(page, { refuse: ["de-AT", "de-DE"] });
    await signedInWithProfile(page, "kein-deutsch");
    await openChat(page);
    await dictate(page).click();
    await expect(
      page.getByRole("status").filter({ hasText: "Die Spracherkennung ist gerade nicht verfügbar" }),
    ).toBeVisible();
    expect((await recognitionLog(page)).started).toEqual(["de-AT", "de-DE"]);
    await expect(dictate(page)).toHaveAttribute("aria-pressed", "false");
    await chatInput(page).fill("Dann schreibe ich");
    await expect(chatInput(page)).toHaveValue("Dann schreibe ich");
  });

  test("a denied microphone shows a calm hint, and typing still works", async ({ page }) => {
    await scriptRecognition(page, { error: "not-allowed" });
    await signedInWithProfile(page, "verweigert");
    await openJournalEditor(page);
    await dictate(page).click();
    const hint = page
      .getByRole("status")
      .filter({ hasText: "Das Mikrofon ist für Resonanz gerade nicht freigegeben" });
    await expect(hint).toBeVisible();
    await expect(hint).toContainText("Website-Einstellungen deines Browsers erlauben");
    await expect(dictate(page)).toHaveAttribute("aria-pressed", "false");
    await journalEditor(page).press("End");
    await journalEditor(page).pressSequentially("Dann eben getippt");
    await expect(journalEditor(page)).toHaveValue(`${LOSWERDEN_PROMPT}Dann eben getippt`);

    await openChat(page);
    await dictate(page).click();
    await expect(
      page.getByRole("status").filter({ hasText: "Das Mikrofon ist für Resonanz gerade nicht freigegeben" }),
    ).toBeVisible();
    await chatInput(page).fill("Geschrieben statt gesprochen");
    await chatInput(page).press("Enter");
    await expect(page.locator('[data-role="user"]').first()).toHaveText(/Geschrieben statt gesprochen/);
  });

  test("without speech recognition in the browser there is no button", async ({ page }) => {
    await page.addInitScript(() => {
      const scope = window as unknown as Record<string, unknown>;
      delete scope.SpeechRecognition;
      delete scope.webkitSpeechRecognition;
    });
    const errors: string[] = [];
    page.on("console", (message) => {
      if (message.type() === "error") errors.push(message.text());
    });
    await signedInWithProfile(page, "ohne");
    await openChat(page);
    // Hydrated: the controlled input enables Send.
    await chatInput(page).fill("Hallo");
    await expect(page.getByRole("button", { name: "Senden" })).toBeEnabled();
    await expect(dictate(page)).toHaveCount(0);

    await openJournalEditor(page);
    await journalEditor(page).press("End");
    await journalEditor(page).pressSequentially("x");
    await expect(page.getByText("Entwurf automatisch gespeichert")).toBeVisible();
    await expect(dictate(page)).toHaveCount(0);
    expect(errors.filter((text) => /hydrat/i.test(text))).toEqual([]);
  });
});
