// Issue 15: 'Dein Monat' on the dashboard counts the Vienna calendar days of this month with a
// check-in, an exercise or a journal entry, shows them in a small calendar, and keeps an optional
// weekly goal; it never speaks of streaks.
import AxeBuilder from "@axe-core/playwright";
import { expect, type Page, test } from "@playwright/test";

import { viennaInstant } from "@/lib/calendar/vienna-time";

import { query } from "./support/database";
import { expectNoOverflow } from "./support/layout";
import { withActivePerson } from "./support/profiles";
import { signUp, uniqueEmail } from "./support/session";

const viennaToday = () => new Intl.DateTimeFormat("en-CA", { timeZone: "Europe/Vienna" }).format(new Date());
const monthName = (day: string) =>
  new Intl.DateTimeFormat("de-AT", { month: "long", timeZone: "UTC" }).format(new Date(`${day}T00:00:00Z`));

/** Monday of the ISO week of `day` ("YYYY-MM-DD"). */
function monday(day: string): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() - ((date.getUTCDay() + 6) % 7));
  return date.toISOString().slice(0, 10);
}

const card = (page: Page) => page.getByRole("region", { name: "Dein Monat" });
const goal = (page: Page) => card(page).getByLabel("Wochenziel");
const toast = (page: Page, text: string) =>
  page.getByRole("region", { name: /Benachrichtigungen/ }).getByText(text, { exact: true });

/** Serious or critical axe findings inside the card. */
async function cardViolations(page: Page) {
  const results = await new AxeBuilder({ page }).include('[aria-labelledby="monat-titel"]').analyze();
  return results.violations
    .filter((violation) => violation.impact === "serious" || violation.impact === "critical")
    .map((violation) => ({ id: violation.id, nodes: violation.nodes.map((node) => node.target.join(" ")) }));
}

const PRESSURE = /serie|streak|verpasst|verloren|gebrochen|unterbrochen|in folge|hintereinander|nur noch/i;

test.describe("Dein Monat", () => {
  test("counts a journal entry and a check-in as Vienna days; the weekly goal persists", async ({ page }) => {
    const email = await signUp(page, uniqueEmail("monat"));
    const profileId = await withActivePerson(email);
    const today = viennaToday();
    const first = `${today.slice(0, 8)}01`;
    const month = monthName(today);

    // A journal entry written in the editor, then dated 00:30 on the 1st in Vienna: still the last
    // day of the month before in UTC.
    await page.goto("/app/tagebuch");
    await page.getByRole("button", { name: "Loswerden schreiben" }).click();
    await page.getByRole("textbox", { name: "Dein Eintrag: Loswerden" }).press("End");
    await page.getByRole("textbox", { name: "Dein Eintrag: Loswerden" }).pressSequentially("Ein langer Tag.");
    await page.getByRole("button", { name: "Speichern", exact: true }).click();
    await expect(toast(page, "Eintrag gespeichert")).toBeVisible();
    const midnight = viennaInstant(first, 0, 30);
    expect(midnight.toISOString().slice(0, 10) < first).toBe(true);
    await query("UPDATE journal_entries SET created_at = $2 WHERE profile_id = $1", [profileId, midnight]);

    await page.goto("/app/uebersicht");
    await expect(card(page).getByTestId("monat-anzahl")).toHaveText(`1 Tag im ${month}`);
    await expect(
      card(page).getByRole("cell", { name: new RegExp(`^1\\. ${month}, mit Eintrag`) }),
    ).toBeVisible();
    await expect(card(page).getByRole("table")).toContainText(`${month} ${today.slice(0, 4)}`);

    // The day's check-in counts at once, without reloading.
    const checkIn = page.locator("#check-in");
    await checkIn.getByRole("radio", { name: "Gestärkt" }).check();
    await checkIn.getByRole("radio", { name: "4 von 5: Viel" }).check();
    await checkIn.getByRole("button", { name: "Check-in speichern" }).click();
    const days = today === first ? 1 : 2;
    const counted = days === 1 ? `1 Tag im ${month}` : `2 Tage im ${month}`;
    await expect(card(page).getByTestId("monat-anzahl")).toHaveText(counted);
    const todayCell = card(page).locator('td[aria-current="date"]');
    await expect(todayCell).toHaveText(
      new RegExp(`${Number(today.slice(8))}\\. ${month}, mit Eintrag, heute`),
    );

    // No goal yet: nothing about the week is said.
    await expect(goal(page)).toHaveValue("");
    await expect(card(page).getByTestId("monat-woche")).toHaveCount(0);
    await goal(page).selectOption({ label: "3 Tage pro Woche" });
    await expect(toast(page, "Wochenziel gespeichert")).toBeVisible();
    const done = first >= monday(today) ? days : 1;
    const weekText = `Diese Woche: ${done} von 3 Tagen`;
    await expect(card(page).getByTestId("monat-woche")).toHaveText(weekText);

    await page.reload();
    await expect(goal(page)).toHaveValue("3");
    await expect(card(page).getByTestId("monat-woche")).toHaveText(weekText);
    await expect(card(page).getByTestId("monat-anzahl")).toHaveText(counted);
    const [row] = await query<{ weekly_goal_days: number | null }>(
      "SELECT weekly_goal_days FROM profiles WHERE id = $1",
      [profileId],
    );
    expect(row?.weekly_goal_days).toBe(3);
    expect(await card(page).innerText()).not.toMatch(PRESSURE);
    expect(await cardViolations(page)).toEqual([]);

    await goal(page).selectOption({ label: "Kein Ziel" });
    await expect(toast(page, "Kein Wochenziel gesetzt")).toBeVisible();
    await expect(card(page).getByTestId("monat-woche")).toHaveCount(0);
    await page.reload();
    await expect(goal(page)).toHaveValue("");
  });

  test("an empty month reads calmly and fits a 375 px screen @mobile", async ({ page }) => {
    const email = await signUp(page, uniqueEmail("monat-leer"));
    await withActivePerson(email);
    await page.setViewportSize({ width: 375, height: 812 });
    await page.goto("/app/uebersicht");
    const month = monthName(viennaToday());
    await expect(card(page).getByTestId("monat-anzahl")).toHaveText(`Noch kein Eintrag im ${month}`);
    await expect(card(page).getByRole("cell", { name: /mit Eintrag/ })).toHaveCount(0);
    await expect(card(page).locator('td[aria-current="date"]')).toHaveCount(1);
    await goal(page).selectOption({ label: "7 Tage pro Woche" });
    await expect(card(page).getByTestId("monat-woche")).toHaveText("Diese Woche: 0 von 7 Tagen");
    expect(await card(page).innerText()).not.toMatch(PRESSURE);
    await card(page).scrollIntoViewIfNeeded();
    await expectNoOverflow(page, "Dein Monat @375");
    expect(await cardViolations(page)).toEqual([]);
    await page.emulateMedia({ colorScheme: "dark" });
    expect(await cardViolations(page)).toEqual([]);
  });
});
