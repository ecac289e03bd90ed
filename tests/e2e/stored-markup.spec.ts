// Stored markup renders as text: a profile name, a chat title, a chat message
// and a journal entry full of HTML are shown literally on every screen that
// shows them, and none of it runs (no dialog, no injected element, no
// changed title).
import { expect, type Page, test } from "@playwright/test";

import { query } from "./support/database";
import { signUp } from "./support/session";

const NAME = `<b>Mia</b><img src=x onerror="document.title='gehackt'">`;
const TITLE = `<i>Titel</i><svg onload=alert(1)>`;
const MESSAGE = `<script>alert('nachricht')</script><img src=x onerror=alert(2)>`;
const ENTRY = `<iframe src="javascript:alert(3)"></iframe><a href="javascript:alert(4)">Link</a>`;

async function seedMarkup(email: string): Promise<void> {
  await query(
    `WITH u AS (SELECT id FROM users WHERE email = $1),
          p AS (INSERT INTO profiles (user_id, created_by, profile_type, name, gender, age, is_active)
                SELECT id, id, 'human', $2, 'weiblich', 38, true FROM u RETURNING id, user_id),
          c AS (INSERT INTO chats (user_id, profile_id, title) SELECT user_id, id, $3 FROM p RETURNING id),
          m AS (INSERT INTO chat_messages (chat_id, role, content) SELECT id, 'user', $4 FROM c RETURNING id)
     INSERT INTO journal_entries (user_id, profile_id, type, content)
     SELECT user_id, id, 'erkenntnis', $5 FROM p`,
    [email, NAME, TITLE, MESSAGE, ENTRY],
  );
}

/** Nothing of the markup became an element, and no script ran. */
async function expectInert(page: Page, dialogs: string[]): Promise<void> {
  await expect(page.locator('img[src="x"], svg[onload], iframe, main script')).toHaveCount(0);
  await expect(page.locator("b", { hasText: "Mia" }).or(page.locator("i", { hasText: "Titel" }))).toHaveCount(
    0,
  );
  await expect(page.locator('a[href^="javascript:"]')).toHaveCount(0);
  expect(await page.title()).not.toBe("gehackt");
  expect(dialogs).toEqual([]);
}

test("stored markup is shown as text on every screen and never runs", async ({ page }) => {
  const dialogs: string[] = [];
  page.on("dialog", (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  const email = await signUp(page);
  await seedMarkup(email);

  await page.goto("/app");
  await expect(page.getByRole("heading", { level: 1 })).toContainText(NAME);
  await expectInert(page, dialogs);

  await page.goto("/app/profile");
  await expect(page.getByRole("region", { name: "Alle Profile" })).toContainText(NAME);
  await expectInert(page, dialogs);

  await page.goto("/app/coach");
  await expect(page.getByTestId("chat-titel")).toHaveText(TITLE);
  await expect(page.getByRole("navigation", { name: "Deine Chats" })).toContainText(TITLE);
  await expect(page.getByRole("log", { name: "Unterhaltung" })).toContainText(MESSAGE);
  await expectInert(page, dialogs);

  await page.goto("/app/tagebuch");
  await expect(page.getByText(ENTRY)).toBeVisible();
  await expectInert(page, dialogs);
});
