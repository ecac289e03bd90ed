// Layout checks for narrow screens (issue 23): nothing sticks out to the right,
// and nothing a person must read or press hides under the sticky header or the
// bottom bar.
import { expect, type Locator, type Page } from "@playwright/test";

/** Every visible element whose visible part ends past the viewport's right edge, and the page's scroll width. */
function overflowInPage(): string[] {
  const viewport = document.documentElement.clientWidth;
  const found: string[] = [];
  if (document.documentElement.scrollWidth > viewport)
    found.push(`Seite ${document.documentElement.scrollWidth} px breit`);
  const clipsX = (style: CSSStyleDeclaration) => style.overflowX !== "visible";
  for (const element of Array.from(document.body.querySelectorAll<HTMLElement>("*"))) {
    const rect = element.getBoundingClientRect();
    if (rect.width <= 1 || rect.height <= 1) continue;
    const style = getComputedStyle(element);
    if (style.visibility === "hidden" || style.position === "fixed" || style.opacity === "0") continue;
    // What an ancestor clips (a scroller, overflow: hidden) is not sticking out of the page.
    let right = rect.right;
    for (
      let parent = element.parentElement;
      parent && parent !== document.body;
      parent = parent.parentElement
    ) {
      const parentStyle = getComputedStyle(parent);
      if (clipsX(parentStyle)) right = Math.min(right, parent.getBoundingClientRect().right);
      if (parentStyle.position === "fixed") right = Math.min(right, viewport);
    }
    if (right > viewport + 0.5) {
      const label = (element.getAttribute("aria-label") ?? element.textContent ?? "").trim().slice(0, 40);
      found.push(`<${element.tagName.toLowerCase()}> „${label}“ endet bei ${Math.round(rect.right)} px`);
    }
  }
  return found.slice(0, 10);
}

/** No horizontal scrolling and no element past the right edge. */
export async function expectNoOverflow(page: Page, screen: string): Promise<void> {
  expect(await page.evaluate(overflowInPage), `${screen}: ragt rechts hinaus`).toEqual([]);
}

/**
 * Scrolls `target` into view as the browser would (e.g. for focus) and checks that the element
 * at its centre is the target itself: not the sticky header, the bottom bar or a toast.
 */
export async function expectUncovered(target: Locator, what: string): Promise<void> {
  await expect(target, what).toBeVisible();
  const covering = await target.evaluate(async (element) => {
    element.scrollIntoView({ block: "nearest", inline: "nearest", behavior: "instant" });
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    const rect = element.getBoundingClientRect();
    const hit = document.elementFromPoint(rect.left + rect.width / 2, rect.top + rect.height / 2);
    if (!hit || element.contains(hit) || hit.contains(element)) return null;
    const label = (hit.getAttribute("aria-label") ?? hit.textContent ?? "").trim().slice(0, 40);
    return `<${hit.tagName.toLowerCase()}> „${label}“`;
  });
  expect(covering, `${what} ist verdeckt`).toBeNull();
}

const INTERACTIVE = "a[href], button, input, select, textarea, [role='button'], [role='link'], [role='tab']";

/** The screen's first heading and its last control, inside `scope` (the main area or a dialog). */
export async function expectScreenUsable(page: Page, screen: string, scope?: Locator): Promise<void> {
  await expectNoOverflow(page, screen);
  const area = scope ?? page.locator("main").first();
  // The first heading a sighted user sees: a sheet's title may be for screen readers only.
  const headings = area.locator("h1, h2, h3, [role='heading']").filter({ visible: true });
  await expectUncovered(headings.first(), `${screen}: erste Überschrift`);
  const controls = area.locator(`${INTERACTIVE}`).filter({ visible: true });
  await expectUncovered(controls.last(), `${screen}: letztes Bedienelement`);
}

/** The layout of the current screen at both narrow widths, in one page. */
export async function atNarrowWidths(
  page: Page,
  check: (width: number) => Promise<void>,
  widths: readonly number[] = NARROW_WIDTHS,
): Promise<void> {
  for (const width of widths) {
    await page.setViewportSize({ width, height: 720 });
    await check(width);
  }
}

export const NARROW_WIDTHS = [320, 375] as const;
