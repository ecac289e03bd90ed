import { expect, test } from "@playwright/test";

import { query } from "./support/database";
import { waitForLink } from "./support/mail";
import { E2E_PASSWORD as password, signIn, signUp, submitSignUp, uniqueEmail } from "./support/session";

/** Skips the wizard: gives the user a saved profile, so /app shows the dashboard. */
async function withActiveProfile(email: string) {
  await query(
    `INSERT INTO profiles (user_id, created_by, profile_type, name, gender, age, is_active)
     SELECT id, id, 'human', 'Mara', 'weiblich', 30, true FROM users WHERE email = $1`,
    [email],
  );
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

  test("sign-up asks for the confirmation; after the link and the sign-in a reload keeps the session @mobile", async ({
    page,
  }) => {
    const email = uniqueEmail("signup");
    await signUp(page, email);
    await page.reload();
    await expect(page.getByRole("heading", { name: /Willkommen bei/ })).toBeVisible();
    const rows = await query<{ email: string }>("SELECT email FROM users WHERE email = $1", [email]);
    expect(rows).toHaveLength(1);
  });

  test("the sign-up mail's link confirms the address; signing in before that is refused", async ({
    page,
  }) => {
    const email = uniqueEmail("verify");
    const requested = Date.now();
    await submitSignUp(page, email);
    await expect(page.getByRole("status").filter({ hasText: "Fast geschafft!" })).toContainText(email);
    await signIn(page, email);
    await expect(page.getByText("Bitte bestätige zuerst deine E-Mail-Adresse")).toBeVisible();
    const link = await waitForLink(email, "/app?verify=", requested);
    await page.goto(link);
    await expect(page.getByText("E-Mail-Adresse bestätigt").first()).toBeVisible();
    const [row] = await query<{ email_verified_at: Date | null }>(
      "SELECT email_verified_at FROM users WHERE email = $1",
      [email],
    );
    expect(row?.email_verified_at).not.toBeNull();
    await signIn(page, email);
    await expect(page.getByRole("heading", { name: /Willkommen bei/ })).toBeVisible();
  });

  test("a mismatched confirmation shows the spec's toast and creates no user", async ({ page }) => {
    const email = uniqueEmail("mismatch");
    await submitSignUp(page, email, password, `${password}x`);
    await expect(page.getByText("Passwörter stimmen nicht überein").first()).toBeVisible();
    await expect(page.getByText("Bitte überprüfen Sie Ihre Passwort-Eingabe")).toBeVisible();
    expect(await query("SELECT 1 FROM users WHERE email = $1", [email])).toHaveLength(0);
  });

  test("an already registered address gets the same answer as a new one; its owner gets a mail", async ({
    page,
    browser,
  }) => {
    const email = uniqueEmail("taken");
    await signUp(page, email);
    const other = await browser.newPage();
    const requested = Date.now();
    await submitSignUp(other, email.toUpperCase(), "Jemand-anderes-1");
    await expect(other.getByRole("status").filter({ hasText: "Fast geschafft!" })).toBeVisible();
    await expect(other.getByText(/bereits ein Konto|Registrierung fehlgeschlagen/)).toHaveCount(0);
    const fresh = await browser.newPage();
    await submitSignUp(fresh, uniqueEmail("neu"), "Jemand-anderes-1");
    await expect(fresh.getByRole("status").filter({ hasText: "Fast geschafft!" })).toBeVisible();
    await fresh.close();

    // The owner learns of it by mail; the account and its password stay as they were.
    await waitForLink(email, "/reset-password?token=", requested);
    expect(await query("SELECT 1 FROM users WHERE email = $1", [email])).toHaveLength(1);
    await signIn(other, email);
    await expect(other.getByRole("heading", { name: /Willkommen bei/ })).toBeVisible();
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
    // Said before the form (issue 23): the used link shows no form to fill in vain.
    await expect(again.getByRole("alert").filter({ hasText: "bereits verwendet" })).toBeVisible();
    await expect(again.getByLabel("Neues Passwort")).toHaveCount(0);
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
    await expect(page.getByRole("alert").filter({ hasText: "abgelaufen" })).toBeVisible();
    await expect(page.getByLabel("Neues Passwort")).toHaveCount(0);
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
      .getByRole("menuitem", { name: "Abmelden", exact: true })
      .or(page.getByRole("button", { name: "Abmelden", exact: true }));
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
    await first.getByRole("menuitem", { name: "Abmelden", exact: true }).click();
    await expect(first.getByText("Erfolgreich abgemeldet")).toBeVisible();
    await second.bringToFront();
    await expect(second.getByRole("tab", { name: "Anmelden" })).toBeVisible({ timeout: 15_000 });
  });

  test("'Überall abmelden' ends the session in this browser and in every other one", async ({
    page,
    browser,
  }) => {
    const email = uniqueEmail("ueberall");
    await signUp(page, email);
    await withActiveProfile(email);
    const elsewhere = await browser.newContext();
    const phone = await elsewhere.newPage();
    await signIn(phone, email);
    await expect(phone.getByRole("button", { name: "Konto-Menü" })).toBeVisible();

    await page.reload();
    await page.getByRole("button", { name: "Konto-Menü" }).click();
    const everywhere = page
      .getByRole("menuitem", { name: "Überall abmelden" })
      .or(page.getByRole("button", { name: "Überall abmelden" }));
    await everywhere.first().click();
    await expect(page.getByText("Überall abgemeldet")).toBeVisible();
    await expect(page).toHaveURL(/\/$/, { timeout: 5_000 });

    await phone.goto("/app");
    await expect(phone.getByRole("tab", { name: "Anmelden" })).toBeVisible();
    const exported = await phone.request.get("/api/account/export");
    expect(exported.status()).toBe(401);
    await elsewhere.close();
  });
});
