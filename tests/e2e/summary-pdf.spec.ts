// Issue 16 in the browser: 'Zusammenfassung als PDF' in the analysis module downloads an
// application/pdf whose text (read with pdfjs-dist) has the profile's name, the complaint typed in
// the wizard, the red-flag heading when there is a red flag, a ticked journal entry and the
// disclaimer; for a person with an urgent sign and for a dog without one.
import { readFile } from "node:fs/promises";

import { expect, type Page, test } from "@playwright/test";

import { pdfText } from "./support/pdf-text";
import { giveHealthConsent, signUp, uniqueEmail } from "./support/session";

const RED_FLAG_HEADING = "Warnzeichen – bitte zuerst abklären";
const DISCLAIMER = "Resonanz ist kein Medizinprodukt";

const next = (page: Page) => page.getByRole("button", { name: "Weiter" }).click();
const counter = (page: Page, text: string) => expect(page.getByText(text, { exact: true })).toBeVisible();

async function finishWizard(page: Page) {
  await giveHealthConsent(page);
  await page.getByRole("button", { name: "Analyse starten" }).click();
  await expect(page.getByRole("navigation", { name: "Module" })).toBeVisible({ timeout: 45_000 });
}

async function personThroughWizard(page: Page, complaint: string) {
  await page.getByRole("button", { name: "Profil anlegen" }).click();
  await page.getByRole("radio", { name: "Mensch" }).click();
  await page.getByRole("radio", { name: "Weiblich" }).click();
  await next(page);
  await counter(page, "2/4");
  await page.getByLabel("Name").fill("Theresa");
  await page.getByLabel("Geburtsdatum").fill("1985-03-02");
  await page.getByLabel("Körpergröße (cm)").fill("168");
  await page.getByLabel("Gewicht (kg)").fill("61");
  await next(page);
  await counter(page, "3/4");
  await page.getByLabel("Wie sieht deine aktuelle Lebenssituation aus?").fill("Ich lebe allein in Graz");
  await page.getByRole("radio", { name: "Single" }).click();
  await page
    .getByLabel("Wie sieht deine berufliche Situation aus?")
    .fill("Ich arbeite als Pflegerin im Krankenhaus");
  await page.getByRole("radio", { name: "Stabil" }).click();
  await page.getByLabel("Wie bewegst du dich im Alltag?").fill("Ich fahre jeden Tag mit dem Rad");
  await next(page);
  await counter(page, "4/4");
  await page.getByLabel("Aktuelle Beschwerden").fill(complaint);
  await page.getByLabel("Was beschäftigt dich emotional?").fill("Ich mache mir Sorgen um meine Mutter");
  await finishWizard(page);
}

async function dogThroughWizard(page: Page, complaint: string) {
  await page.getByRole("button", { name: "Profil anlegen" }).click();
  await page.getByRole("radio", { name: "Tier" }).click();
  await page.getByRole("radio", { name: "Weiblich" }).click();
  await page.getByRole("radio", { name: "Hund" }).click();
  await next(page);
  await counter(page, "2/3");
  await page.getByLabel("Name").fill("Luna");
  await page.getByLabel("Alter (Jahre)").fill("4");
  await page.getByLabel("Gewicht (kg)").fill("19");
  await page.getByLabel("Rasse/Mischling").fill("Border Collie");
  await page.getByRole("radio", { name: "Wohnung" }).click();
  await next(page);
  await counter(page, "3/3");
  await page
    .getByLabel("Wie verhält sich dein Tier im Allgemeinen?")
    .fill("Sie ist aufmerksam und sehr verspielt");
  await page.getByLabel("Gab es in letzter Zeit gesundheitliche Probleme?").fill(complaint);
  await page.getByLabel("Gab es Veränderungen im Umfeld?").fill("Wir sind im Sommer umgezogen");
  await page
    .getByLabel("Wie würdest du eure Beziehung beschreiben?")
    .fill("Sie weicht mir nicht von der Seite");
  await page.getByRole("radio", { name: "Ja (regelmäßig)" }).click();
  await finishWizard(page);
}

async function writeJournalEntry(page: Page, text: string) {
  await page.goto("/app/tagebuch");
  await page.getByRole("button", { name: "Erkenntnis schreiben" }).click();
  const box = page.getByRole("textbox", { name: "Dein Eintrag: Erkenntnis" });
  await box.press("End");
  await box.pressSequentially(text);
  await page.getByRole("button", { name: "Speichern" }).click();
  await expect(page.getByRole("heading", { name: "Was möchtest du aufschreiben?" })).toBeVisible();
}

/** Opens the dialog, ticks the entries that contain `tick`, downloads; the PDF's text and headers. */
async function downloadSummary(page: Page, tick: readonly string[] = []) {
  await page.goto("/app/analyse");
  await page.getByRole("button", { name: "Zusammenfassung als PDF" }).click();
  const dialog = page.getByRole("dialog", { name: "Zusammenfassung als PDF" });
  for (const text of tick) await dialog.getByRole("checkbox", { name: new RegExp(text) }).check();
  const link = dialog.getByRole("link", { name: "PDF herunterladen" });
  const [download] = await Promise.all([page.waitForEvent("download"), link.click()]);
  expect(download.suggestedFilename()).toMatch(/^Resonanz-Zusammenfassung-.*\.pdf$/);
  const bytes = new Uint8Array(await readFile((await download.path()) ?? ""));
  // The same address, asked again with the page's cookies, for the headers the download does not show.
  const response = await page.request.get((await link.getAttribute("href")) ?? "");
  return { text: (await pdfText(bytes)).replace(/\s+/g, " "), headers: response.headers() };
}

test.describe("Zusammenfassung als PDF", () => {
  test("a person's summary has the name, the complaint, the red flags first, the ticked entry and the disclaimer", async ({
    page,
  }) => {
    test.setTimeout(150_000);
    await signUp(page, uniqueEmail("pdf-mensch"));
    const complaint = "Seit heute Morgen habe ich Atemnot und ein Stechen in der Brust.";
    await personThroughWizard(page, complaint);
    await writeJournalEntry(page, "Nach dem Spaziergang war der Kopf klarer.");
    await writeJournalEntry(page, "Dieser Eintrag bleibt privat.");

    const { text, headers } = await downloadSummary(page, ["Spaziergang"]);
    expect(headers["content-type"]).toBe("application/pdf");
    expect(headers["cache-control"]).toBe("no-store");
    expect(text).toContain("Zusammenfassung für Theresa");
    expect(text).toContain(complaint);
    expect(text).toContain(RED_FLAG_HEADING);
    expect(text.indexOf(RED_FLAG_HEADING)).toBeLessThan(text.indexOf(complaint));
    expect(text).toContain("Nach dem Spaziergang war der Kopf klarer.");
    expect(text).not.toContain("Dieser Eintrag bleibt privat.");
    expect(text).toContain(DISCLAIMER);
    expect(text).toMatch(/Seite 1 von \d/);
  });

  test("a dog's summary is for the vet and has no red-flag heading without a red flag", async ({ page }) => {
    test.setTimeout(150_000);
    await signUp(page, uniqueEmail("pdf-hund"));
    const complaint = "Sie kratzt sich seit zwei Wochen oft am linken Ohr.";
    await dogThroughWizard(page, complaint);

    const { text, headers } = await downloadSummary(page);
    expect(headers["content-type"]).toBe("application/pdf");
    expect(text).toContain("Zusammenfassung für Luna");
    expect(text).toContain("Für die tierärztliche Besprechung");
    expect(text).toContain(complaint);
    expect(text).not.toContain(RED_FLAG_HEADING);
    expect(text).toContain(DISCLAIMER);
  });
});
