// Issue 14: a route per module under /app. Direct links, back and forward, the old ?modul= links,
// the return after signing in, and what a foreign or unknown address shows.
import { type Browser, expect, type Page, test } from "@playwright/test";

import { foreignChat, withActivePerson } from "./support/profiles";
import { fillSignIn, signIn, signUp } from "./support/session";

const modules = [
  { path: "/app/analyse", title: "Deine Analyse", nav: "Analyse" },
  { path: "/app/tagebuch", title: "Tagebuch", nav: "Tagebuch" },
  { path: "/app/coach", title: "Coach-Chat", nav: "Chat" },
  { path: "/app/uebungen", title: "Übungen", nav: "Übungen" },
  { path: "/app/profile", title: "Profile", nav: "Profil" },
  { path: "/app/impulse", title: "Impulse", nav: null },
] as const;

const moduleTitle = (page: Page) => page.locator("#modul-titel");
const nav = (page: Page) => page.getByRole("navigation", { name: "Module" });
const notFound = (page: Page) => page.getByText("Diese Seite gibt es nicht (mehr).");

let email = "";

/** One account with a profile for the whole file; each test signs in on its own page. */
test.beforeAll(async ({ browser }: { browser: Browser }) => {
  test.setTimeout(90_000);
  const page = await browser.newPage();
  email = await signUp(page);
  await withActivePerson(email);
  await page.close();
});

test.describe("routes per module", () => {
  test.beforeEach(async ({ page }) => {
    await signIn(page, email);
    await expect(page).toHaveURL(/\/app\/uebersicht$/);
  });

  test("each module opens from its own address, and reloads there", async ({ page }) => {
    for (const { path, title } of modules) {
      await page.goto(path);
      await expect(moduleTitle(page)).toHaveText(title);
    }
    await page.reload();
    await expect(moduleTitle(page)).toHaveText("Impulse");
  });

  test("back and forward move between modules @mobile", async ({ page }) => {
    await nav(page).getByRole("link", { name: "Analyse" }).click();
    await expect(page).toHaveURL(/\/app\/analyse$/);
    await expect(moduleTitle(page)).toHaveText("Deine Analyse");
    await nav(page).getByRole("link", { name: "Tagebuch" }).click();
    await expect(page).toHaveURL(/\/app\/tagebuch$/);
    await expect(nav(page).getByRole("link", { name: "Tagebuch" })).toHaveAttribute("aria-current", "page");

    await page.goBack();
    await expect(page).toHaveURL(/\/app\/analyse$/);
    await expect(moduleTitle(page)).toHaveText("Deine Analyse");
    await page.goBack();
    await expect(page).toHaveURL(/\/app\/uebersicht$/);
    await page.goForward();
    await page.goForward();
    await expect(page).toHaveURL(/\/app\/tagebuch$/);
    await expect(moduleTitle(page)).toHaveText("Tagebuch");
  });

  test("a tapped module's icon pulses until the module is shown, also when it redirects @mobile", async ({
    page,
  }) => {
    const pulsing = nav(page).locator("svg.animate-pulse");
    // The chat's address becomes its conversation's: the pulse must not outlive the redirect.
    await nav(page).getByRole("link", { name: "Chat" }).click();
    await expect(page).toHaveURL(/\/app\/coach\/[0-9a-f-]{36}$/);
    await expect(moduleTitle(page)).toHaveText("Coach-Chat");
    await expect(pulsing).toHaveCount(0);

    // The server holds the next module's page back, so the feedback can be seen before it.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route("**/app/uebungen**", async (route) => {
      await held;
      await route.continue();
    });
    await nav(page).getByRole("link", { name: "Übungen" }).click();
    await expect(nav(page).getByRole("link", { name: "Übungen" }).locator("svg")).toHaveClass(
      /animate-pulse/,
    );
    release();
    await expect(moduleTitle(page)).toHaveText("Übungen");
    await expect(pulsing).toHaveCount(0);
  });

  test("a click with a modifier is left to the browser", async ({ page, context }) => {
    const opened = context.waitForEvent("page");
    await nav(page)
      .getByRole("link", { name: "Tagebuch" })
      .click({ modifiers: ["ControlOrMeta"] });
    const tab = await opened;
    await expect(tab).toHaveURL(/\/app\/tagebuch$/);
    await expect(page).toHaveURL(/\/app\/uebersicht$/);
    await expect(nav(page).locator("svg.animate-pulse")).toHaveCount(0);
  });

  test("the old ?modul= links lead to the new addresses", async ({ page }) => {
    await page.goto("/app?modul=journal&typ=klarheit");
    await expect(page).toHaveURL(/\/app\/tagebuch\?typ=klarheit$/);
    await page.goto("/app?modul=analysis&ansicht=familie");
    await expect(page).toHaveURL(/\/app\/analyse\?ansicht=familie$/);
    await page.goto("/app?modul=impulse");
    await expect(page).toHaveURL(/\/app\/impulse$/);
    await page.goto("/app?modul=home");
    await expect(page).toHaveURL(/\/app\/uebersicht$/);
    await page.goto("/app");
    await expect(page).toHaveURL(/\/app\/uebersicht$/);
  });

  test("the chat's address names the open chat, which a reload opens again", async ({ page }) => {
    await page.goto("/app/coach");
    await expect(page).toHaveURL(/\/app\/coach\/[0-9a-f-]{36}$/);
    const address = page.url();
    await page.reload();
    await expect(moduleTitle(page)).toHaveText("Coach-Chat");
    expect(page.url()).toBe(address);
  });

  test("another user's chat and a malformed id are 'not found' alike", async ({ page }) => {
    const foreign = await foreignChat();
    await page.goto(`/app/coach/${foreign}`);
    await expect(notFound(page)).toBeVisible();
    await expect(page.getByText("Geheim")).toHaveCount(0);
    await page.goto("/app/coach/nicht-eine-id");
    await expect(notFound(page)).toBeVisible();
  });

  test("an unknown path under /app shows the German 404", async ({ page }) => {
    const response = await page.goto("/app/gibt-es-nicht");
    expect(response?.status()).toBe(404);
    await expect(notFound(page)).toBeVisible();
  });
});

test.describe("signed out", () => {
  test("a deep link leads to the sign-in and back to the same place @mobile", async ({ page }) => {
    await page.goto("/app/tagebuch?typ=klarheit");
    await expect(page).toHaveURL(/\/app\/anmelden\?ziel=%2Fapp%2Ftagebuch%3Ftyp%3Dklarheit$/);
    await fillSignIn(page, email);
    await expect(page).toHaveURL(/\/app\/tagebuch\?typ=klarheit$/);
    await expect(moduleTitle(page)).toHaveText("Tagebuch");
  });

  test("a return path off the site is ignored", async ({ page }) => {
    await page.goto("/app/anmelden?ziel=https://evil.example/app");
    await fillSignIn(page, email);
    await expect(page).toHaveURL(/\/app\/uebersicht$/);
  });
});

// The sign-in screen is sent without React (app/app/anmelden/route.ts): a form, two tabs, a dialog
// and toasts on one inline script, within the 90 KB script budget of issue 14.
test.describe("the sign-in screen without the React runtime", () => {
  test("loads no script file, and its inline scripts run under the page's policy @mobile", async ({
    page,
  }) => {
    const refused: string[] = [];
    page.on("console", (message) => {
      if (message.type() === "error") refused.push(message.text());
    });
    const response = await page.goto("/app");
    await expect(page).toHaveURL(/\/app\/anmelden$/);
    const html = (await response?.text()) ?? "";
    expect(html).not.toMatch(/<script[^>]+src=/);
    expect(html).not.toContain("self.__next_f");
    expect(Buffer.byteLength(html)).toBeLessThan(90 * 1024);
    // The script ran: the second tab works, with the keyboard too.
    await page.getByRole("tab", { name: "Anmelden" }).focus();
    await page.keyboard.press("ArrowRight");
    await expect(page.getByRole("tab", { name: "Registrieren" })).toBeFocused();
    await expect(page.getByRole("tabpanel", { name: "Registrieren" })).toBeVisible();
    await expect(page.getByRole("tabpanel", { name: "Anmelden" })).toBeHidden();
    expect(refused).toEqual([]);
  });

  test("a wrong password says so in German and keeps the address", async ({ page }) => {
    await page.goto("/app/anmelden");
    await fillSignIn(page, email, "falsches-passwort");
    await expect(page.getByText("Anmeldung fehlgeschlagen")).toBeVisible();
    await expect(page.getByText("E-Mail oder Passwort ist falsch.")).toBeVisible();
    await expect(page).toHaveURL(/\/app\/anmelden$/);
    const form = page.getByRole("tabpanel", { name: "Anmelden" });
    await expect(form.getByLabel("E-Mail")).toHaveValue(email);
    await expect(form.getByRole("button", { name: "Anmelden" })).toBeEnabled();
  });

  test("'Passwort vergessen?' sends its own form, never the sign-in form", async ({ page }) => {
    const signInRequests: string[] = [];
    page.on("request", (request) => {
      if (request.url().includes("/api/auth/callback/credentials")) signInRequests.push(request.url());
    });
    await page.goto("/app/anmelden");
    const form = page.getByRole("tabpanel", { name: "Anmelden" });
    await form.getByLabel("E-Mail").fill(email);
    await form.getByLabel("Passwort", { exact: true }).fill("falsches-passwort");
    await page.getByRole("button", { name: "Passwort vergessen?" }).click();
    const dialog = page.getByRole("dialog", { name: "Passwort zurücksetzen" });
    await expect(dialog.getByLabel("E-Mail")).toHaveValue(email);
    await dialog.getByRole("button", { name: "Link senden" }).click();
    await expect(page.getByText("Passwort-Reset gesendet")).toBeVisible();
    await expect(dialog).toBeHidden();
    await expect(page.getByText("Anmeldung fehlgeschlagen")).toHaveCount(0);
    expect(signInRequests).toEqual([]);

    // A bad address is said in the dialog; Escape closes it.
    await page.getByRole("button", { name: "Passwort vergessen?" }).click();
    await dialog.getByLabel("E-Mail").fill("keine-adresse");
    await dialog.getByRole("button", { name: "Link senden" }).click();
    await expect(dialog.getByText("Bitte gib eine gültige E-Mail-Adresse ein.")).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    expect(signInRequests).toEqual([]);
  });

  test("a return path to another host is ignored, one in the app is kept @mobile", async ({ page }) => {
    await page.goto("/app/anmelden?ziel=//evil.example/app/tagebuch");
    await fillSignIn(page, email);
    await expect(page).toHaveURL(/\/app\/uebersicht$/);
    await expect(page.getByText("Erfolgreich angemeldet!")).toBeVisible();
    // Signed in, the sign-in screen goes straight on to where it was asked to return.
    await page.goto("/app/anmelden?ziel=%2Fapp%2Fimpulse");
    await expect(page).toHaveURL(/\/app\/impulse$/);
    await page.goto("/app/anmelden?ziel=https%3A%2F%2Fevil.example%2Fapp");
    await expect(page).toHaveURL(/\/app\/uebersicht$/);
  });

  test("sign-up answers on the screen; the template is not served at its own path", async ({ page }) => {
    await page.goto("/app/anmelden");
    await page.getByRole("tab", { name: "Registrieren" }).click();
    const form = page.getByRole("tabpanel", { name: "Registrieren" });
    await form.getByLabel("E-Mail").fill("neu-ohne-react@example.org");
    await form.getByLabel("Passwort", { exact: true }).fill("kurz");
    await form.getByLabel("Passwort bestätigen").fill("kurz");
    await form.getByRole("button", { name: "Registrieren" }).click();
    await expect(form.getByText("Das Passwort muss mindestens 8 Zeichen haben.")).toBeVisible();
    await expect(form.getByLabel("Passwort", { exact: true })).toHaveAttribute("aria-invalid", "true");
    await form.getByLabel("Passwort", { exact: true }).fill("Sonnenaufgang-42");
    await form.getByLabel("Passwort bestätigen").fill("Sonnenaufgang-42");
    await form.getByRole("button", { name: "Registrieren" }).click();
    await expect(page.getByRole("status").filter({ hasText: "Fast geschafft!" })).toContainText(
      "neu-ohne-react@example.org",
    );

    const template = await page.request.get("/vorlage/anmelden", { headers: { Accept: "text/html" } });
    expect(template.status()).toBe(404);
  });
});
