// Issue 16 in Chromium: a durable statement in the chat appears in 'Was der Coach über dich weiß'
// with the source Chat; it can be edited (the limit named in German), deleted after a
// confirmation, and remembering can be paused; the screen works on 375 px and has no serious
// accessibility violations. An animal's screen names the animal.
import AxeBuilder from "@axe-core/playwright";
import { expect, type Page, test } from "@playwright/test";

import { query } from "./support/database";
import { expectNoOverflow } from "./support/layout";
import { withActivePerson } from "./support/profiles";
import { signUp, uniqueEmail } from "./support/session";

const log = (page: Page) => page.getByRole("log", { name: "Unterhaltung" });
const coachBubbles = (page: Page) => log(page).locator('[data-role="assistant"]');
const facts = (page: Page) => page.getByRole("list", { name: "Gemerkte Einträge" }).getByTestId("coach-fact");

async function send(page: Page, text: string) {
  await page.goto("/app/coach");
  await expect(coachBubbles(page).first()).toBeVisible();
  const before = await coachBubbles(page).count();
  const input = page.getByRole("textbox", { name: "Deine Nachricht" });
  await input.fill(text);
  await input.press("Enter");
  await expect(coachBubbles(page)).toHaveCount(before + 1);
}

async function openMemory(page: Page, title = "Was der Coach über dich weiß") {
  await page.goto("/app/profile");
  await page.getByRole("button", { name: title }).click();
  await expect(page).toHaveURL(/\/app\/profile\?ansicht=gedaechtnis$/);
  await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
}

test.describe("Was der Coach über dich weiß", () => {
  test("shows a chat fact with its source, edits it, deletes it and pauses remembering", async ({ page }) => {
    // Sign-up, two chat messages and every step of the screen on a shared 2-core machine.
    test.setTimeout(150_000);
    const email = await signUp(page, uniqueEmail("memory"));
    await withActivePerson(email);
    await send(page, "Ich schlafe seit der Trennung schlecht.");

    await openMemory(page);
    const fact = facts(page).filter({ hasText: "Du schläfst seit der Trennung schlecht." });
    await expect(fact).toBeVisible();
    await expect(fact).toContainText("Chat");
    await expect(fact).toContainText("gemerkt am");
    // The profile's own answers are remembered too.
    await expect(
      facts(page).filter({ hasText: "Du hast dein Stresslevel mit 5 von 10 angegeben." }),
    ).toContainText("Profil");

    await page.setViewportSize({ width: 375, height: 800 });
    await expectNoOverflow(page, "Was der Coach über dich weiß");
    const violations = (await new AxeBuilder({ page }).analyze()).violations.filter(
      (violation) => violation.impact === "serious" || violation.impact === "critical",
    );
    expect(violations.map((violation) => violation.id)).toEqual([]);

    // Edit: too long is refused with the limit named, the field keeps what was typed.
    await fact.getByRole("button", { name: "Ändern" }).click();
    const field = page.getByRole("textbox", { name: "Eintrag" });
    await expect(field).toBeFocused();
    await field.fill("x".repeat(600));
    await page.getByRole("button", { name: "Speichern" }).click();
    await expect(page.getByRole("alert").filter({ hasText: "höchstens 500 Zeichen" })).toHaveText(
      "Ein Eintrag darf höchstens 500 Zeichen lang sein (jetzt: 600).",
    );
    await expect(field).toHaveValue("x".repeat(600));
    await field.fill("Du schläfst seit dem Frühjahr schlecht.");
    await field.press("Tab");
    await page.getByRole("button", { name: "Speichern" }).press("Enter");
    await expect(page.getByText("Eintrag geändert")).toBeVisible();
    const edited = facts(page).filter({ hasText: "Du schläfst seit dem Frühjahr schlecht." });
    await expect(edited).toContainText("von dir geändert");
    await page.reload();
    await expect(edited).toBeVisible();

    // Delete, after a confirmation.
    await edited.getByRole("button", { name: "Löschen" }).click();
    const dialog = page.getByRole("alertdialog", { name: "Eintrag löschen?" });
    await expect(dialog).toContainText("Du schläfst seit dem Frühjahr schlecht.");
    await dialog.getByRole("button", { name: "Endgültig löschen" }).click();
    await expect(page.getByText("Eintrag gelöscht")).toBeVisible();
    await expect(edited).toHaveCount(0);
    await page.reload();
    await expect(facts(page).filter({ hasText: "schläfst" })).toHaveCount(0);

    // Pause: nothing new is remembered.
    const pause = page.getByRole("switch", { name: "Erinnern pausieren" });
    await pause.focus();
    await page.keyboard.press("Space");
    await expect(pause).toBeChecked();
    await expect(page.getByText(/^Pausiert: Der Coach merkt sich nichts Neues/)).toBeVisible();
    await send(page, "Ich habe seit Wochen Rückenschmerzen.");
    await openMemory(page);
    await expect(page.getByRole("switch", { name: "Erinnern pausieren" })).toBeChecked();
    await expect(facts(page).filter({ hasText: "Rückenschmerzen" })).toHaveCount(0);
  });

  test("names the animal and shows the empty state", async ({ page }) => {
    const email = await signUp(page, uniqueEmail("memory-dog"));
    await query(
      `INSERT INTO profiles (user_id, created_by, profile_type, name, gender, animal_type, age, is_active)
       SELECT id, id, 'animal', 'Luna', 'weiblich', 'hund', 4, true FROM users WHERE email = $1`,
      [email],
    );
    await openMemory(page, "Was der Coach über Luna weiß");
    await expect(page.getByText("Dein Coach hat sich noch nichts gemerkt.")).toBeVisible();

    await send(page, "Luna bellt immer, wenn sie allein ist.");
    await openMemory(page, "Was der Coach über Luna weiß");
    await expect(facts(page).filter({ hasText: "Luna bellt, wenn sie allein ist." })).toContainText("Chat");
  });
});
