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
