// The Pro plan end to end: a Free user is refused a second profile, upgrades
// through Stripe Checkout (the Stripe double started by scripts/e2e-server.mjs,
// which delivers signed webhooks back to the app), then adds a dog in the wizard, switches
// between the two profiles and opens the family analysis.
import { type BrowserContext, expect, type Page, test } from "@playwright/test";

import { query } from "./support/database";
import { e2ePort } from "./support/env";
import { giveHealthConsent, signUp } from "./support/session";

const stripeDouble = `http://127.0.0.1:${Number(e2ePort) + 2000}`;
const uniqueEmail = (label: string) =>
  `e2e-${label}-${Date.now()}-${Math.random().toString(36).slice(2, 7)}@example.org`;

/** A Free user with one saved profile (Mara), on the dashboard. */
async function freeUserWithProfile(page: Page, label: string) {
  const email = uniqueEmail(label);
  await signUp(page, email);
  await query(
    `INSERT INTO profiles (user_id, created_by, profile_type, name, gender, age, is_active, created_at)
     SELECT id, id, 'human', 'Mara', 'weiblich', 34, true, now() - interval '1 day' FROM users WHERE email = $1`,
    [email],
  );
  return email;
}

const profileList = (page: Page) => page.getByRole("region", { name: "Alle Profile" });
const profileItem = (page: Page, name: string) =>
  profileList(page).getByRole("listitem").filter({ hasText: name });

async function openProfileManager(page: Page) {
  await page.goto("/app/profile");
  await expect(page.getByRole("heading", { name: "Alle Profile" })).toBeVisible();
}

const next = (page: Page) => page.getByRole("button", { name: "Weiter" }).click();

/** The wizard from the profile manager's 'Neues Profil': Bello, a four-year-old dog. */
async function addDog(page: Page) {
  await expect(page.getByRole("heading", { name: "Profil erstellen" })).toBeVisible();
  await page.getByRole("radio", { name: "Tier" }).click();
  await page.getByRole("radio", { name: "Männlich" }).click();
  await page.getByRole("radio", { name: "Hund" }).click();
  await next(page);
  await page.getByLabel("Name").fill("Bello");
  await page.getByLabel("Alter (Jahre)").fill("4");
  await page.getByLabel("Gewicht (kg)").fill("22");
  await page.getByLabel("Rasse/Mischling").fill("Labrador-Mischling");
  await page.getByRole("radio", { name: "Wohnung" }).click();
  await next(page);
  await page
    .getByLabel("Wie verhält sich dein Tier im Allgemeinen?")
    .fill("Er ist verspielt und sehr anhänglich");
  await page
    .getByLabel("Gab es in letzter Zeit gesundheitliche Probleme?")
    .fill("Keine Probleme in den letzten Wochen");
  await page.getByLabel("Gab es Veränderungen im Umfeld?").fill("Wir sind vor einem Monat umgezogen");
  await page
    .getByLabel("Wie würdest du eure Beziehung beschreiben?")
    .fill("Er folgt mir überall hin und kuschelt gern");
  await page.getByRole("radio", { name: "Freier Auslauf" }).click();
  await giveHealthConsent(page);
  await page.getByRole("button", { name: "Analyse starten" }).click();
  await expect(page.getByText("Profil erfolgreich erstellt!")).toBeVisible();
}

async function payInCheckout(context: BrowserContext, page: Page) {
  const modal = page.getByRole("dialog", { name: "Pro" });
  const checkoutTab = context.waitForEvent("page");
  await modal.getByRole("button", { name: "Upgrade starten" }).click();
  const stripe = await checkoutTab;
  await expect(page.getByText("Weiterleitung zu Stripe")).toBeVisible();
  await expect(modal).toBeHidden();
  await stripe.waitForLoadState();
  expect(stripe.url()).toMatch(new RegExp(`^${stripeDouble}/c/pay/cs_test_`));
  await stripe.getByRole("button", { name: "Testzahlung abschließen" }).click();
  // The double has delivered the signed webhooks before it sends the tab back to /app.
  await expect(stripe.getByText("Willkommen bei Pro")).toBeVisible();
  await stripe.close();
}

test.describe("Pro plan", () => {
  test("a Free user upgrades, adds a dog, switches profiles and opens the family analysis", async ({
    page,
    context,
  }) => {
    // The longest journey in the suite: sign-up, checkout in a second tab, two profiles, an analysis.
    test.setTimeout(120_000);
    const email = await freeUserWithProfile(page, "pro");
    await openProfileManager(page);
    await expect(profileItem(page, "Mara").getByText("Aktiv")).toBeVisible();
    await expect(page.getByRole("button", { name: "Pro entdecken" })).toBeVisible();

    // A second profile without Pro is refused with the spec's toast and the Pro modal.
    await page.getByRole("button", { name: "Neues Profil" }).click();
    await expect(page.getByText("Pro Version erforderlich")).toBeVisible();
    await expect(page.getByText("Erstelle mehrere Profile mit der Pro Version.")).toBeVisible();
    const modal = page.getByRole("dialog", { name: "Pro" });
    await expect(modal).toHaveAccessibleDescription("Unbegrenzte Profile für Familie und Tiere");
    await modal.getByRole("radio", { name: /Jährlich/ }).click();

    await payInCheckout(context, page);

    const [subscription] = await query<{ status: string; interval: string; trial_end: Date | null }>(
      `SELECT s.status, s.interval, s.trial_end FROM subscriptions s JOIN users u ON u.id = s.user_id
        WHERE u.email = $1`,
      [email],
    );
    expect(subscription).toMatchObject({ status: "trialing", interval: "year" });
    expect(subscription?.trial_end).not.toBeNull();

    // The account menu shows the plan; the upsell is gone.
    await openProfileManager(page);
    await expect(page.getByRole("button", { name: "Pro entdecken" })).toBeHidden();
    await page.getByRole("button", { name: "Konto-Menü" }).click();
    await expect(page.getByText(/^Pro · Testphase bis \d{1,2}\. \S+ \d{4}$/)).toBeVisible();
    await page.keyboard.press("Escape");

    // The dog profile, through the wizard in its "add" mode.
    await openProfileManager(page);
    await page.getByRole("button", { name: "Neues Profil" }).click();
    await addDog(page);
    await openProfileManager(page);
    await expect(profileList(page).getByRole("listitem").first()).toContainText("Bello");
    await expect(profileItem(page, "Bello")).toContainText("Tier · Hund · 4 Jahre");

    await profileItem(page, "Bello").getByRole("button", { name: "Wechseln" }).click();
    await expect(page.getByText("Profil gewechselt")).toBeVisible();
    await expect(profileItem(page, "Bello").getByText("Aktiv")).toBeVisible();
    await expect(profileItem(page, "Mara").getByRole("button", { name: "Wechseln" })).toBeVisible();
    expect(
      await query(
        "SELECT p.name FROM profiles p JOIN users u ON u.id = p.user_id WHERE u.email = $1 AND p.is_active",
        [email],
      ),
    ).toEqual([{ name: "Bello" }]);

    await profileItem(page, "Mara").getByRole("button", { name: "Wechseln" }).click();
    await expect(profileItem(page, "Mara").getByText("Aktiv")).toBeVisible();

    await page.getByRole("button", { name: "Familienanalyse" }).click();
    await expect(page).toHaveURL(/\/app\/analyse\?ansicht=familie/);
    await expect(page.getByRole("heading", { name: "Familienanalyse" })).toBeVisible();
    const members = page.getByRole("region", { name: "Einbezogene Profile" });
    await expect(members.getByRole("listitem").filter({ hasText: "Bello" })).toBeVisible();
    await expect(members.getByRole("listitem").filter({ hasText: "Mara" })).toBeVisible();
  });

  test("the Pro modal shows its loading state, and a missing url or a failure becomes 'Upgrade-Fehler'", async ({
    page,
  }) => {
    await freeUserWithProfile(page, "modal");
    await openProfileManager(page);
    const modal = page.getByRole("dialog", { name: "Pro" });

    let answer: { status: number; body: unknown } = { status: 200, body: { url: null } };
    await page.route("**/api/billing/create-checkout", async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 600));
      await route.fulfill({ status: answer.status, json: answer.body });
    });

    await page.getByRole("button", { name: "Pro entdecken" }).click();
    await modal.getByRole("button", { name: "Upgrade starten" }).click();
    await expect(modal.getByRole("button", { name: "Wird geladen..." })).toHaveCount(2);
    for (const button of await modal.getByRole("button", { name: "Wird geladen..." }).all()) {
      await expect(button).toBeDisabled();
    }
    await expect(page.getByText("Upgrade-Fehler")).toBeVisible();
    await expect(page.getByText("Keine Checkout-URL erhalten")).toBeVisible();
    await expect(modal.getByRole("button", { name: "Upgrade starten" })).toBeEnabled();

    answer = {
      status: 503,
      body: { ok: false, code: "unavailable", title: "x", message: "Stripe ist weg." },
    };
    await modal.getByRole("button", { name: "Upgrade starten" }).click();
    await expect(page.getByText("Stripe ist weg.")).toBeVisible();

    await modal.getByRole("button", { name: "Abbrechen" }).click();
    await expect(modal).toBeHidden();
  });

  test("below 768 px the Pro modal scrolls the page to the top; Free users learn there is no plan to cancel", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 375, height: 700 });
    await freeUserWithProfile(page, "mobil");
    await openProfileManager(page);
    await page.evaluate(() => window.scrollTo({ top: document.body.scrollHeight }));
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
    await page.getByRole("button", { name: "Pro entdecken" }).click();
    await expect(page.getByRole("dialog", { name: "Pro" })).toBeVisible();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    await page.keyboard.press("Escape");

    await page.getByRole("button", { name: "Konto-Menü" }).click();
    await page.getByRole("button", { name: "Abo & Zahlungen" }).click();
    await page.getByRole("button", { name: "Plan kündigen" }).click();
    await expect(page.getByText("Kein bezahlter Plan")).toBeVisible();
  });

  test("the webhook refuses an unsigned or forged event", async ({ request }) => {
    const forged = await request.post("/api/webhooks/stripe", {
      headers: { "Stripe-Signature": "t=1,v1=deadbeef" },
      data: {
        id: "evt_forged",
        object: "event",
        type: "customer.subscription.updated",
        data: { object: {} },
      },
    });
    expect(forged.status()).toBe(400);
    expect(await forged.json()).toMatchObject({ ok: false, message: "Ungültige Stripe-Signatur." });
    expect(await query("SELECT 1 FROM stripe_events WHERE id = 'evt_forged'")).toHaveLength(0);

    // As the app's page sends it, but without a session.
    const signedOut = await request.post("/api/billing/create-checkout", {
      headers: { origin: `http://localhost:${e2ePort}` },
      data: { billing_interval: "monthly" },
    });
    expect(signedOut.status()).toBe(401);
    // From another site it is refused before anything else.
    const crossSite = await request.post("/api/billing/create-checkout", {
      headers: { origin: "https://nachbar.example.org" },
      data: { billing_interval: "monthly" },
    });
    expect(crossSite.status()).toBe(403);
  });
});
