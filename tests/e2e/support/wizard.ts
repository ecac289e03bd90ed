// The profile wizard's steps for a person, through the real form (as in wizard.spec.ts).
import { expect, type Page } from "@playwright/test";

export async function openWizard(page: Page) {
  await page.getByRole("button", { name: "Profil anlegen" }).click();
  await expect(page.getByRole("heading", { name: "Profil erstellen" })).toBeVisible();
}

export const next = (page: Page) => page.getByRole("button", { name: "Weiter" }).click();
export const counter = (page: Page, text: string) =>
  expect(page.getByText(text, { exact: true })).toBeVisible();

export async function fillHumanSteps0To1(page: Page) {
  await page.getByRole("radio", { name: "Mensch" }).click();
  await page.getByRole("radio", { name: "Weiblich" }).click();
  await expect(page.getByRole("radio", { name: "Unbekannt" })).toHaveCount(0);
  await next(page);
  await counter(page, "2/4");
  await page.getByLabel("Name").fill("Mara");
  await page.getByLabel("Geburtsdatum").fill("1990-05-17");
  await page.getByLabel("Körpergröße (cm)").fill("170");
  await page.getByLabel("Gewicht (kg)").fill("65");
}

/** Steps 1 to 3 of a person, valid, ending on step 4 (health and emotions). */
export async function fillHumanStepsTo3(page: Page) {
  await fillHumanSteps0To1(page);
  await next(page);
  await counter(page, "3/4");
  await page
    .getByLabel("Wie sieht deine aktuelle Lebenssituation aus?")
    .fill("Ich lebe mit meinem Partner in Wien");
  await page.getByRole("radio", { name: "In einer Beziehung" }).click();
  await page
    .getByLabel("Wie sieht deine berufliche Situation aus?")
    .fill("Ich arbeite als Lehrerin an einer Schule");
  await page.getByRole("radio", { name: "Im Wandel" }).click();
  await page.getByLabel("Wie bewegst du dich im Alltag?").fill("Ich gehe dreimal pro Woche laufen");
  await next(page);
  await counter(page, "4/4");
}

export async function expectDashboard(page: Page, name: string) {
  await expect(page.getByText("Deine Energie wird entschlüsselt …")).toBeVisible();
  await expect(page.getByText("Bereite dich vor, du bist mehr, als du glaubst.")).toBeVisible({
    timeout: 15_000,
  });
  await expect(page.getByRole("navigation", { name: "Module" })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole("heading", { name: new RegExp(name) }).first()).toBeVisible();
}
