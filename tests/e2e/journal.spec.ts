// The journal in Chromium: the three types with their prompts, the three actions with their
// confirmations and what they store, 'An Chat gesendet' with the entry and a reply in the chat, the
// autosaved draft, Back to the type choice, and the list with search.
import { expect, type Page, test } from "@playwright/test";

import { query } from "./support/database";
import { unseal } from "./support/sealed";
import { signUp } from "./support/session";

const uniqueEmail = (label: string) =>
  `e2e-journal-${label}-${Date.now()}-${Math.random().toString(36).slice(2, 7)}@example.org`;

async function signUpWithProfile(page: Page, label: string): Promise<{ email: string; profileId: string }> {
  const email = await signUp(page, uniqueEmail(label));
  const [row] = await query<{ id: string }>(
    `INSERT INTO profiles (user_id, created_by, profile_type, name, gender, age, is_active)
     SELECT id, id, 'human', 'Mara', 'weiblich', 38, true FROM users WHERE email = $1 RETURNING id`,
    [email],
  );
  if (!row) throw new Error(`no user ${email}`);
  return { email, profileId: row.id };
}

const PROMPTS = {
  loswerden: "Was belastet dich gerade? Schreib es dir von der Seele …",
  erkenntnis: "Was ist dir heute klar geworden? Was hast du über dich oder dein Tier gelernt …",
  klarheit: "Worüber möchtest du Klarheit gewinnen? Beschreib die Frage und was du dir wünschst …",
};

const toast = (page: Page, text: string) =>
  page.getByRole("region", { name: /Benachrichtigungen/ }).getByText(text, { exact: true });
const editor = (page: Page, title: string) => page.getByRole("textbox", { name: `Dein Eintrag: ${title}` });
const entries = (page: Page) => page.getByRole("list", { name: "Deine Einträge" }).getByRole("listitem");

/** Opens a type from the choice and writes after the prefilled prompt. */
async function write(page: Page, title: string, text: string) {
  await page.getByRole("button", { name: `${title} schreiben` }).click();
  const box = editor(page, title);
  await expect(box).toBeFocused();
  await box.press("End");
  await box.pressSequentially(text);
}

async function entryRows(email: string) {
  return query<{ type: string; content: string; analysis_id: string | null; chat_id: string | null }>(
    `SELECT type, content, analysis_id, chat_id FROM journal_entries
      WHERE user_id = (SELECT id FROM users WHERE email = $1) ORDER BY created_at`,
    [email],
  );
}

test.describe("journal", () => {
  test("each type opens with its prompt; Back returns to the type choice", async ({ page }) => {
    await signUpWithProfile(page, "prompts");
    await page.goto("/app/tagebuch");
    for (const [id, prompt] of Object.entries(PROMPTS)) {
      const title = id.charAt(0).toUpperCase() + id.slice(1);
      await page.getByRole("button", { name: `${title} schreiben` }).click();
      await expect(editor(page, title)).toHaveValue(`${prompt}\n\n`);
      await page.getByRole("button", { name: "Zurück", exact: true }).click();
      await expect(page.getByRole("heading", { name: "Was möchtest du aufschreiben?" })).toBeVisible();
    }
    await page.goto("/app/tagebuch?typ=klarheit");
    await expect(editor(page, "Klarheit")).toHaveValue(`${PROMPTS.klarheit}\n\n`);
  });

  test("'Speichern' and 'Mit Analyse verknüpfen' confirm, close the editor and persist", async ({ page }) => {
    const { email, profileId } = await signUpWithProfile(page, "save");
    await page.goto("/app/tagebuch");

    await write(page, "Loswerden", "Der Streit von gestern <b>nagt</b> an mir.");
    await page.getByRole("button", { name: "Speichern" }).click();
    await expect(toast(page, "Eintrag gespeichert")).toBeVisible();
    await expect(page.getByRole("heading", { name: "Was möchtest du aufschreiben?" })).toBeVisible();
    await expect(entries(page)).toHaveCount(1);
    await expect(entries(page).first()).toContainText("Der Streit von gestern <b>nagt</b> an mir.");

    await write(page, "Erkenntnis", "Abends brauche ich Ruhe.");
    await page.getByRole("button", { name: "Mit Analyse verknüpfen" }).click();
    await expect(toast(page, "Noch keine Analyse vorhanden")).toBeVisible();
    await expect(editor(page, "Erkenntnis")).toHaveValue(/Abends brauche ich Ruhe\./);

    const [analysis] = await query<{ id: string }>(
      `INSERT INTO analyses (profile_id, overall_state, engine_version, detail)
       VALUES ($1, 'unruhig', 'e2e', '{}'::jsonb) RETURNING id`,
      [profileId],
    );
    await page.getByRole("button", { name: "Mit Analyse verknüpfen" }).click();
    await expect(toast(page, "Mit Analyse verknüpft")).toBeVisible();
    await expect(entries(page)).toHaveCount(2);
    await expect(entries(page).first()).toContainText("Mit Analyse verknüpft");

    const rows = await entryRows(email);
    expect(rows.map((row) => row.type)).toEqual(["loswerden", "erkenntnis"]);
    // Stored encrypted (issue 17): the column holds ciphertext of exactly what was typed.
    expect(await unseal(rows[0]?.content)).toBe(
      `${PROMPTS.loswerden}\n\nDer Streit von gestern <b>nagt</b> an mir.`,
    );
    expect(rows[1]?.analysis_id).toBe(analysis?.id);

    // Reopening a type starts fresh: the saved draft was cleared.
    await page.getByRole("button", { name: "Loswerden schreiben" }).click();
    await expect(editor(page, "Loswerden")).toHaveValue(`${PROMPTS.loswerden}\n\n`);
  });

  test("'An Chat senden' confirms and shows the entry and a reply in the active chat", async ({ page }) => {
    const { email } = await signUpWithProfile(page, "chat");
    await page.goto("/app/tagebuch");
    const text = "Die Arbeit stresst mich und ich schlafe schlecht.";
    await write(page, "Klarheit", text);
    await page.getByRole("button", { name: "An Chat senden" }).click();
    await expect(toast(page, "An Chat gesendet")).toBeVisible();
    await expect(page.getByRole("heading", { name: "Was möchtest du aufschreiben?" })).toBeVisible();
    await expect(entries(page).first()).toContainText("Im Chat");

    await page.getByRole("button", { name: "Zum Chat" }).click();
    const log = page.getByRole("log", { name: "Unterhaltung" });
    await expect(log.locator('[data-role="user"]')).toHaveCount(1);
    await expect(log.locator('[data-role="user"]').first()).toContainText(text);
    // The greeting and the coach's reply to the entry.
    await expect(log.locator('[data-role="assistant"]')).toHaveCount(2);
    await expect(page.getByTestId("antworten-heute")).toHaveText("Noch 2 von 3 Antworten heute");

    const rows = await entryRows(email);
    expect(rows).toHaveLength(1);
    expect(rows[0]?.chat_id).not.toBeNull();
  });

  test("the draft is saved while typing and restored after a reload", async ({ page }) => {
    await signUpWithProfile(page, "draft");
    await page.goto("/app/tagebuch");
    await write(page, "Erkenntnis", "Nicht verlieren!");
    await expect(page.getByText("Entwurf automatisch gespeichert")).toBeVisible();
    // The type is in the URL: the reload reopens the editor, with the draft.
    await page.reload();
    await expect(editor(page, "Erkenntnis")).toHaveValue(`${PROMPTS.erkenntnis}\n\nNicht verlieren!`);
    await expect(page.getByText("Dein Entwurf wurde wiederhergestellt.")).toBeVisible();
    // Back keeps the draft too.
    await page.getByRole("button", { name: "Zurück", exact: true }).click();
    await page.getByRole("button", { name: "Erkenntnis schreiben" }).click();
    await expect(editor(page, "Erkenntnis")).toHaveValue(`${PROMPTS.erkenntnis}\n\nNicht verlieren!`);
    // Other types have their own drafts.
    await page.getByRole("button", { name: "Zurück", exact: true }).click();
    await page.getByRole("button", { name: "Klarheit schreiben" }).click();
    await expect(editor(page, "Klarheit")).toHaveValue(`${PROMPTS.klarheit}\n\n`);
  });

  test("the list filters by type and searches the text", async ({ page }) => {
    const { email } = await signUpWithProfile(page, "search");
    await query(
      `INSERT INTO journal_entries (user_id, profile_id, type, content, created_at)
       SELECT u.id, p.id, v.type::journal_type, v.content, now() - make_interval(hours => v.age)
         FROM users u JOIN profiles p ON p.user_id = u.id,
              (VALUES ('loswerden', 'Der Regen im WALD war laut.', 3),
                      ('klarheit', 'Soll ich umziehen?', 2),
                      ('erkenntnis', '<script>alert(1)</script> bleibt Text', 1)) AS v(type, content, age)
        WHERE u.email = $1`,
      [email],
    );
    await page.goto("/app/tagebuch");
    await expect(entries(page)).toHaveCount(3);
    await expect(entries(page).first()).toContainText("<script>alert(1)</script> bleibt Text");

    await page.getByRole("searchbox", { name: "Einträge durchsuchen" }).fill("wald");
    await expect(entries(page)).toHaveCount(1);
    await expect(entries(page).first()).toContainText("Der Regen im WALD war laut.");

    await page.getByRole("searchbox", { name: "Einträge durchsuchen" }).fill("");
    await page
      .getByRole("group", { name: "Nach Typ filtern" })
      .getByRole("button", { name: "Klarheit" })
      .click();
    await expect(entries(page)).toHaveCount(1);
    await expect(entries(page).first()).toContainText("Soll ich umziehen?");
  });
  test("a crisis entry is saved and shows the crisis card with tap-to-call numbers", async ({ page }) => {
    const { email } = await signUpWithProfile(page, "crisis");
    await page.goto("/app/tagebuch");
    await write(page, "Loswerden", "Ich will heute Nacht nicht mehr leben.");
    await page.getByRole("button", { name: "Speichern" }).click();
    await expect(toast(page, "Eintrag gespeichert")).toBeVisible();

    const card = page.getByTestId("safety-notice").locator('[data-kind="crisis"]');
    await expect(card).toBeVisible();
    await expect(card).toContainText("Dein Eintrag ist gespeichert.");
    await expect(card.getByRole("link", { name: "TelefonSeelsorge 142 anrufen" })).toHaveAttribute(
      "href",
      "tel:142",
    );
    await expect(card.getByRole("link", { name: "Mein Krisenplan" })).toHaveAttribute(
      "href",
      "/app/krisenplan",
    );
    expect(await Promise.all((await entryRows(email)).map((row) => unseal(row.content)))).toEqual([
      `${PROMPTS.loswerden}\n\nIch will heute Nacht nicht mehr leben.`,
    ]);

    // An ordinary entry afterwards clears the card.
    await write(page, "Erkenntnis", "Ein Spaziergang hat gutgetan.");
    await page.getByRole("button", { name: "Speichern" }).click();
    await expect(entries(page)).toHaveCount(2);
    await expect(page.getByTestId("safety-notice")).toHaveCount(0);
  });
});
