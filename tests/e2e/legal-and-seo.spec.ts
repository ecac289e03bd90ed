// The legal pages and what search engines read (issue 4, spec §1, §2):
// Impressum, Datenschutz, AGB, metadata, sitemap, robots, manifest, JSON-LD.
import { expect, type Page, test } from "@playwright/test";

const legalPages = [
  {
    path: "/impressum",
    heading: "Impressum",
    mustSay: ["§ 5 E-Commerce-Gesetz", "§ 25 Mediengesetz", "Resonanz GmbH"],
  },
  {
    path: "/datenschutz",
    heading: "Datenschutzerklärung",
    mustSay: ["Stand: Januar 2025", "Servern in der Europäischen Union", "Stripe", "Datenschutzbehörde"],
  },
  {
    path: "/agb",
    heading: "Allgemeine Geschäftsbedingungen",
    mustSay: ["österreichisches Recht", "binnen 14 Tagen", "Frist von 30 Tagen", "kein Medizinprodukt"],
  },
];

const meta = (page: Page, selector: string) => page.locator(selector).first().getAttribute("content");

test.describe("legal pages", () => {
  for (const legal of legalPages) {
    test(`${legal.path} has the site's header and footer and a way back @mobile`, async ({ page }) => {
      const response = await page.goto(legal.path);
      expect(response?.status()).toBe(200);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(legal.heading);
      for (const phrase of legal.mustSay) await expect(page.getByText(phrase).first()).toBeVisible();
      await expect(page.getByRole("banner")).toBeVisible();
      await expect(page.getByRole("contentinfo")).toBeVisible();
      await expect(page.getByRole("contentinfo").getByText("Made in Austria")).toBeVisible();

      await page.getByRole("link", { name: "Zurück zur Startseite" }).click();
      await expect(page).toHaveURL(/\/$/);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(
        "Dein Körper spricht. Resonanz hört zu.",
      );
    });
  }

  test("the footer links to the legal pages and scrolls to the sections", async ({ page }) => {
    await page.goto("/");
    const footer = page.getByRole("contentinfo");
    for (const [name, path] of [
      ["Impressum", "/impressum"],
      ["Datenschutz", "/datenschutz"],
      ["AGB", "/agb"],
    ] as const) {
      await expect(footer.getByRole("link", { name, exact: true })).toHaveAttribute("href", path);
    }
    for (const [name, id] of [
      ["Start", "home"],
      ["Funktionen", "funktionen"],
      ["Für wen?", "fuer-wen"],
      ["Preise", "preise"],
    ] as const) {
      await footer.getByRole("link", { name, exact: true }).click();
      await expect(page).toHaveURL(new RegExp(`#${id}$`));
      await expect
        .poll(() =>
          page.locator(`#${id}`).evaluate((element) => Math.round(element.getBoundingClientRect().top)),
        )
        .toBeLessThanOrEqual(80);
    }
    await expect(footer.getByText("Bald verfügbar")).toHaveCount(2);
    await expect(footer.getByText("App Store")).toBeVisible();
    await expect(footer.getByText("Google Play")).toBeVisible();
    // No social links are configured, so no social buttons are shown.
    await expect(footer.getByRole("link", { name: /Instagram|Facebook|YouTube/ })).toHaveCount(0);

    await footer.getByRole("link", { name: "Datenschutz", exact: true }).click();
    await expect(page).toHaveURL(/\/datenschutz$/);
  });
});

test.describe("pre-rendered pages from memory", () => {
  test("are sent gzip-compressed once, answer 304 to their ETag, and HEAD sends no body", async ({
    request,
  }) => {
    for (const path of ["/", "/impressum", "/datenschutz", "/agb"]) {
      const response = await request.get(path, {
        headers: { accept: "text/html", "accept-encoding": "gzip" },
      });
      expect(response.headers()["content-encoding"]).toBe("gzip");
      // Playwright undoes one gzip; a body compressed twice would not start with the doctype.
      expect((await response.text()).startsWith("<!DOCTYPE html>")).toBe(true);
      const etag = response.headers()["etag"] ?? "";
      expect(etag).toMatch(/^"[\w-]+"$/);
      // Revalidated as a browser does, with the same Accept-Encoding: each encoding has its own ETag.
      const again = await request.get(path, {
        headers: { accept: "text/html", "accept-encoding": "gzip", "if-none-match": etag },
      });
      expect(again.status()).toBe(304);
      const head = await request.head(path, { headers: { accept: "text/html" } });
      expect([head.status(), (await head.body()).length]).toEqual([200, 0]);
    }
  });
});

test.describe("pages without the React runtime", () => {
  test("the landing and legal pages load no script file and carry no RSC payload", async ({ page }) => {
    const scripts: string[] = [];
    page.on("request", (request) => {
      if (request.resourceType() === "script") scripts.push(request.url());
    });
    for (const path of ["/", "/impressum", "/datenschutz", "/agb"]) {
      const response = await page.goto(path);
      const html = (await response?.text()) ?? "";
      expect(html).not.toMatch(/\/_next\/static\/[^"]+\.js/);
      expect(html).not.toContain("__next_f");
      expect(html).not.toContain("TURBOPACK");
      // What they do need is there: the header's menu and the one inline script.
      await expect(page.locator("[data-mobile-menu]")).toHaveCount(1);
      await page.waitForLoadState("load");
    }
    expect(scripts).toEqual([]);
  });

  test("the app's links to them load them as documents, so their script runs @mobile", async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 812 });
    await page.goto("/app");
    await page.getByRole("link", { name: "Datenschutzerklärung" }).click();
    await expect(page).toHaveURL(/\/datenschutz$/);
    await page.getByRole("button", { name: "Menü öffnen" }).click();
    await expect(page.locator("#mobile-menu")).toBeVisible();
  });
});

test.describe("web fonts", () => {
  const fontRequests = (page: Page) =>
    page.evaluate(() =>
      performance
        .getEntriesByType("resource")
        .filter((entry) => entry.name.endsWith(".woff2"))
        .map((entry) => entry.startTime),
    );
  const fontsAttribute = (page: Page) =>
    page.evaluate(() => document.documentElement.getAttribute("data-fonts"));

  /** Records the root's data-fonts attribute as each document finishes parsing. */
  async function recordFontsAtParse(page: Page) {
    await page.addInitScript(() => {
      document.addEventListener("DOMContentLoaded", () => {
        Object.assign(window, { __fontsAtParse: document.documentElement.getAttribute("data-fonts") });
      });
    });
    return () => page.evaluate(() => (window as unknown as { __fontsAtParse: string | null }).__fontsAtParse);
  }

  test("a first visit is drawn in the fallback, fetches the fonts after loading, and later pages use them", async ({
    page,
  }) => {
    const atParse = await recordFontsAtParse(page);
    await page.goto("/");
    expect(await atParse()).toBe("deferred");
    await expect.poll(() => page.evaluate(() => localStorage.getItem("resonanz:web-fonts"))).toBe("1");
    const requests = await fontRequests(page);
    expect(requests).toHaveLength(2);
    const loadEventStart = await page.evaluate(
      () => (performance.getEntriesByType("navigation")[0] as PerformanceNavigationTiming).loadEventStart,
    );
    expect(loadEventStart).toBeGreaterThan(0);
    expect(Math.min(...requests)).toBeGreaterThanOrEqual(loadEventStart);
    // This page keeps its fallback: nothing is laid out a second time.
    expect(await fontsAttribute(page)).toBe("deferred");
    await expect(page.locator("body")).toHaveCSS("font-family", /^"inter Fallback"/);
    await expect(page.locator("h1")).toHaveCSS("font-family", /^ui-serif/);

    await page.goto("/impressum");
    expect(await atParse()).toBeNull();
    await expect(page.locator("body")).toHaveCSS("font-family", /^inter,/);
    await expect(page.locator("h1")).toHaveCSS("font-family", /^fraunces,/);
  });

  // Issue 14: the sign-in screen is served without the React runtime, like the public pages, so
  // it keeps its fallback too; a screen with the app's runtime switches at once.
  test("the sign-in screen keeps its fallback like the public pages", async ({ page }) => {
    const atParse = await recordFontsAtParse(page);
    await page.goto("/app");
    await expect(page).toHaveURL(/\/app\/anmelden/);
    expect(await atParse()).toBe("deferred");
    await expect.poll(() => page.evaluate(() => localStorage.getItem("resonanz:web-fonts"))).toBe("1");
    expect(await fontsAttribute(page)).toBe("deferred");
    await expect(page.locator("body")).toHaveCSS("font-family", /^"inter Fallback"/);
  });

  test("a screen with the app's runtime keeps its fallback too, and the next document uses the fonts", async ({
    page,
  }) => {
    const atParse = await recordFontsAtParse(page);
    await page.goto("/reset-password?token=unbekannt");
    expect(await atParse()).toBe("deferred");
    await expect.poll(() => page.evaluate(() => localStorage.getItem("resonanz:web-fonts"))).toBe("1");
    // Not laid out again once the files are in: that paint became the screen's LCP.
    expect(await fontsAttribute(page)).toBe("deferred");
    await expect(page.locator("body")).toHaveCSS("font-family", /^"inter Fallback"/);

    await page.reload();
    expect(await atParse()).toBeNull();
    await expect(page.locator("body")).toHaveCSS("font-family", /^inter,/);
  });
});

test.describe("search engines", () => {
  for (const { path, title } of [
    { path: "/", title: "Resonanz – Dein Körper spricht. Resonanz hört zu." },
    { path: "/impressum", title: "Impressum | Resonanz" },
    { path: "/datenschutz", title: "Datenschutzerklärung | Resonanz" },
    { path: "/agb", title: "Allgemeine Geschäftsbedingungen | Resonanz" },
  ]) {
    test(`${path} has German metadata, a canonical URL and Open Graph data`, async ({ page, baseURL }) => {
      await page.goto(path);
      await expect(page).toHaveTitle(title);
      expect(await page.locator("html").getAttribute("lang")).toBe("de");
      expect((await meta(page, 'meta[name="description"]'))?.length).toBeGreaterThan(50);
      // Next.js writes the site root without its trailing slash.
      const canonical = new URL(path, baseURL).toString().replace(/\/$/, "");
      expect(await page.locator('link[rel="canonical"]').getAttribute("href")).toBe(canonical);
      expect(await meta(page, 'meta[property="og:title"]')).toBe(title);
      expect(await meta(page, 'meta[property="og:url"]')).toBe(canonical);
      expect(await meta(page, 'meta[property="og:locale"]')).toBe("de_AT");
      const image = await meta(page, 'meta[property="og:image"]');
      expect(image).toContain("/opengraph-image");
      const response = await page.request.get(image ?? "");
      expect(response.status()).toBe(200);
      expect(response.headers()["content-type"]).toBe("image/png");
    });
  }

  test("the landing page describes the company and the app with offers as JSON-LD", async ({ page }) => {
    await page.goto("/");
    const json = await page.locator('script[type="application/ld+json"]').textContent();
    const data = JSON.parse(json ?? "{}") as { "@graph": Record<string, unknown>[] };
    const byType = Object.fromEntries(data["@graph"].map((node) => [node["@type"], node]));
    expect(byType.Organization).toMatchObject({ name: "Resonanz GmbH", address: { addressCountry: "AT" } });
    expect(byType.SoftwareApplication).toMatchObject({ name: "Resonanz", operatingSystem: "Web" });
    const offers = (byType.SoftwareApplication?.offers ?? []) as { price: string; priceCurrency: string }[];
    expect(offers.map((offer) => `${offer.price} ${offer.priceCurrency}`)).toEqual([
      "0.00 EUR",
      "19.00 EUR",
      "137.00 EUR",
    ]);
  });

  test("sitemap.xml lists the public pages and robots.txt keeps out the app", async ({
    request,
    baseURL,
  }) => {
    const sitemap = await request.get("/sitemap.xml");
    expect(sitemap.status()).toBe(200);
    const xml = await sitemap.text();
    const urls = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]);
    expect(urls).toEqual(
      ["/", "/impressum", "/datenschutz", "/agb"].map((path) => new URL(path, baseURL).toString()),
    );

    const robots = await (await request.get("/robots.txt")).text();
    expect(robots).toMatch(/User-Agent: \*/i);
    expect(robots).toContain("Allow: /");
    expect(robots).toContain("Disallow: /app");
    expect(robots).toContain("Disallow: /api");
    expect(robots).toContain(`Sitemap: ${new URL("/sitemap.xml", baseURL).toString()}`);
  });

  test("the web app manifest installs the app with its icons", async ({ page, request }) => {
    await page.goto("/");
    const href = await page.locator('link[rel="manifest"]').getAttribute("href");
    const manifest = (await (await request.get(href ?? "")).json()) as {
      name: string;
      lang: string;
      start_url: string;
      display: string;
      icons: { src: string; sizes: string; type: string; purpose?: string }[];
    };
    expect(manifest).toMatchObject({ lang: "de", start_url: "/app", display: "standalone" });
    expect(manifest.name).toContain("Resonanz");
    const sizes = manifest.icons.map((icon) => `${icon.sizes} ${icon.purpose ?? "any"}`);
    expect(sizes).toEqual(expect.arrayContaining(["192x192 any", "512x512 any", "512x512 maskable"]));
    for (const icon of manifest.icons) {
      const response = await request.get(icon.src);
      expect(response.status(), icon.src).toBe(200);
      expect(response.headers()["content-type"], icon.src).toBe(icon.type);
      if (icon.type === "image/png") {
        const png = await response.body();
        const [width, height] = [png.readUInt32BE(16), png.readUInt32BE(20)];
        expect(`${width}x${height}`, icon.src).toBe(icon.sizes);
      }
    }
  });
});
