// Accessibility of the public site (issue 4): no serious or critical axe
// violations in light and dark, and every control works by keyboard.
import AxeBuilder from "@axe-core/playwright";
import { expect, type Page, test } from "@playwright/test";

const pages = ["/", "/impressum", "/datenschutz", "/agb", "/app"];

async function seriousViolations(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations
    .filter((violation) => violation.impact === "serious" || violation.impact === "critical")
    .map((violation) => ({
      id: violation.id,
      impact: violation.impact,
      nodes: violation.nodes.slice(0, 5).map((node) => node.target.join(" ")),
    }));
}

/** The accessible name of the focused element, or its text. */
const focusedName = (page: Page) =>
  page.evaluate(() => {
    const element = document.activeElement as HTMLElement | null;
    if (!element || element === document.body) return "";
    const label = element.getAttribute("aria-label");
    if (label) return label;
    if (element instanceof HTMLInputElement && element.labels?.[0]) return element.labels[0].innerText.trim();
    return element.innerText.trim().replace(/\s+/g, " ");
  });

/** Tabs through the page and returns the names of the elements that received focus. */
async function tabThrough(page: Page, until: (name: string) => boolean, limit = 200) {
  const names: string[] = [];
  for (let step = 0; step < limit; step += 1) {
    await page.keyboard.press("Tab");
    const name = await focusedName(page);
    names.push(name);
    if (until(name)) break;
  }
  return names;
}

test.describe("axe", () => {
  for (const colorScheme of ["light", "dark"] as const) {
    for (const path of pages) {
      test(`${path} in ${colorScheme} has no serious or critical violations @mobile`, async ({ page }) => {
        await page.emulateMedia({ colorScheme, reducedMotion: "reduce" });
        await page.goto(path);
        await page.waitForLoadState("networkidle");
        if (path === "/") {
          // Lazy images settle first, so axe sees the page as a reader would.
          await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
          await page.waitForLoadState("networkidle");
          await page.evaluate(() => window.scrollTo(0, 0));
        }
        expect(await seriousViolations(page)).toEqual([]);
      });
    }
  }
});

test.describe("keyboard", () => {
  test("Tab reaches the header, the toggles, the FAQ and the carousel controls in order", async ({
    page,
  }) => {
    await page.goto("/");
    const names = await tabThrough(page, (name) => name === "Impressum");
    const position = (name: string) => names.findIndex((entry) => entry === name || entry.startsWith(name));
    const expected = [
      "Zum Inhalt springen",
      "Resonanz – zur Startseite",
      "Funktionen",
      "Für wen?",
      "Preise",
      "Login",
      "Jetzt kostenlos starten",
      "Mehr erfahren",
      "Emotionale Wurzeln",
      "Vorheriger Erfahrungsbericht",
      "Pausieren",
      "Nächster Erfahrungsbericht",
      "Monatlich",
      "Allgemein",
      "Was ist Resonanz?",
      "Datenschutz & Sicherheit",
      "Impressum",
    ];
    const positions = expected.map(position);
    expect(
      positions.filter((index) => index < 0),
      `missing from ${names.join(" | ")}`,
    ).toEqual([]);
    expect([...positions].sort((a, b) => a - b)).toEqual(positions);
    // The duplicated topic chips that keep the strip endless are not focusable.
    expect(names.filter((name) => name === "Emotionale Wurzeln")).toHaveLength(1);
  });

  test("focus is visible on links, summaries and buttons", async ({ page }) => {
    await page.goto("/");
    const outlines: string[] = [];
    for (const selector of [
      'header a[href="/#preise"]',
      '[data-faq-category="allgemein"] > summary',
      '[data-carousel="desktop"] [data-carousel-toggle]',
      'input[name="abrechnung"][value="monthly"]',
    ]) {
      await page.locator(selector).first().focus();
      await page.keyboard.press("Shift+Tab");
      await page.keyboard.press("Tab");
      outlines.push(
        await page.evaluate(() => {
          const element = document.activeElement as HTMLElement;
          const target =
            element instanceof HTMLInputElement ? (element.closest("label") ?? element) : element;
          const style = getComputedStyle(target);
          return style.boxShadow !== "none" || style.outlineStyle !== "none"
            ? "visible"
            : `none: ${target.outerHTML.slice(0, 80)}`;
        }),
      );
    }
    expect(outlines).toEqual(["visible", "visible", "visible", "visible"]);
  });

  test("the pricing toggle, the FAQ and the carousel work with the keyboard", async ({ page }) => {
    await page.goto("/");
    const pro = page.locator('[data-plan="pro"]');

    await page.locator('input[name="abrechnung"][value="monthly"]').focus();
    await page.keyboard.press("ArrowRight");
    await expect(page.getByRole("radio", { name: /Jährlich/ })).toBeChecked();
    await expect(pro.getByText(/^137\s€$/)).toBeVisible();
    await page.keyboard.press("ArrowLeft");
    await expect(pro.getByText(/^19\s€$/)).toBeVisible();

    const question = page.locator('[data-faq-question="was-ist-resonanz"]');
    await question.locator("summary").focus();
    await page.keyboard.press("Enter");
    await expect(question).toHaveAttribute("open", "");
    await page.keyboard.press("Space");
    await expect(question).not.toHaveAttribute("open", "");

    const desktop = page.locator('[data-carousel="desktop"]');
    await desktop.getByRole("button", { name: "Nächster Erfahrungsbericht" }).focus();
    const before = await desktop.getAttribute("data-index");
    await page.keyboard.press("Enter");
    await expect(desktop).not.toHaveAttribute("data-index", before ?? "");
    await desktop.getByRole("button", { name: "Pausieren" }).focus();
    await page.keyboard.press("Enter");
    await expect(desktop.getByRole("button", { name: "Abspielen" })).toBeFocused();
  });

  test("the mobile menu opens and closes by keyboard @mobile", async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 812 });
    await page.goto("/");
    await page.getByRole("button", { name: "Menü öffnen" }).focus();
    await page.keyboard.press("Enter");
    await expect(page.locator("#mobile-menu")).toBeVisible();
    await page.keyboard.press("Tab");
    expect(await focusedName(page)).toBe("Funktionen");
    await page.keyboard.press("Escape");
    await expect(page.locator("#mobile-menu")).toBeHidden();
    await expect(page.getByRole("button", { name: "Menü öffnen" })).toBeFocused();
  });
});
