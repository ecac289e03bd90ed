// Issue 23, layout at 320 and 375 px: every screen — public pages, sign-in, welcome, the wizard's
// steps, each module with its sub-screens, the Pro modal and dialogs — has no horizontal overflow,
// and its first heading and last control are not hidden under the sticky header, the bottom bar,
// a floating banner or a toast. Plus the defects the issue names one by one.
import { expect, type Page, test } from "@playwright/test";

import { atNarrowWidths, expectNoOverflow, expectScreenUsable, expectUncovered } from "./support/layout";
import { withDog, withMara, withPro } from "./support/profiles";
import { signUp, uniqueEmail } from "./support/session";

/** Toasts come and go; a screen is checked once they are gone (the Pro modal's case is checked with its toast). */
const toastsGone = (page: Page) =>
  expect(page.locator("[data-sonner-toast]")).toHaveCount(0, { timeout: 15_000 });

/** Opens `path` and checks it at both widths. */
async function visit(page: Page, path: string, screen = path) {
  await page.goto(path);
  await expect(page.locator("main").first()).toBeVisible();
  await atNarrowWidths(page, (width) => expectScreenUsable(page, `${screen} @${width}`));
}

/** Labels of an SVG chart that end outside its box. */
const clippedLabels = (page: Page, name: RegExp) =>
  page.getByRole("img", { name }).evaluate((svg) => {
    const box = svg.getBoundingClientRect();
    return Array.from(svg.querySelectorAll("text"))
      .filter((text) => {
        const rect = text.getBoundingClientRect();
        return rect.right > box.right + 0.5 || rect.left < box.left - 0.5;
      })
      .map((text) => text.textContent);
  });

test.describe("layout at 320 and 375 px", () => {
  test("public pages, sign-in and the reset dialog", async ({ page }) => {
    test.setTimeout(120_000);
    for (const path of ["/", "/agb", "/datenschutz", "/impressum", "/app/anmelden"]) await visit(page, path);
    // Without a token the reset page is a short notice without a heading: overflow only.
    await page.goto("/reset-password");
    await atNarrowWidths(page, (width) => expectNoOverflow(page, `/reset-password @${width}`));
    await page.goto("/app/anmelden");
    await page.getByRole("button", { name: "Passwort vergessen?" }).click();
    const dialog = page.getByRole("dialog");
    await atNarrowWidths(page, (width) => expectScreenUsable(page, `Passwort-Dialog @${width}`, dialog));
  });

  test("welcome screen and the wizard's steps, with the animal step's error banner", async ({ page }) => {
    test.setTimeout(120_000);
    await signUp(page, uniqueEmail("layout-wizard"));
    await visit(page, "/app/willkommen");
    await page.getByRole("button", { name: "Profil anlegen" }).click();
    await expect(page.getByRole("heading", { name: "Profil erstellen" })).toBeVisible();
    await atNarrowWidths(page, (width) => expectScreenUsable(page, `Wizard Typ @${width}`));

    await page.getByRole("radio", { name: "Mensch" }).click();
    await page.getByRole("radio", { name: "Weiblich" }).click();
    await page.getByRole("button", { name: "Weiter" }).click();
    await expect(page.getByLabel("Name")).toBeVisible();
    await atNarrowWidths(page, (width) => expectScreenUsable(page, `Wizard Person Grunddaten @${width}`));
    await page.getByRole("button", { name: "Zurück" }).click();

    await page.getByRole("radio", { name: "Tier" }).click();
    await page.getByRole("radio", { name: "Männlich" }).click();
    await page.getByRole("radio", { name: "Hund" }).click();
    await page.getByRole("button", { name: "Weiter" }).click();
    await page.getByLabel("Name").fill("Bello");
    await atNarrowWidths(page, (width) => expectScreenUsable(page, `Wizard Tier Grunddaten @${width}`));
    await page.getByLabel("Alter (Jahre)").fill("4");
    await page.getByLabel("Gewicht (kg)").fill("20");
    await page.getByLabel("Rasse/Mischling").fill("Labrador");
    await page.getByRole("radio", { name: "Haus mit Garten" }).click();
    await page.getByRole("button", { name: "Weiter" }).click();

    const behaviour = page.getByLabel("Wie verhält sich dein Tier im Allgemeinen?");
    await behaviour.fill("ruhig");
    await behaviour.blur();
    await expect(page.getByRole("alert").filter({ hasText: "Bitte überprüfe" })).toBeVisible();
    await atNarrowWidths(page, async (width) => {
      await expectScreenUsable(page, `Wizard Tier Verhalten mit Fehlerbanner @${width}`);
      // The field after the one with the error, reached with Tab as a person would.
      await behaviour.focus();
      await page.keyboard.press("Tab");
      await expectUncovered(
        page.getByLabel("Gab es in letzter Zeit gesundheitliche Probleme?"),
        `nächstes Feld unter dem Fehlerbanner @${width}`,
      );
    });
  });

  test("every module of a Pro account with a person and a dog", async ({ page }) => {
    test.setTimeout(240_000);
    const email = await signUp(page, uniqueEmail("layout-modules"));
    await withMara(email);
    await withDog(email);
    await withPro(email);

    await visit(page, "/app/uebersicht");
    await page.goto("/app/analyse");
    for (const count of [1, 2]) {
      await page.getByRole("button", { name: "Neue Analyse starten" }).click();
      await expect(page.getByRole("heading", { name: "Erkannte Muster" })).toBeVisible();
      if (count === 2)
        await expect(page.getByRole("img", { name: "Zustandsverlauf über 2 Analysen" })).toBeVisible();
    }
    await toastsGone(page);
    await atNarrowWidths(page, async (width) => {
      await expectScreenUsable(page, `/app/analyse @${width}`);
      expect(
        await clippedLabels(page, /Zustandsverlauf/),
        `abgeschnittene Achsenbeschriftung @${width}`,
      ).toEqual([]);
    });

    await page.goto("/app/analyse?ansicht=familie");
    await expect(page.getByRole("heading", { name: "Wie ihr einander spiegelt" })).toBeVisible();
    await atNarrowWidths(page, (width) => expectScreenUsable(page, `Familienanalyse @${width}`));

    await visit(page, "/app/tagebuch");
    await page.getByRole("button", { name: "Loswerden schreiben" }).click();
    await atNarrowWidths(page, (width) => expectScreenUsable(page, `Tagebuch-Editor @${width}`));

    await visit(page, "/app/coach");
    await page.getByRole("textbox", { name: "Deine Nachricht" }).fill("Ich schlafe schlecht.");
    await page.getByRole("textbox", { name: "Deine Nachricht" }).press("Enter");
    await expect(
      page.getByRole("log", { name: "Unterhaltung" }).locator('[data-role="assistant"]'),
    ).toHaveCount(1);
    await atNarrowWidths(page, async (width) => {
      await expectScreenUsable(page, `Chat @${width}`);
      await page.getByRole("button", { name: "Chats anzeigen" }).click();
      const drawer = page.getByRole("dialog", { name: "Deine Chats" });
      await expectScreenUsable(page, `Chat-Liste @${width}`, drawer);
      await page.keyboard.press("Escape");
      await expect(drawer).toHaveCount(0);
    });

    await visit(page, "/app/uebungen");
    await atNarrowWidths(page, async (width) => {
      await page.goto("/app/uebungen");
      // Started from far down the list: the player's title must not land under the header. (click()
      // scrolls there itself and waits out the list's re-render, which scrollIntoViewIfNeeded did not.)
      await page
        .getByRole("link", { name: / starten$/ })
        .last()
        .click();
      await expect(page.getByRole("button", { name: "Übung beginnen" })).toBeVisible();
      await expectUncovered(page.locator("#modul-titel"), `Übungstitel @${width}`);
      await expectScreenUsable(page, `Übung @${width}`);
    });

    await visit(page, "/app/impulse");
    await visit(page, "/app/profile");
    await visit(page, "/app/krisenplan");
    await page.goto("/app/uebersicht");
    await page.getByRole("button", { name: "Konto-Menü" }).click();
    await atNarrowWidths(page, (width) => expectNoOverflow(page, `Konto-Menü @${width}`));
  });

  test("the Pro modal's title is not hidden under the toast", async ({ page }) => {
    const email = await signUp(page, uniqueEmail("layout-pro"));
    await withMara(email);
    await withDog(email);
    await page.goto("/app/analyse?ansicht=familie");
    const modal = page.getByRole("dialog", { name: "Pro" });
    await expect(modal).toBeVisible();
    await expect(
      page.getByText("Familienanalyse ist nur in der Pro Version verfügbar.").first(),
    ).toBeVisible();
    await atNarrowWidths(page, (width) => expectScreenUsable(page, `Pro-Modal @${width}`, modal));
  });

  test("Escape in the rename field keeps the chat list open", async ({ page }) => {
    const email = await signUp(page, uniqueEmail("layout-rename"));
    await withMara(email);
    await page.setViewportSize({ width: 375, height: 720 });
    await page.goto("/app/coach");
    await page.getByRole("button", { name: "Chats anzeigen" }).click();
    const drawer = page.getByRole("dialog", { name: "Deine Chats" });
    await drawer.getByRole("button", { name: "Chat 1 umbenennen" }).click();
    await drawer.getByRole("textbox", { name: "Neuer Name für Chat 1" }).press("Escape");
    await expect(drawer.getByRole("textbox", { name: "Neuer Name für Chat 1" })).toHaveCount(0);
    await expect(drawer).toBeVisible();
  });

  test("on a desktop the chat fills the screen's height", async ({ page }) => {
    const email = await signUp(page, uniqueEmail("layout-desktop-chat"));
    await withMara(email);
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto("/app/coach");
    const composer = page.getByRole("textbox", { name: "Deine Nachricht" });
    await expect(composer).toBeVisible();
    const log = await page.getByRole("log", { name: "Unterhaltung" }).boundingBox();
    const input = await composer.boundingBox();
    const nav = await page.getByRole("navigation", { name: "Module" }).boundingBox();
    // The composer sits just above the bottom bar, not with an empty band below it.
    expect(nav && input && nav.y - (input.y + input.height)).toBeLessThan(48);
    expect(log?.height).toBeGreaterThan(400);
  });
});
