// Resonanz as an app on the phone (issue 15) in Chromium: the service worker installs from the app,
// the exercises and 'Mein Krisenplan' work offline once opened, a screen that needs the server shows
// the German offline page, signing out leaves no user data in the caches, Chromium finds the app
// installable, and 'Tägliche Erinnerung aufs Handy' stays calm when notifications are denied.
// Every other spec blocks service workers (playwright.config.ts); this one lets them run.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

import { chromium, expect, type Page, test } from "@playwright/test";

import { signInWithSeededProfile } from "./support/session";

test.use({ serviceWorkers: "allow" });

interface CachedEntry {
  cache: string;
  url: string;
  text: string;
}

/** Everything in the page's CacheStorage, with the text of every text response. */
function cacheStorage(page: Page): Promise<CachedEntry[]> {
  return page.evaluate(async () => {
    const entries: CachedEntry[] = [];
    for (const name of await caches.keys()) {
      const cache = await caches.open(name);
      for (const request of await cache.keys()) {
        const response = await cache.match(request);
        const type = response?.headers.get("content-type") ?? "";
        const text = response && /text|json|javascript/.test(type) ? await response.text() : "";
        entries.push({ cache: name, url: request.url, text });
      }
    }
    return entries;
  });
}

const cachedPaths = async (page: Page, cache: string) =>
  (await cacheStorage(page))
    .filter((entry) => entry.cache === cache)
    .map((entry) => {
      const url = new URL(entry.url);
      return url.pathname + url.search;
    });

test.describe("the app on the phone", () => {
  test("installs the service worker; exercises and the safety plan work offline; sign-out leaves nothing", async ({
    page,
    context,
    baseURL,
  }) => {
    test.setTimeout(120_000);
    const email = await signInWithSeededProfile(page, "pwa-offline");

    // The service worker comes from the app, at /sw.js with the whole site as its scope.
    const registration = await page.evaluate(async () => {
      const ready = await navigator.serviceWorker.ready;
      return { scope: ready.scope, script: ready.active?.scriptURL };
    });
    expect(registration).toEqual({ scope: `${baseURL}/`, script: `${baseURL}/sw.js` });
    const worker = await page.request.get("/sw.js");
    expect(worker.headers()["service-worker-allowed"]).toBe("/");
    expect(worker.headers()["cache-control"]).toBe("no-cache");
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null);

    // The app shell and the public pages are precached.
    await expect
      .poll(async () => (await cacheStorage(page)).map((entry) => new URL(entry.url).pathname), {
        timeout: 30_000,
      })
      .toEqual(expect.arrayContaining(["/", "/impressum", "/datenschutz", "/agb", "/offline"]));

    // The safety plan, filled and saved, then opened once more.
    const secret = `Warnzeichen-${Date.now()}: ich ziehe mich zurück`;
    await page.goto("/app/krisenplan");
    await page.getByLabel("1. Meine Warnzeichen").fill(secret);
    await page.getByRole("button", { name: "Krisenplan speichern" }).click();
    await expect(page.getByText("Krisenplan gespeichert", { exact: true })).toBeVisible();
    await page.reload();
    await expect(page.getByLabel("1. Meine Warnzeichen")).toHaveValue(secret);

    // An exercise, opened from the list inside the app (no new document).
    await page.goto("/app/uebungen");
    await page.getByRole("link", { name: "Box-Atmung starten" }).click();
    await expect(page).toHaveURL(/uebung=box-atmung/);
    await expect
      .poll(() => cachedPaths(page, "resonanz-seiten"), { timeout: 20_000 })
      .toEqual(expect.arrayContaining(["/app/krisenplan", "/app/uebungen?uebung=box-atmung"]));

    await context.setOffline(true);

    // Offline, the exercise opens with its texts and timings and runs.
    await page.goto("/app/uebungen?uebung=box-atmung");
    await page.getByRole("radio", { name: "2 von 5: Wenig" }).check();
    await page.getByRole("button", { name: "Übung beginnen" }).click();
    await expect(page.getByText("Schritt 1 von", { exact: false })).toBeVisible();
    await expect(page.getByTestId("restzeit")).toHaveText(/\d+:\d\d/);

    // The safety plan too, as last saved.
    await page.goto("/app/krisenplan");
    await expect(page.getByRole("heading", { name: "Mein Krisenplan", level: 1 })).toBeVisible();
    await expect(page.getByLabel("1. Meine Warnzeichen")).toHaveValue(secret);

    // A screen that needs the server: the German offline page, with the helplines.
    await page.goto("/app/coach");
    await expect(page.getByRole("heading", { name: "Du bist gerade offline", level: 1 })).toBeVisible();
    await expect(page.getByText("Die Übungen mit Text und Zeitangaben")).toBeVisible();
    await expect(page.getByRole("link", { name: /TelefonSeelsorge 142/ })).toHaveAttribute("href", "tel:142");
    await page.goto("/app/tagebuch");
    await expect(page.getByRole("heading", { name: "Du bist gerade offline" })).toBeVisible();
    // The public pages are there offline as well.
    await page.goto("/impressum");
    await expect(page.getByRole("heading", { name: "Impressum", level: 1 })).toBeVisible();

    await context.setOffline(false);

    // Signing out from the account menu leaves no page of this user in any cache.
    await page.goto("/app/uebersicht");
    await page.getByRole("button", { name: "Konto-Menü" }).click();
    await page.getByRole("menuitem", { name: "Abmelden", exact: true }).click();
    await expect(page).toHaveURL(`${baseURL}/`);
    const left = await cacheStorage(page);
    expect(left.length).toBeGreaterThan(0); // the app's code and the public pages stay
    expect(left.filter((entry) => new URL(entry.url).pathname.startsWith("/app"))).toEqual([]);
    for (const entry of left) {
      expect(entry.text, entry.url).not.toContain(secret);
      expect(entry.text, entry.url).not.toContain(email);
    }

    // Signed out and offline, the safety plan is gone from this device.
    await context.setOffline(true);
    await page.goto("/app/krisenplan");
    await expect(page.getByRole("heading", { name: "Du bist gerade offline" })).toBeVisible();
    await context.setOffline(false);
  });

  test("another user signing in on the device finds none of the first user's pages", async ({ page }) => {
    await signInWithSeededProfile(page, "pwa-erste");
    await page.evaluate(() => navigator.serviceWorker.ready);
    await page.goto("/app/krisenplan");
    await expect
      .poll(() => cachedPaths(page, "resonanz-seiten"), { timeout: 20_000 })
      .toContain("/app/krisenplan");
    // The session ends without signing out here (as when it expires): the cookie is simply gone.
    await page.context().clearCookies();
    await signInWithSeededProfile(page, "pwa-zweite");
    await expect.poll(() => cachedPaths(page, "resonanz-seiten"), { timeout: 20_000 }).toEqual([]);
  });

  test("denied notifications leave 'Tägliche Erinnerung aufs Handy' off with a calm hint", async ({
    page,
  }) => {
    await page.addInitScript(() => {
      Object.defineProperty(Notification, "permission", { get: () => "denied" });
      Notification.requestPermission = async () => "denied";
    });
    await signInWithSeededProfile(page, "pwa-verweigert");
    await page.goto("/app/impulse");
    const push = page.getByRole("switch", { name: "Tägliche Erinnerung aufs Handy" });
    await expect(push).toBeDisabled();
    await expect(push).not.toBeChecked();
    await expect(
      page.getByRole("status").filter({ hasText: "Mitteilungen sind für Resonanz" }),
    ).toContainText("Website-Einstellungen");
    // Nothing else breaks: the e-mail reminder still switches on.
    await page.getByRole("switch", { name: "Erinnerung um 8:00 Uhr" }).click();
    await expect(page.getByText("Erinnerung aktiviert")).toBeVisible();
  });

  test("closing the browser's question about notifications leaves the switch off and says why", async ({
    page,
  }) => {
    await page.addInitScript(() => {
      Notification.requestPermission = async () => "default";
    });
    await signInWithSeededProfile(page, "pwa-geschlossen");
    await page.goto("/app/impulse");
    const push = page.getByRole("switch", { name: "Tägliche Erinnerung aufs Handy" });
    await push.click();
    await expect(page.getByRole("status").filter({ hasText: "Frage nach Mitteilungen" })).toBeVisible();
    await expect(push).not.toBeChecked();
    await expect(push).toBeEnabled();
  });

  test("Chromium finds the app installable (Page.getInstallabilityErrors is empty)", async ({
    baseURL,
  }, testInfo) => {
    // An ordinary profile: a test context is off the record, where nothing can be installed.
    const profile = mkdtempSync(path.join(tmpdir(), "resonanz-pwa-"));
    const context = await chromium.launchPersistentContext(profile, {
      ...testInfo.project.use.launchOptions,
      baseURL,
    });
    try {
      const page = context.pages()[0] ?? (await context.newPage());
      await page.goto("/app");
      await page.evaluate(() => navigator.serviceWorker.ready);
      await page.goto("/");
      const session = await context.newCDPSession(page);
      await expect
        .poll(async () => (await session.send("Page.getInstallabilityErrors")).installabilityErrors, {
          timeout: 30_000,
        })
        .toEqual([]);
      const manifest = await session.send("Page.getAppManifest");
      expect(manifest.errors).toEqual([]);
    } finally {
      await context.close();
      rmSync(profile, { recursive: true, force: true });
    }
  });
});
