// Issue 17 (Done when 2): the whole journey of a new user in one go, as they would click it: sign-up,
// the consent to health data (Art. 9), the wizard, the analysis, a chat message, a journal entry and
// the safety plan, each step's visible result asserted, and at the end the data download holds it all.
import { expect, type Page, test } from "@playwright/test";

import { giveHealthConsent, signUp, uniqueEmail } from "./support/session";
import { expectDashboard, fillHumanStepsTo3, openWizard } from "./support/wizard";

const modules = (page: Page) => page.getByRole("navigation", { name: "Module" });
const toast = (page: Page, text: string) =>
  page.getByRole("region", { name: /Benachrichtigungen/ }).getByText(text, { exact: true });

const COMPLAINT = "Seit Wochen habe ich abends starke Kopfschmerzen";
const MESSAGE = "Wie komme ich abends besser zur Ruhe?";
const ENTRY = "Der Tag war lang, aber der Spaziergang hat gutgetan.";
const SIGNS = "Ich ziehe mich zurück und schlafe kaum.";

test("the full journey: sign-up, consent, wizard, analysis, chat, journal and safety plan", async ({
  page,
}) => {
  test.setTimeout(240_000);

  // Sign-up, with the confirmation mail's link, then the welcome screen.
  await signUp(page, uniqueEmail("journey"));

  // The wizard; its last step asks for the consent and refuses to save without it.
  await openWizard(page);
  await fillHumanStepsTo3(page);
  await page.getByLabel("Aktuelle Beschwerden").fill(COMPLAINT);
  await page.getByLabel("Was beschäftigt dich emotional?").fill("Ich fühle mich oft gestresst und unruhig");
  await page.getByRole("button", { name: "Analyse starten" }).click();
  await expect(page.getByText("Einwilligung fehlt")).toBeVisible();
  await giveHealthConsent(page);
  await page.getByRole("button", { name: "Analyse starten" }).click();
  await expect(page.getByText("Profil erfolgreich erstellt!")).toBeVisible();
  await expectDashboard(page, "Mara");

  // The analysis the wizard started.
  await modules(page).getByRole("link", { name: "Analyse" }).click();
  await expect(page).toHaveURL(/\/app\/analyse$/);
  await expect(page.getByRole("heading", { name: "Erkannte Muster" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Empfehlungen" })).toBeVisible();
  await expect(page.getByRole("img", { name: "Zustand deiner ersten Analyse" })).toBeVisible();

  // A chat message and the coach's reply.
  await modules(page).getByRole("link", { name: "Chat" }).click();
  const log = page.getByRole("log", { name: "Unterhaltung" });
  const replies = log.locator('[data-role="assistant"]');
  await expect(log.getByText("Hallo Mara", { exact: false })).toBeVisible();
  const before = await replies.count();
  const input = page.getByRole("textbox", { name: "Deine Nachricht" });
  await input.fill(MESSAGE);
  await input.press("Enter");
  await expect(log.locator('[data-role="user"]').filter({ hasText: MESSAGE })).toBeVisible();
  await expect(replies).toHaveCount(before + 1);

  // A journal entry.
  await modules(page).getByRole("link", { name: "Tagebuch" }).click();
  await page.getByRole("button", { name: "Loswerden schreiben" }).click();
  const editor = page.getByRole("textbox", { name: "Dein Eintrag: Loswerden" });
  await expect(editor).toBeFocused();
  await editor.press("End");
  await editor.pressSequentially(ENTRY);
  await page.getByRole("button", { name: "Speichern" }).click();
  await expect(toast(page, "Eintrag gespeichert")).toBeVisible();
  await expect(
    page.getByRole("list", { name: "Deine Einträge" }).getByRole("listitem").filter({ hasText: ENTRY }),
  ).toBeVisible();

  // The safety plan, from the account menu, saved and still there after a reload.
  await page.getByRole("button", { name: "Konto-Menü" }).click();
  await page.getByRole("menuitem", { name: "Mein Krisenplan" }).click();
  await expect(page).toHaveURL(/\/app\/krisenplan$/);
  const signs = page.getByLabel("1. Meine Warnzeichen");
  await signs.fill(SIGNS);
  await page.getByRole("button", { name: "Krisenplan speichern" }).click();
  await expect(page.getByText("Krisenplan gespeichert", { exact: true })).toBeVisible();
  await page.reload();
  await expect(signs).toHaveValue(SIGNS);

  // The data download (issue 22): NDJSON with the consent record and every step above, decrypted.
  const download = await page.request.get("/api/account/export");
  expect(download.status()).toBe(200);
  expect(download.headers()["content-type"]).toBe("application/x-ndjson; charset=utf-8");
  const records = (await download.text())
    .trim()
    .split("\n")
    .map((line) => JSON.parse(line) as { type: string; data: Record<string, unknown> });
  const of = (type: string) => records.filter((record) => record.type === type).map((record) => record.data);
  expect(of("user")[0]?.healthConsentVersion).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  expect(of("profile")).toMatchObject([{ name: "Mara", currentHealthIssues: COMPLAINT }]);
  expect(of("analysis")).toHaveLength(1);
  expect(of("chatMessage").map((message) => message.content)).toContain(MESSAGE);
  expect(String(of("journalEntry")[0]?.content)).toContain(ENTRY);
  expect(of("safetyPlan")).toMatchObject([{ warningSigns: SIGNS }]);
  expect(records.at(-1)?.type).toBe("end");
});
