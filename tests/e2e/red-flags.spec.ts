// Issue 20 in the browser: a medical or veterinary red flag comes first wherever a user writes.
// A dog whose wizard complaint describes an urgent sign gets the flag first in its analysis, in the
// vet's words; a chat message about a child who swallowed tablets is answered with the emergency
// number and the poison centre before any coaching; a journal entry with an urgent sign is saved
// and shows the flag.
import { expect, type Page, test } from "@playwright/test";

import { query } from "./support/database";
import { unseal } from "./support/sealed";
import { giveHealthConsent, signUp, uniqueEmail } from "./support/session";

const next = (page: Page) => page.getByRole("button", { name: "Weiter" }).click();
const counter = (page: Page, text: string) => expect(page.getByText(text, { exact: true })).toBeVisible();

/** Skips the wizard: an active person profile called Mara. */
async function withMara(email: string): Promise<string> {
  const [row] = await query<{ id: string }>(
    `INSERT INTO profiles (user_id, created_by, profile_type, name, gender, age, is_active)
     SELECT id, id, 'human', 'Mara', 'weiblich', 38, true FROM users WHERE email = $1 RETURNING id`,
    [email],
  );
  if (!row) throw new Error(`no user ${email}`);
  return row.id;
}

test.describe("red flags come first", () => {
  test("a dog whose wizard complaint describes bloat gets the red flag first in its analysis, for the vet", async ({
    page,
  }) => {
    test.setTimeout(150_000);
    const email = await signUp(page, uniqueEmail("rf-hund"));
    await page.getByRole("button", { name: "Profil anlegen" }).click();
    await expect(page.getByRole("heading", { name: "Profil erstellen" })).toBeVisible();
    await page.getByRole("radio", { name: "Tier" }).click();
    await page.getByRole("radio", { name: "Männlich" }).click();
    await page.getByRole("radio", { name: "Hund" }).click();
    await next(page);

    await counter(page, "2/3");
    await page.getByLabel("Name").fill("Bruno");
    await page.getByLabel("Alter (Jahre)").fill("6");
    await page.getByLabel("Gewicht (kg)").fill("48");
    await page.getByLabel("Rasse/Mischling").fill("Deutsche Dogge");
    await page.getByRole("radio", { name: "Haus mit Garten" }).click();
    await next(page);

    await counter(page, "3/3");
    await page
      .getByLabel("Wie verhält sich dein Tier im Allgemeinen?")
      .fill("Er ist freundlich, verspielt und sehr verschmust");
    const complaint =
      "Seit einer Stunde würgt er ständig, aber es kommt nur Schaum, und sein Bauch ist hart und aufgebläht.";
    await page.getByLabel("Gab es in letzter Zeit gesundheitliche Probleme?").fill(complaint);
    await page
      .getByLabel("Gab es Veränderungen im Umfeld?")
      .fill("Wir haben vor kurzem neue Nachbarn bekommen");
    await page
      .getByLabel("Wie würdest du eure Beziehung beschreiben?")
      .fill("Er folgt mir überall hin und liebt Spaziergänge");
    await page.getByRole("radio", { name: "Ja (regelmäßig)" }).click();
    await giveHealthConsent(page);
    await page.getByRole("button", { name: "Analyse starten" }).click();
    await expect(page.getByText("Profil erfolgreich erstellt!")).toBeVisible();
    await expect(page.getByRole("navigation", { name: "Module" })).toBeVisible({ timeout: 45_000 });

    // Nothing the user wrote is lost.
    const rows = await query<{ recent_health_issues: string; animal_type: string }>(
      `SELECT p.recent_health_issues, p.animal_type::text FROM profiles p JOIN users u ON u.id = p.user_id
        WHERE u.email = $1`,
      [email],
    );
    expect(rows.map((row) => row.animal_type)).toEqual(["hund"]);
    expect(await unseal(rows[0]?.recent_health_issues)).toBe(complaint);

    await page.goto("/app/analyse");
    const notice = page.getByRole("alert").filter({ hasText: "Bitte zuerst abklären lassen" });
    await expect(notice).toBeVisible();
    await expect(notice).toContainText("Tierarzt");
    await expect(notice).toContainText("Tierklinik");
    await expect(notice).not.toContainText("144");
    await expect(notice).toContainText("aber es kommt nur Schaum");
    // First: the notice comes before the overall state, the patterns and everything else.
    const state = page.locator('section[aria-labelledby="gesamtzustand-titel"]');
    await expect(state).toBeVisible();
    const order = await notice.evaluate((flag) => {
      const later = [
        document.querySelector('section[aria-labelledby="gesamtzustand-titel"]'),
        ...[...document.querySelectorAll("h2")].filter(
          (heading) => heading.textContent === "Erkannte Muster",
        ),
      ];
      return later.map((element) =>
        element ? Boolean(flag.compareDocumentPosition(element) & Node.DOCUMENT_POSITION_FOLLOWING) : null,
      );
    });
    expect(order).toEqual([true, true]);
  });

  test("a child who swallowed tablets gets the emergency number and the poison centre before any coaching", async ({
    page,
  }) => {
    const email = await signUp(page, uniqueEmail("rf-chat"));
    await withMara(email);
    await page.goto("/app/coach");
    const log = page.getByRole("log", { name: "Unterhaltung" });
    await expect(log.getByText("Hallo Mara, schön, dass du da bist.", { exact: false })).toBeVisible();
    const coaching = log.locator('[data-role="assistant"]');
    const before = await coaching.count();

    const input = page.getByRole("textbox", { name: "Deine Nachricht" });
    await input.fill(
      "Meine Tochter (2) hat gerade Tabletten aus Omas Dose geschluckt, ich weiß nicht wie viele.",
    );
    await input.press("Enter");

    const card = log.locator('[data-kind="red_flag"]');
    await expect(card).toBeVisible();
    await expect(card).toContainText("Notruf: 144 in Österreich, 112 in ganz Europa");
    await expect(card).toContainText("Vergiftungsinformationszentrale");
    await expect(card).toContainText("+43 1 406 43 43");
    // Not the crisis card, and no coaching: the answer is the emergency alone.
    await expect(log.locator('[data-kind="crisis"]')).toHaveCount(0);
    await expect(coaching).toHaveCount(before);
    const stored = await query<{ kind: string; content: string }>(
      `SELECT m.kind::text, m.content FROM chat_messages m JOIN chats c ON c.id = m.chat_id
         JOIN users u ON u.id = c.user_id WHERE u.email = $1 AND m.role = 'assistant' ORDER BY m.created_at`,
      [email],
    );
    const last = stored.at(-1);
    expect(last?.kind).toBe("red_flag");
    const content = await unseal(last?.content);
    const emergency = content.indexOf("144");
    expect(emergency).toBeGreaterThanOrEqual(0);
    expect(content.indexOf("+43 1 406 43 43")).toBeGreaterThan(0);
  });

  test("a journal entry with an urgent sign is saved and shows the red flag", async ({ page }) => {
    const email = await signUp(page, uniqueEmail("rf-journal"));
    await withMara(email);
    await page.goto("/app/tagebuch");
    await page.getByRole("button", { name: "Loswerden schreiben" }).click();
    const box = page.getByRole("textbox", { name: "Dein Eintrag: Loswerden" });
    await expect(box).toBeFocused();
    await box.press("End");
    const text = "Seit einer halben Stunde hängt mein linker Mundwinkel und ich kann den Arm kaum heben.";
    await box.pressSequentially(text);
    await page.getByRole("button", { name: "Speichern" }).click();

    const notice = page.getByTestId("safety-notice").locator('[data-kind="red_flag"]');
    await expect(notice).toBeVisible();
    await expect(notice).toContainText("144");
    await expect(notice).toContainText("Schlaganfall");
    const rows = await query<{ content: string }>(
      `SELECT content FROM journal_entries WHERE user_id = (SELECT id FROM users WHERE email = $1)`,
      [email],
    );
    expect(rows).toHaveLength(1);
    expect(await unseal(rows[0]?.content)).toContain(text);
  });
});
