// Issue 16 in the browser: 'Daylio importieren' in the journal shows a preview of the 500-row
// fixture with its broken rows by line, imports only after the valid rows are confirmed, and the
// same file a second time has nothing new.
import { expect, test } from "@playwright/test";

import { query } from "./support/database";
import { withActivePerson } from "./support/profiles";
import { signUp, uniqueEmail } from "./support/session";

const FIXTURE = "tests/fixtures/daylio/daylio-500.csv";

async function entryCount(profileId: string): Promise<number> {
  const rows = await query<{ count: number }>(
    "SELECT count(*)::int AS count FROM journal_entries WHERE profile_id = $1",
    [profileId],
  );
  return rows[0]?.count ?? -1;
}

test("Daylio import: preview with broken rows, confirmed import, nothing new the second time", async ({
  page,
}) => {
  test.setTimeout(120_000);
  const email = await signUp(page, uniqueEmail("daylio"));
  const profileId = await withActivePerson(email);
  await page.goto("/app/tagebuch");

  await page.getByRole("button", { name: "Daylio importieren" }).click();
  const dialog = page.getByRole("dialog", { name: "Daylio importieren" });
  await dialog.getByLabel("CSV-Datei aus Daylio").setInputFiles(FIXTURE);
  await dialog.getByRole("button", { name: "Vorschau anzeigen" }).click();
  await expect(dialog.getByRole("status")).toContainText("504 Zeilen gelesen");
  await expect(dialog.getByText("Zeile 101: „2026-02-30“ ist kein gültiges Datum")).toBeVisible();
  await expect(dialog.getByText("Zeile 401: 6 statt 8 Spalten")).toBeVisible();
  await expect(dialog.getByRole("combobox", { name: "Energie (1–5): rad" })).toHaveValue("5");
  await dialog.getByRole("combobox", { name: "Energie (1–5): müde aber ok" }).selectOption("2");

  const importButton = dialog.getByRole("button", { name: "Importieren" });
  await expect(importButton).toBeDisabled();
  expect(await entryCount(profileId)).toBe(0);
  await dialog.getByLabel("Nur die gültigen Zeilen importieren", { exact: false }).check();
  await importButton.click();
  await expect(page.getByText("Daylio-Import abgeschlossen")).toBeVisible();
  const imported = await entryCount(profileId);
  expect(imported).toBeGreaterThan(200);
  const energies = await query<{ energy: number }>(
    "SELECT energy FROM check_ins WHERE profile_id = $1 AND day = '2026-11-12'",
    [profileId],
  );
  expect(energies).toEqual([{ energy: 2 }]);

  await page.getByRole("button", { name: "Daylio importieren" }).click();
  await dialog.getByLabel("CSV-Datei aus Daylio").setInputFiles(FIXTURE);
  await dialog.getByRole("button", { name: "Vorschau anzeigen" }).click();
  await expect(dialog.getByRole("status")).toHaveText(
    "Alles aus dieser Datei ist schon importiert; ein erneuter Import fügt nichts hinzu.",
  );
  expect(await entryCount(profileId)).toBe(imported);
});
