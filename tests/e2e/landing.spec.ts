// The landing page (issue 4, spec §2): sections, navigation, start buttons,
// mobile menu, carousels, pricing, FAQ and images.
import { expect, type Locator, type Page, test } from "@playwright/test";

const sectionIds = [
  "home",
  "funktionen",
  "was-sich-veraendert",
  "wissensbasis",
  "fuer-wen",
  "wie-es-funktioniert",
  "stimmen",
  "preise",
  "faq",
];

/** Top of an element relative to the viewport, once smooth scrolling has settled. */
const top = (locator: Locator) =>
  locator.evaluate((element) => Math.round(element.getBoundingClientRect().top));

async function expectScrolledTo(page: Page, id: string) {
  await expect(page).toHaveURL(new RegExp(`#${id}$`));
  await expect.poll(() => top(page.locator(`#${id}`)), { timeout: 5_000 }).toBeLessThanOrEqual(80);
  await expect.poll(() => top(page.locator(`#${id}`))).toBeGreaterThanOrEqual(-2);
}

const carousel = (page: Page, name: string) => page.locator(`[data-carousel="${name}"]`);

test.describe("landing page", () => {
  test("has every section with its anchor, in the order of the spec, and the footer", async ({ page }) => {
    await page.goto("/");
    const order = await page.evaluate(
      (ids) => ids.map((id) => document.getElementById(id)?.getBoundingClientRect().top ?? null),
      sectionIds,
    );
    expect(order.every((value) => value !== null)).toBe(true);
    expect([...order].sort((a, b) => (a ?? 0) - (b ?? 0))).toEqual(order);
    await expect(page.getByRole("contentinfo")).toBeVisible();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      "Dein Körper spricht. Resonanz hört zu.",
    );
    await expect(page.getByText("3000+ Menschen vertrauen bereits auf Resonanz")).toBeVisible();
  });

  test("header links scroll smoothly to their sections", async ({ page }) => {
    await page.goto("/");
    const nav = page.getByRole("navigation", { name: "Hauptnavigation" });
    for (const [label, id] of [
      ["Funktionen", "funktionen"],
      ["Für wen?", "fuer-wen"],
      ["Preise", "preise"],
    ] as const) {
      await nav.getByRole("link", { name: label }).click();
      await expectScrolledTo(page, id);
    }
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).scrollBehavior)).toBe(
      "smooth",
    );
  });

  test("'Mehr erfahren' scrolls to the features and the logo leads home", async ({ page }) => {
    await page.goto("/");
    await page.getByRole("link", { name: "Mehr erfahren" }).click();
    await expectScrolledTo(page, "funktionen");
    await expect(
      page.getByRole("banner").getByRole("link", { name: "Resonanz – zur Startseite" }),
    ).toHaveAttribute("href", "/");
  });

  test("every start button leads to /app", async ({ page }) => {
    await page.goto("/");
    const startButtons = [
      "Jetzt kostenlos starten",
      "Login",
      "Mensch analysieren",
      "Tier analysieren",
      "Kostenlos starten",
      "3 Tage gratis testen",
      "Jetzt starten",
    ];
    for (const name of startButtons) {
      const links = page.getByRole("link", { name, exact: true });
      expect(await links.count(), name).toBeGreaterThan(0);
      for (const link of await links.all()) await expect(link).toHaveAttribute("href", "/app");
    }
    await page.getByRole("banner").getByRole("link", { name: "Jetzt kostenlos starten" }).click();
    await expect(page).toHaveURL(/\/app\/anmelden$/);
    await page.goto("/#preise");
    await page.getByRole("link", { name: "3 Tage gratis testen" }).click();
    await expect(page).toHaveURL(/\/app\/anmelden$/);
  });

  test("the mobile menu opens, navigates and closes @mobile", async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 812 });
    await page.goto("/");
    const toggle = page.getByRole("button", { name: "Menü öffnen" });
    const menu = page.locator("#mobile-menu");
    await expect(page.getByRole("navigation", { name: "Hauptnavigation" })).toBeHidden();
    await expect(menu).toBeHidden();

    await toggle.click();
    await expect(menu).toBeVisible();
    await expect(page.getByRole("button", { name: "Menü schließen" })).toHaveAttribute(
      "aria-expanded",
      "true",
    );
    await menu.getByRole("link", { name: "Preise" }).click();
    await expect(menu).toBeHidden();
    await expectScrolledTo(page, "preise");

    await page.getByRole("button", { name: "Menü öffnen" }).click();
    await expect(menu.getByRole("link", { name: "Jetzt kostenlos starten" })).toHaveAttribute("href", "/app");
    await page.keyboard.press("Escape");
    await expect(menu).toBeHidden();
    await expect(page.getByRole("button", { name: "Menü öffnen" })).toBeFocused();

    await page.getByRole("button", { name: "Menü öffnen" }).click();
    await page.getByRole("button", { name: "Menü schließen" }).click();
    await expect(menu).toBeHidden();
  });

  test("the topic strip scrolls, pauses on hover and stands still under reduced motion", async ({ page }) => {
    await page.goto("/");
    const track = page.getByRole("list", { name: "Themen, auf die Resonanz achtet" });
    await expect(track.getByRole("link")).toHaveCount(8);
    const state = () => track.evaluate((element) => getComputedStyle(element).animationPlayState);
    expect(await track.evaluate((element) => getComputedStyle(element).animationName)).not.toBe("none");
    expect(await state()).toBe("running");
    // The strip, not the moving list: Playwright only hovers elements that stand still.
    await track.locator("..").hover();
    expect(await state()).toBe("paused");

    await page.emulateMedia({ reducedMotion: "reduce" });
    expect(await track.evaluate((element) => getComputedStyle(element).animationName)).toBe("none");
  });
});

test.describe("testimonial carousels", () => {
  /** Stops the page's clock; from now on time moves only with runFor. */
  async function freezeClock(page: Page) {
    // A little ahead of the page's clock, which keeps running until then; due timers fire at most once.
    const now = await page.evaluate(() => Date.now());
    await page.clock.pauseAt(now + 1_000);
  }

  /** Hovering stops a carousel's timer and leaving starts it again, at the frozen moment. */
  async function restartTimer(page: Page, name: string) {
    await carousel(page, name).hover();
    await expect(carousel(page, name)).toHaveAttribute("data-running", "false");
    await page.mouse.move(0, 0);
    await expect(carousel(page, name)).toHaveAttribute("data-running", "true");
  }

  const index = async (page: Page, name: string) =>
    Number(await carousel(page, name).getAttribute("data-index"));

  test("the desktop carousel advances every 3 s, loops and pauses", async ({ page }) => {
    await page.clock.install();
    await page.goto("/");
    await expect(carousel(page, "desktop")).toBeVisible();
    await expect(carousel(page, "desktop").getByRole("listitem")).toHaveCount(3);
    await freezeClock(page);
    await restartTimer(page, "desktop");
    const start = await index(page, "desktop");

    await page.clock.runFor(2_990);
    expect(await index(page, "desktop")).toBe(start);
    await page.clock.runFor(10);
    await expect(carousel(page, "desktop")).toHaveAttribute("data-index", String((start + 1) % 30));
    // 30 steps in all bring it back to where it started.
    await page.clock.runFor(3_000 * 29);
    await expect(carousel(page, "desktop")).toHaveAttribute("data-index", String(start));

    await carousel(page, "desktop").getByRole("button", { name: "Pausieren" }).click();
    await page.mouse.move(0, 0);
    await page.locator("h1").click();
    await page.clock.runFor(9_000);
    await expect(carousel(page, "desktop")).toHaveAttribute("data-index", String(start));
    await expect(carousel(page, "desktop")).toHaveAttribute("data-running", "false");
    await carousel(page, "desktop").getByRole("button", { name: "Abspielen" }).click();
    await page.mouse.move(0, 0);
    await page.locator("h1").click();
    await page.clock.runFor(3_000);
    await expect(carousel(page, "desktop")).toHaveAttribute("data-index", String((start + 1) % 30));
  });

  test("hovering or focusing the desktop carousel pauses it", async ({ page }) => {
    await page.clock.install();
    await page.goto("/");
    await freezeClock(page);
    const start = await index(page, "desktop");
    await carousel(page, "desktop").hover();
    await page.clock.runFor(9_000);
    expect(await index(page, "desktop")).toBe(start);
    await page.mouse.move(0, 0);
    await carousel(page, "desktop").getByRole("button", { name: "Nächster Erfahrungsbericht" }).focus();
    await expect(carousel(page, "desktop")).toHaveAttribute("data-running", "false");
    await page.clock.runFor(9_000);
    expect(await index(page, "desktop")).toBe(start);
  });

  test("the two mobile carousels advance every 3.5 s and 4 s and loop @mobile", async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 812 });
    await page.clock.install();
    await page.goto("/");
    await expect(carousel(page, "desktop")).toBeHidden();
    await expect(carousel(page, "mobile-first").getByRole("listitem")).toHaveCount(1);
    await expect(carousel(page, "mobile-second").getByRole("listitem")).toHaveCount(1);
    await freezeClock(page);
    await restartTimer(page, "mobile-first");
    await restartTimer(page, "mobile-second");
    const first = await index(page, "mobile-first");
    const second = await index(page, "mobile-second");
    await expect(carousel(page, "mobile-first").getByRole("listitem")).toHaveAttribute(
      "aria-label",
      `Erfahrungsbericht ${first + 1} von 15`,
    );

    await page.clock.runFor(3_500);
    await expect(carousel(page, "mobile-first")).toHaveAttribute("data-index", String((first + 1) % 15));
    expect(await index(page, "mobile-second")).toBe(second);
    await page.clock.runFor(500);
    await expect(carousel(page, "mobile-second")).toHaveAttribute("data-index", String((second + 1) % 15));

    // After 15 steps each carousel shows its starting entry again.
    await page.clock.runFor(3_500 * 15 - 4_000);
    await expect(carousel(page, "mobile-first")).toHaveAttribute("data-index", String(first));
    await page.clock.runFor(4_000 * 15 - 3_500 * 15);
    await expect(carousel(page, "mobile-second")).toHaveAttribute("data-index", String(second));
    await expect(carousel(page, "mobile-first").getByRole("button", { name: "Pausieren" })).toBeVisible();
    await expect(carousel(page, "mobile-second").getByRole("button", { name: "Pausieren" })).toBeVisible();
  });

  test("under reduced motion the carousels wait for the play button", async ({ page }) => {
    await page.emulateMedia({ reducedMotion: "reduce" });
    await page.clock.install();
    await page.goto("/");
    await expect(carousel(page, "desktop").getByRole("button", { name: "Abspielen" })).toBeVisible();
    await expect(carousel(page, "desktop")).toHaveAttribute("data-running", "false");
    await freezeClock(page);
    await page.clock.runFor(9_000);
    await expect(carousel(page, "desktop")).toHaveAttribute("data-index", "0");
  });
});

test.describe("pricing and FAQ", () => {
  test("the toggle shows 19 € monthly, then 137 € yearly with '40% sparen'", async ({ page }) => {
    await page.goto("/#preise");
    const pro = page.locator('[data-plan="pro"]');
    const free = page.locator('[data-plan="free"]');
    await expect(page.getByRole("radio", { name: "Monatlich" })).toBeChecked();
    await expect(free.getByText(/^0\s€$/)).toBeVisible();
    await expect(pro.getByText(/^19\s€$/)).toBeVisible();
    await expect(pro.getByText(/^137\s€$/)).toBeHidden();

    await page.locator("label", { hasText: "Jährlich" }).click();
    await expect(page.getByRole("radio", { name: /Jährlich/ })).toBeChecked();
    await expect(pro.getByText(/^137\s€$/)).toBeVisible();
    await expect(pro.getByText("40% sparen")).toBeVisible();
    await expect(pro.getByText(/statt 228\s€/)).toBeVisible();
    await expect(pro.getByText(/11,40\s€ pro Monat/)).toBeVisible();
    await expect(pro.getByText(/^19\s€$/)).toBeHidden();
  });

  test("FAQ: several categories open, one question per category, closable again", async ({ page }) => {
    await page.goto("/#faq");
    const general = page.locator('[data-faq-category="allgemein"]');
    const privacy = page.locator('[data-faq-category="datenschutz"]');
    const question = (category: Locator, text: string) => category.locator("summary", { hasText: text });
    const isOpen = (category: Locator, id: string) =>
      category
        .locator(`[data-faq-question="${id}"]`)
        .evaluate((element) => (element as HTMLDetailsElement).open);

    await expect(general).toHaveAttribute("open", "");
    await page.locator('[data-faq-category="datenschutz"] > summary').click();
    await expect(privacy).toHaveAttribute("open", "");
    await expect(general).toHaveAttribute("open", "");

    await question(general, "Was ist Resonanz?").click();
    await expect(general.getByText(/Wellness-App, die die emotionalen/)).toBeVisible();
    await question(general, "Ist Resonanz ein Medizinprodukt?").click();
    expect(await isOpen(general, "medizinprodukt")).toBe(true);
    expect(await isOpen(general, "was-ist-resonanz")).toBe(false);

    await question(privacy, "Wo werden meine Daten gespeichert?").click();
    expect(await isOpen(privacy, "speicherort")).toBe(true);
    expect(await isOpen(general, "medizinprodukt")).toBe(true);

    await question(general, "Ist Resonanz ein Medizinprodukt?").click();
    expect(await isOpen(general, "medizinprodukt")).toBe(false);
    expect(await isOpen(privacy, "speicherort")).toBe(true);
  });
});

test.describe("images", () => {
  test("9 load eagerly, 11 lazily with a skeleton until they come near the viewport", async ({ page }) => {
    await page.goto("/");
    await expect(page.locator('main img[loading="eager"]')).toHaveCount(9);
    await expect(page.locator("main [data-lazy-image]")).toHaveCount(11);
    const farAway = page.locator("main [data-lazy-image]").last();
    await expect(farAway).toHaveAttribute("data-lazy-image", "loading");
    await expect(farAway.locator("[data-skeleton]")).toBeVisible();
    await farAway.scrollIntoViewIfNeeded();
    await expect(farAway).toHaveAttribute("data-lazy-image", "loaded");
    await expect(farAway.locator("[data-skeleton]")).toBeHidden();
  });

  test("a lazy image that fails shows the crossed placeholder", async ({ page }) => {
    await page.route("**/images/path-human.svg", (route) => route.fulfill({ status: 404, body: "" }));
    await page.goto("/");
    await page.locator("#fuer-wen").scrollIntoViewIfNeeded();
    const placeholder = page.getByRole("img", { name: /Frau legt die Hand aufs Herz.*nicht geladen werden/ });
    await expect(placeholder).toBeVisible();
    await expect(placeholder.locator("svg path")).toHaveCount(1);
    await expect(
      page.getByRole("img", { name: "Hund blickt vertrauensvoll zu einer Hand hinauf" }),
    ).toBeVisible();
  });

  test("nothing shifts while the page loads and scrolls @mobile", async ({ page }) => {
    await page.addInitScript(() => {
      const shifts: number[] = [];
      Object.assign(window, { __shifts: shifts });
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as (PerformanceEntry & {
          value: number;
          hadRecentInput: boolean;
        })[]) {
          if (!entry.hadRecentInput) shifts.push(entry.value);
        }
      }).observe({ type: "layout-shift", buffered: true });
    });
    await page.goto("/");
    for (let y = 0; y < 12_000; y += 700) {
      await page.mouse.wheel(0, 700);
      await page.waitForTimeout(40);
    }
    const total = await page.evaluate(() =>
      (window as unknown as { __shifts: number[] }).__shifts.reduce((sum, value) => sum + value, 0),
    );
    expect(total).toBeLessThanOrEqual(0.02);
  });
});
