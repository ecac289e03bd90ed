// A signed-in user in a few steps, through the real forms (as in auth.spec.ts):
// sign up, open the confirmation link from the mail, sign in.
import { hash } from "@node-rs/argon2";
import { expect, type Page } from "@playwright/test";

import { query } from "./database";
import { waitForLink } from "./mail";

export const E2E_PASSWORD = "Sonnenaufgang-42";

export const uniqueEmail = (label: string) =>
  `e2e-${label}-${Date.now()}-${Math.random().toString(36).slice(2, 7)}@example.org`;

/** Fills and sends the sign-up form; the answer is the same whether or not the address is new. */
export async function submitSignUp(page: Page, email: string, password = E2E_PASSWORD, confirm = password) {
  await page.goto("/app");
  await page.getByRole("tab", { name: "Registrieren" }).click();
  const form = page.getByRole("tabpanel", { name: "Registrieren" });
  await form.getByLabel("E-Mail").fill(email);
  await form.getByLabel("Passwort", { exact: true }).fill(password);
  await form.getByLabel("Passwort bestätigen").fill(confirm);
  await form.getByRole("button", { name: "Registrieren" }).click();
}

export async function signIn(page: Page, email: string, password = E2E_PASSWORD) {
  await page.goto("/app");
  await fillSignIn(page, email, password);
}

/** Sends the sign-in form of the screen that is open (e.g. after a signed-out deep link). */
export async function fillSignIn(page: Page, email: string, password = E2E_PASSWORD) {
  const form = page.getByRole("tabpanel", { name: "Anmelden" });
  await form.getByLabel("E-Mail").fill(email);
  await form.getByLabel("Passwort", { exact: true }).fill(password);
  await form.getByRole("button", { name: "Anmelden" }).click();
}

/** Signs up, confirms the address with the mail's link, signs in and waits for the welcome screen. */
export async function signUp(page: Page, email = uniqueEmail("user")): Promise<string> {
  const requested = Date.now();
  await submitSignUp(page, email);
  await expect(page.getByText("Fast geschafft!")).toBeVisible();
  await page.goto(await waitForLink(email, "/app?verify=", requested));
  await expect(page.getByText("E-Mail-Adresse bestätigt").first()).toBeVisible();
  await signIn(page, email);
  await expect(page.getByRole("heading", { name: /Willkommen bei/ })).toBeVisible();
  return email;
}

/** Ticks the wizard's consent to health data (GDPR Art. 9), which the last step asks for once. */
export async function giveHealthConsent(page: Page) {
  await page.getByRole("checkbox", { name: /Ich willige ausdrücklich ein/ }).check();
}

// Accounts are created in the database and signed in through the form: sign-ups are limited to
// 10 per hour and address, which the specs of a full run would use up.
const passwordHash = hash(E2E_PASSWORD, { memoryCost: 19_456, timeCost: 2, parallelism: 1 });

/** A new confirmed account with an active profile 'Mara', signed in through the form, on the dashboard. */
export async function signInWithSeededProfile(page: Page, label: string): Promise<string> {
  const email = uniqueEmail(label);
  await query(
    `WITH account AS (INSERT INTO users (email, password_hash, email_verified_at) VALUES ($1, $2, now()) RETURNING id)
     INSERT INTO profiles (user_id, created_by, profile_type, name, gender, age, is_active)
     SELECT id, id, 'human', 'Mara', 'weiblich', 30, true FROM account`,
    [email, await passwordHash],
  );
  await page.goto("/app");
  const form = page.getByRole("tabpanel", { name: "Anmelden" });
  await form.getByLabel("E-Mail").fill(email);
  await form.getByLabel("Passwort", { exact: true }).fill(E2E_PASSWORD);
  await form.getByRole("button", { name: "Anmelden" }).click();
  await expect(page.getByRole("button", { name: "Konto-Menü" })).toBeVisible();
  return email;
}
