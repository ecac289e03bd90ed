// The coach chat in Chromium: sending with Enter (Shift+Enter adds a line), rename and delete with
// the spec's rules and toasts, the welcome state, the safety net's crisis card, the Free limit's
// upgrade prompt, persistence across sign-out and sign-in, and the drawer on a 375 px screen.
import { expect, type Locator, type Page, test } from "@playwright/test";

import { query } from "./support/database";
import { signUp as signUpAndConfirm } from "./support/session";

const password = "Sonnenaufgang-42";
const uniqueEmail = (label: string) =>
  `e2e-chat-${label}-${Date.now()}-${Math.random().toString(36).slice(2, 7)}@example.org`;

const signUp = (page: Page, label: string): Promise<string> => signUpAndConfirm(page, uniqueEmail(label));

/** Skips the wizard: an active person profile called Mara. */
async function withMara(email: string) {
  await query(
    `INSERT INTO profiles (user_id, created_by, profile_type, name, gender, age, is_active)
     SELECT id, id, 'human', 'Mara', 'weiblich', 38, true FROM users WHERE email = $1`,
    [email],
  );
}

async function openChat(page: Page, label: string): Promise<string> {
  const email = await signUp(page, label);
  await withMara(email);
  await page.goto("/app/coach");
  await expect(log(page).getByText("Hallo Mara, schön, dass du da bist.", { exact: false })).toBeVisible();
  return email;
}

const log = (page: Page) => page.getByRole("log", { name: "Unterhaltung" });
const input = (page: Page) => page.getByRole("textbox", { name: "Deine Nachricht" });
const sendButton = (page: Page) => page.getByRole("button", { name: "Senden" });
const chatList = (page: Page) => page.getByRole("navigation", { name: "Deine Chats" });
const title = (page: Page) => page.getByTestId("chat-titel");
const userBubbles = (page: Page) => log(page).locator('[data-role="user"]');
const coachBubbles = (page: Page) => log(page).locator('[data-role="assistant"]');

/** Sends with Enter and waits for the coach (or the safety net, or the upgrade prompt) to answer. */
async function send(page: Page, text: string, answers: Locator = coachBubbles(page)) {
  const before = await answers.count();
  await input(page).fill(text);
  await input(page).press("Enter");
  await expect(answers).toHaveCount(before + 1);
}

test.describe("coach chat", () => {
  test("Enter sends, Shift+Enter adds a line, and the typing indicator shows while the reply is prepared", async ({
    page,
  }) => {
    const email = await signUp(page, "enter");
    await withMara(email);
    // A controlled clock keeps the typing indicator's minimum time (600 ms) from running out unseen.
    await page.clock.install();
    await page.goto("/app/coach");
    await expect(log(page).getByText("Hallo Mara, schön, dass du da bist.", { exact: false })).toBeVisible();
    await expect(sendButton(page)).toBeDisabled();
    await input(page).fill("Erste Zeile");
    await input(page).press("Shift+Enter");
    await input(page).pressSequentially("Zweite Zeile");
    await expect(input(page)).toHaveValue("Erste Zeile\nZweite Zeile");
    await expect(userBubbles(page)).toHaveCount(0);

    await page.clock.pauseAt(new Date(Date.now() + 60_000));
    await input(page).press("Enter");
    const typing = page.getByRole("status").filter({ hasText: "Der Coach schreibt" });
    await expect(typing).toBeVisible();
    await expect(userBubbles(page)).toHaveCount(1);
    await expect(userBubbles(page).first()).toHaveText(/Erste Zeile\nZweite Zeile/);
    await expect(input(page)).toHaveValue("");
    await input(page).fill("Schon die nächste Frage");
    await expect(sendButton(page)).toBeDisabled();
    await expect(coachBubbles(page)).toHaveCount(1);

    await page.clock.runFor(600);
    await expect(coachBubbles(page)).toHaveCount(2);
    await expect(typing).toHaveCount(0);
    await expect(sendButton(page)).toBeEnabled();
    await expect(page.getByTestId("antworten-heute")).toHaveText("Noch 2 von 3 Antworten heute");
  });

  test("rename: Escape keeps the old name, an empty name is ignored, Enter and blur confirm", async ({
    page,
  }) => {
    await openChat(page, "rename");
    const list = chatList(page);

    await list.getByRole("button", { name: "Chat 1 umbenennen" }).click();
    await list.getByRole("textbox", { name: "Neuer Name für Chat 1" }).fill("Verworfen");
    await list.getByRole("textbox", { name: "Neuer Name für Chat 1" }).press("Escape");
    await expect(list.getByRole("button", { name: /^Chat 1/ }).first()).toBeVisible();
    await expect(title(page)).toHaveText("Chat 1");

    await list.getByRole("button", { name: "Chat 1 umbenennen" }).click();
    await list.getByRole("textbox", { name: "Neuer Name für Chat 1" }).fill("   ");
    await list.getByRole("textbox", { name: "Neuer Name für Chat 1" }).press("Enter");
    await expect(title(page)).toHaveText("Chat 1");
    await expect(page.getByText("Chat umbenannt")).toHaveCount(0);

    await list.getByRole("button", { name: "Chat 1 umbenennen" }).click();
    await list.getByRole("textbox", { name: "Neuer Name für Chat 1" }).fill("Abendgedanken");
    await list.getByRole("textbox", { name: "Neuer Name für Chat 1" }).press("Enter");
    await expect(page.getByText("Chat umbenannt")).toBeVisible();
    await expect(title(page)).toHaveText("Abendgedanken");

    await list.getByRole("button", { name: "Abendgedanken umbenennen" }).click();
    await list.getByRole("textbox", { name: "Neuer Name für Abendgedanken" }).fill("<b>Morgens</b>");
    await input(page).click(); // blur confirms
    await expect(title(page)).toHaveText("<b>Morgens</b>");
    await page.reload();
    await expect(title(page)).toHaveText("<b>Morgens</b>");
  });

  test("a new chat goes to the top as 'Chat 2'; deleting the last chat is refused with the toast", async ({
    page,
  }) => {
    await openChat(page, "delete");
    const list = chatList(page);
    await list.getByRole("button", { name: "Neuer Chat" }).click();
    await expect(page.getByText("Neuer Chat erstellt")).toBeVisible();
    await expect(list.getByRole("listitem")).toHaveCount(2);
    await expect(list.getByRole("listitem").first()).toContainText("Chat 2");
    await expect(title(page)).toHaveText("Chat 2");
    // The new chat is empty: the welcome state with the impulse generator.
    await page.getByRole("button", { name: "Impuls generieren" }).click();
    await expect(page.getByRole("button", { name: "Impulse werden gesucht …" })).toBeDisabled();
    const suggestions = page
      .getByRole("list", { name: "Vorschläge für deine erste Frage" })
      .getByRole("button");
    await expect(suggestions).toHaveCount(3);
    const question = await suggestions.first().innerText();
    await suggestions.first().click();
    await expect(input(page)).toHaveValue(question);

    await list.getByRole("button", { name: "Chat 2 löschen" }).click();
    await page.getByRole("alertdialog").getByRole("button", { name: "Löschen" }).click();
    await expect(page.getByText("Chat gelöscht")).toBeVisible();
    await expect(list.getByRole("listitem")).toHaveCount(1);

    await list.getByRole("button", { name: "Chat 1 löschen" }).click();
    await expect(page.getByText("Letzter Chat")).toBeVisible();
    await expect(page.getByText("Der letzte Chat kann nicht gelöscht werden.")).toBeVisible();
    await expect(list.getByRole("listitem")).toHaveCount(1);
  });

  test("on Free, the fourth coach reply of the day is replaced by the upgrade prompt", async ({ page }) => {
    await openChat(page, "limit");
    const remaining = page.getByTestId("antworten-heute");
    await expect(remaining).toHaveText("Noch 3 von 3 Antworten heute");
    await send(page, "Ich bin heute sehr gestresst.");
    await expect(remaining).toHaveText("Noch 2 von 3 Antworten heute");
    await send(page, "Mein Nacken ist verspannt.");
    await send(page, "Ich schlafe schlecht.");
    await expect(remaining).toHaveText(
      "Heute keine kostenlosen Antworten mehr – mit Pro chattest du unbegrenzt.",
    );

    const prompt = log(page).locator('[data-kind="upgrade_prompt"]');
    await send(page, "Und was mache ich jetzt?", prompt);
    await expect(prompt).toContainText("Für heute hast du deine 3 kostenlosen Coach-Antworten genutzt.");
    await expect(userBubbles(page).last()).toHaveText(/Und was mache ich jetzt\?/);
    await expect(coachBubbles(page)).toHaveCount(4);
    await prompt.getByRole("button", { name: "Pro ansehen" }).click();
    await expect(page.getByRole("dialog", { name: "Pro" })).toBeVisible();
  });

  test("crisis language gets the crisis card with tap-to-call numbers", async ({ page }) => {
    await openChat(page, "crisis");
    const card = log(page).locator('[data-kind="crisis"]');
    await send(page, "Ich will nicht mehr aufwachen.", card);
    for (const [name, tel] of [
      ["TelefonSeelsorge 142 anrufen", "tel:142"],
      ["TelefonSeelsorge 0800 111 0 111 anrufen", "tel:08001110111"],
      ["TelefonSeelsorge 0800 111 0 222 anrufen", "tel:08001110222"],
      ["TelefonSeelsorge 116 123 anrufen", "tel:116123"],
      ["Euronotruf 112 anrufen", "tel:112"],
      ["Rettung 144 anrufen", "tel:144"],
    ] as const) {
      await expect(card.getByRole("link", { name })).toHaveAttribute("href", tel);
    }
    await expect(page.getByTestId("antworten-heute")).toHaveText("Noch 3 von 3 Antworten heute");
  });

  test("a crisis spread over two messages is caught on the second", async ({ page }) => {
    await openChat(page, "crisis-two");
    const card = log(page).locator('[data-kind="crisis"]');
    await send(page, "Meine Oma ist letzten Monat gestorben.");
    await expect(card).toHaveCount(0);
    await send(page, "Heute Nacht geh ich zu ihr.", card);
    await expect(card.getByRole("link", { name: "TelefonSeelsorge 142 anrufen" })).toHaveAttribute(
      "href",
      "tel:142",
    );
  });

  test("on Free, the fourth message of the day still gets the crisis card, not the upgrade prompt", async ({
    page,
  }) => {
    await openChat(page, "crisis-limit");
    for (const text of [
      "Ich bin heute sehr gestresst.",
      "Mein Nacken ist verspannt.",
      "Ich schlafe schlecht.",
    ])
      await send(page, text);
    const card = log(page).locator('[data-kind="crisis"]');
    await send(page, "Ich will mich heute Nacht umbringen.", card);
    await expect(card).toContainText("142");
    await expect(log(page).locator('[data-kind="upgrade_prompt"]')).toHaveCount(0);
  });

  test("markup is shown as text, and a 20,000-character message is refused in German", async ({ page }) => {
    await openChat(page, "markup");
    const markup = `<img src=x onerror="document.title='gehackt'"><script>alert(1)</script>`;
    await send(page, markup);
    await expect(userBubbles(page).first()).toContainText(markup);
    expect(await page.title()).not.toBe("gehackt");

    await input(page).fill("a".repeat(20_000));
    await expect(page.getByText(/Deine Nachricht ist zu lang: höchstens 4\.000 Zeichen/)).toBeVisible();
    await expect(sendButton(page)).toBeDisabled();
    await input(page).press("Enter");
    await expect(userBubbles(page)).toHaveCount(1);
    await input(page).fill("b".repeat(3_812));
    await expect(page.getByText("3.812 / 4.000 Zeichen")).toBeVisible();
  });

  test("chats survive sign-out and sign-in", async ({ page }) => {
    const email = await openChat(page, "persist");
    await send(page, "Das soll bleiben.");
    await chatList(page).getByRole("button", { name: "Neuer Chat" }).click();
    await expect(title(page)).toHaveText("Chat 2");

    await page.getByRole("button", { name: "Konto-Menü" }).click();
    await page.getByRole("menuitem", { name: "Abmelden", exact: true }).click();
    await expect(page).toHaveURL(/\/$/, { timeout: 10_000 });

    await page.goto("/app");
    const form = page.getByRole("tabpanel", { name: "Anmelden" });
    await form.getByLabel("E-Mail").fill(email);
    await form.getByLabel("Passwort", { exact: true }).fill(password);
    await form.getByRole("button", { name: "Anmelden" }).click();
    await expect(page.getByRole("button", { name: "Konto-Menü" })).toBeVisible();
    await page.goto("/app/coach");
    await expect(chatList(page).getByRole("listitem")).toHaveCount(2);
    await chatList(page)
      .getByRole("button", { name: /^Chat 1/ })
      .first()
      .click();
    await expect(userBubbles(page).first()).toHaveText(/Das soll bleiben\./);
    await expect(coachBubbles(page)).toHaveCount(2);
  });

  test("'Mit KI-Support chatten' opens the chat called 'Support'", async ({ page }) => {
    await openChat(page, "support");
    await page.getByRole("button", { name: "Konto-Menü" }).click();
    await page.getByRole("menuitem", { name: "Mit KI-Support chatten" }).click();
    await expect(title(page)).toHaveText("Support");
    await send(page, "Wie kann ich besser abschalten?");
    await expect(chatList(page).getByRole("listitem").first()).toContainText("Support");
    // Issue 23: the support assistant answers from its articles, never with an exercise, and
    // does not count against the Free limit.
    await expect(
      page.getByText("Fragen an den Support zählen nicht zu deinen Coach-Antworten."),
    ).toBeVisible();
    await send(page, "Wie lösche ich mein Konto");
    await expect(coachBubbles(page).last()).toContainText("„Konto löschen“");
    await expect(coachBubbles(page).last()).not.toContainText(
      /Box-Atmung|Schultern und Nacken|schlage ich dir/,
    );
    // The answer's button opens the deletion dialog itself.
    await page.getByRole("button", { name: "Konto löschen" }).last().click();
    const deletion = page.getByRole("alertdialog", { name: "Konto löschen" });
    await expect(deletion).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(deletion).toHaveCount(0);
    // The export button downloads the file as the account menu does (a refusal would be a toast).
    await send(page, "Wie kann ich meine Daten exportieren?");
    const downloaded = page.waitForEvent("download");
    await page.getByRole("button", { name: "Meine Daten herunterladen" }).last().click();
    expect((await downloaded).suggestedFilename()).toMatch(/^resonanz-daten-.+\.ndjson$/);
    await expect(title(page)).toHaveText("Support");
  });

  test("the chat list is a drawer on a 375 px screen @mobile", async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 812 });
    await openChat(page, "mobile");
    await expect(chatList(page)).toHaveCount(0);
    await page.getByRole("button", { name: "Chats anzeigen" }).click();
    const drawer = page.getByRole("dialog", { name: "Deine Chats" });
    await expect(drawer.getByRole("listitem")).toHaveCount(1);
    await drawer.getByRole("button", { name: "Neuer Chat" }).click();
    await expect(drawer).toHaveCount(0);
    await expect(title(page)).toHaveText("Chat 2");

    await page.getByRole("button", { name: "Chats anzeigen" }).click();
    await page
      .getByRole("dialog", { name: "Deine Chats" })
      .getByRole("button", { name: /^Chat 1/ })
      .first()
      .click();
    await expect(title(page)).toHaveText("Chat 1");
    await send(page, "Hallo vom Handy");
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(375);
  });
});
