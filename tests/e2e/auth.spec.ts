import { expect, type Page, test } from "@playwright/test";

import { query } from "./support/database";
import { waitForLink } from "./support/mail";

const password = "Sonnenaufgang-42";
const uniqueEmail = (label: string) =>
  `e2e-${label}-${Date.now()}-${Math.random().toString(36).slice(2, 7)}@example.org`;

async function signUp(page: Page, email: string, pass = password, confirm = pass) {
  await page.goto("/app");
  await page.getByRole("tab", { name: "Registrieren" }).click();
  const form = page.getByRole("tabpanel", { name: "Registrieren" });
  await form.getByLabel("E-Mail").fill(email);
  await form.getByLabel("Passwort", { exact: true }).fill(pass);
  await form.getByLabel("Passwort bestätigen").fill(confirm);
  await form.getByRole("button", { name: "Registrieren" }).click();
}

/** Skips the wizard: gives the user a saved profile, so /app shows the dashboard. */
async function withActiveProfile(email: string) {
  await query(
    `INSERT INTO profiles (user_id, created_by, profile_type, name, gender, age, is_active)
     SELECT id, id, 'human', 'Mara', 'weiblich', 30, true FROM users WHERE email = $1`,
    [email],
  );
}

async function signIn(page: Page, email: string, pass: string) {
  await page.goto("/app");
  const form = page.getByRole("tabpanel", { name: "Anmelden" });
  await form.getByLabel("E-Mail").fill(email);
  await form.getByLabel("Passwort", { exact: true }).fill(pass);
  await form.getByRole("button", { name: "Anmelden" }).click();
}

test.describe("accounts", () => {
  test("the authentication screen shows the spec's elements @mobile", async ({ page }) => {
    await page.goto("/app");
    await expect(page.getByRole("img", { name: "Logo" })).toBeVisible();
    await expect(page.getByText("Entdecke deine innere Heilkraft")).toBeVisible();
    await expect(
      page.getByText("Verbinde Körper und Seele - Transformiere dein Leben von innen heraus"),
    ).toBeVisible();
    await expect(page.getByRole("tab", { name: "Anmelden" })).toHaveAttribute("aria-selected", "true");
    await expect(page.getByText("Oder")).toBeVisible();
    await expect(page.getByRole("link", { name: "Datenschutzerklärung" })).toHaveAttribute(
      "href",
      "/datenschutz",
    );
    await expect(page.getByRole("link", { name: "AGB" })).toHaveAttribute("href", "/agb");
    await page.getByRole("button", { name: "Mit Google anmelden" }).click();
    await expect(page.getByText("Google Anmeldung fehlgeschlagen")).toBeVisible();
    await expect(page.getByText(/mit Google ist auf diesem Server nicht eingerichtet/)).toBeVisible();
    await page.getByRole("link", { name: /Zurück/ }).click();
    await expect(page).toHaveURL(/\/$/);
  });

  test("sign-up lands on the welcome screen and a reload keeps the session @mobile", async ({ page }) => {
    const email = uniqueEmail("signup");
    await signUp(page, email);
    await expect(page.getByText("Registrierung erfolgreich!")).toBeVisible();
    await expect(page.getByRole("heading", { name: /Willkommen bei/ })).toBeVisible();
    await page.reload();
    await expect(page.getByRole("heading", { name: /Willkommen bei/ })).toBeVisible();
    const rows = await query<{ email: string }>("SELECT email FROM users WHERE email = $1", [email]);
    expect(rows).toHaveLength(1);
  });

  test("the sign-up mail links back to /app and confirms the address", async ({ page }) => {
    const email = uniqueEmail("verify");
    await signUp(page, email);
    await expect(page.getByRole("heading", { name: /Willkommen bei/ })).toBeVisible();
    const link = await waitForLink(email, "/app?verify=");
    await page.goto(link);
    await expect(page.getByText("E-Mail-Adresse bestätigt")).toBeVisible();
    const [row] = await query<{ email_verified_at: Date | null }>(
      "SELECT email_verified_at FROM users WHERE email = $1",
      [email],
    );
    expect(row?.email_verified_at).not.toBeNull();
  });

  test("a mismatched confirmation shows the spec's toast and creates no user", async ({ page }) => {
    const email = uniqueEmail("mismatch");
    await signUp(page, email, password, `${password}x`);
    await expect(page.getByText("Passwörter stimmen nicht überein").first()).toBeVisible();
    await expect(page.getByText("Bitte überprüfen Sie Ihre Passwort-Eingabe")).toBeVisible();
    expect(await query("SELECT 1 FROM users WHERE email = $1", [email])).toHaveLength(0);
  });

  test("an already registered e-mail gets 'Registrierung fehlgeschlagen' with a reason", async ({
    page,
    browser,
  }) => {
    const email = uniqueEmail("taken");
    await signUp(page, email);
    await expect(page.getByRole("heading", { name: /Willkommen bei/ })).toBeVisible();
    const other = await browser.newPage();
    await signUp(other, email.toUpperCase());
    await expect(other.getByText("Registrierung fehlgeschlagen")).toBeVisible();
    await expect(other.getByText(/bereits ein Konto/)).toBeVisible();
    expect(await query("SELECT 1 FROM users WHERE email = $1", [email])).toHaveLength(1);
    await other.close();
  });

  test("bad input gets German messages and writes nothing", async ({ page }) => {
    await page.goto("/app");
    const form = page.getByRole("tabpanel", { name: "Anmelden" });
    await form.getByRole("button", { name: "Anmelden" }).click();
    await expect(form.getByText("Bitte E-Mail eingeben")).toBeVisible();
    await form.getByLabel("E-Mail").fill("keine-adresse");
    await form.getByRole("button", { name: "Anmelden" }).click();
    await expect(form.getByText("Bitte gib eine gültige E-Mail-Adresse ein.")).toBeVisible();

    await page.getByRole("tab", { name: "Registrieren" }).click();
    const signUpForm = page.getByRole("tabpanel", { name: "Registrieren" });
    await signUpForm.getByLabel("E-Mail").fill(`${"a".repeat(250)}@example.org`);
    await signUpForm.getByLabel("Passwort", { exact: true }).fill("x".repeat(1001));
    await signUpForm.getByRole("button", { name: "Registrieren" }).click();
    await expect(signUpForm.getByText("Die E-Mail-Adresse darf höchstens 254 Zeichen haben.")).toBeVisible();
    await expect(signUpForm.getByText("Das Passwort darf höchstens 1.000 Zeichen haben.")).toBeVisible();
  });

  test("a wrong password shows 'Anmeldung fehlgeschlagen'", async ({ page, browser }) => {
    const email = uniqueEmail("wrong");
    const setup = await browser.newPage();
    await signUp(setup, email);
    await expect(setup.getByRole("heading", { name: /Willkommen bei/ })).toBeVisible();
    await setup.close();
    await signIn(page, email, "falsches-passwort");
    await expect(page.getByText("Anmeldung fehlgeschlagen")).toBeVisible();
    await expect(page.getByText("E-Mail oder Passwort ist falsch.")).toBeVisible();
    await signIn(page, email, password);
    await expect(page.getByText("Erfolgreich angemeldet!")).toBeVisible();
    await expect(page.getByRole("heading", { name: /Willkommen bei/ })).toBeVisible();
  });

  test("password reset: the mail's link sets a new password once, then signs in", async ({
    page,
    browser,
  }) => {
    const email = uniqueEmail("reset");
    const setup = await browser.newPage();
    await signUp(setup, email);
    await expect(setup.getByRole("heading", { name: /Willkommen bei/ })).toBeVisible();
    await setup.close();

    const requested = Date.now();
    await page.goto("/app");
    await page.getByRole("button", { name: "Passwort vergessen?" }).click();
    const dialog = page.getByRole("dialog");
    await dialog.getByLabel("E-Mail").fill(email);
    await dialog.getByRole("button", { name: "Link senden" }).click();
    await expect(page.getByText("Passwort-Reset gesendet")).toBeVisible();

    const link = await waitForLink(email, "/reset-password?token=", requested);
    const newPassword = "Neuer-Morgen-2026";
    await page.goto(link);
    await page.getByLabel("Neues Passwort").fill(newPassword);
    await page.getByLabel("Passwort bestätigen").fill(newPassword);
    await page.getByRole("button", { name: "Passwort speichern" }).click();
    await expect(page.getByRole("heading", { name: /Willkommen bei/ })).toBeVisible();

    // The link works once.
    const again = await browser.newPage();
    await again.goto(link);
    await again.getByLabel("Neues Passwort").fill("Noch-ein-Versuch-1");
    await again.getByLabel("Passwort bestätigen").fill("Noch-ein-Versuch-1");
    await again.getByRole("button", { name: "Passwort speichern" }).click();
    await expect(again.getByRole("alert").filter({ hasText: "bereits verwendet" })).toBeVisible();
    await again.close();

    // The new password signs in; the old one no longer does.
    const fresh = await browser.newPage();
    await signIn(fresh, email, password);
    await expect(fresh.getByText("Anmeldung fehlgeschlagen")).toBeVisible();
    await signIn(fresh, email, newPassword);
    await expect(fresh.getByRole("heading", { name: /Willkommen bei/ })).toBeVisible();
    await fresh.close();
  });

  test("an expired reset link is refused in German", async ({ page, browser }) => {
    const email = uniqueEmail("expired");
    const setup = await browser.newPage();
    await signUp(setup, email);
    await expect(setup.getByRole("heading", { name: /Willkommen bei/ })).toBeVisible();
    await setup.close();
    const requested = Date.now();
    await page.goto("/app");
    await page.getByRole("button", { name: "Passwort vergessen?" }).click();
    await page.getByRole("dialog").getByLabel("E-Mail").fill(email);
    await page.getByRole("dialog").getByRole("button", { name: "Link senden" }).click();
    const link = await waitForLink(email, "/reset-password?token=", requested);
    await query(
      `UPDATE password_reset_tokens SET expires_at = now() - interval '1 minute'
        WHERE user_id = (SELECT id FROM users WHERE email = $1)`,
      [email],
    );
    await page.goto(link);
    await page.getByLabel("Neues Passwort").fill("Zu-spaet-2026");
    await page.getByLabel("Passwort bestätigen").fill("Zu-spaet-2026");
    await page.getByRole("button", { name: "Passwort speichern" }).click();
    await expect(page.getByRole("alert").filter({ hasText: "abgelaufen" })).toBeVisible();
  });

  test("sign-out returns to / and /app shows the authentication screen again @mobile", async ({ page }) => {
    const email = uniqueEmail("signout");
    await signUp(page, email);
    await expect(page.getByRole("heading", { name: /Willkommen bei/ })).toBeVisible();
    await withActiveProfile(email);
    await page.reload();
    await page.evaluate(() => window.localStorage.setItem("resonanz-entwurf", "privat"));
    await page.getByRole("button", { name: "Konto-Menü" }).click();
    const logout = page
      .getByRole("menuitem", { name: "Abmelden" })
      .or(page.getByRole("button", { name: "Abmelden" }));
    await logout.first().click();
    await expect(page.getByText("Erfolgreich abgemeldet")).toBeVisible();
    await expect(page).toHaveURL(/\/$/, { timeout: 5_000 });
    expect(await page.evaluate(() => window.localStorage.getItem("resonanz-entwurf"))).toBeNull();
    await page.goto("/app");
    await expect(page.getByRole("tab", { name: "Anmelden" })).toBeVisible();
  });

  test("session cookies are httpOnly, SameSite=Lax and Secure in production", async ({ page, context }) => {
    await signUp(page, uniqueEmail("cookie"));
    await expect(page.getByRole("heading", { name: /Willkommen bei/ })).toBeVisible();
    const cookie = (await context.cookies()).find((candidate) =>
      candidate.name.endsWith("next-auth.session-token"),
    );
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: "Lax", secure: true });
  });

  test("signing out in one tab signs out the others", async ({ context }) => {
    const email = uniqueEmail("tabs");
    const first = await context.newPage();
    await signUp(first, email);
    await expect(first.getByRole("heading", { name: /Willkommen bei/ })).toBeVisible();
    await withActiveProfile(email);
    await first.reload();
    const second = await context.newPage();
    await second.goto("/app");
    await expect(second.getByRole("button", { name: "Konto-Menü" })).toBeVisible();

    await first.getByRole("button", { name: "Konto-Menü" }).click();
    await first.getByRole("menuitem", { name: "Abmelden" }).click();
    await expect(first.getByText("Erfolgreich abgemeldet")).toBeVisible();
    await second.bringToFront();
    await expect(second.getByRole("tab", { name: "Anmelden" })).toBeVisible({ timeout: 15_000 });
  });
});
