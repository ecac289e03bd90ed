// A signed-in user in a few steps, through the real sign-up form (as in auth.spec.ts).
import { expect, type Page } from "@playwright/test";

export const E2E_PASSWORD = "Sonnenaufgang-42";

export const uniqueEmail = (label: string) =>
  `e2e-${label}-${Date.now()}-${Math.random().toString(36).slice(2, 7)}@example.org`;

/** Signs up through /app and waits for the welcome screen; returns the address. */
export async function signUp(page: Page, email = uniqueEmail("user")): Promise<string> {
  await page.goto("/app");
  await page.getByRole("tab", { name: "Registrieren" }).click();
  const form = page.getByRole("tabpanel", { name: "Registrieren" });
  await form.getByLabel("E-Mail").fill(email);
  await form.getByLabel("Passwort", { exact: true }).fill(E2E_PASSWORD);
  await form.getByLabel("Passwort bestätigen").fill(E2E_PASSWORD);
  await form.getByRole("button", { name: "Registrieren" }).click();
  await expect(page.getByRole("heading", { name: /Willkommen bei/ })).toBeVisible();
  return email;
}
