// Issue 23, "Done when" 2: support questions reach the right help article; a billing or deletion
// question is never answered with an exercise; an unplaceable question is handed over to e-mail.
import { describe, expect, it } from "vitest";

import { exercises } from "@/content/exercises";
import { SUPPORT_ARTICLES, type SupportArticleId } from "@/content/support-articles";
import { rankArticles, supportAnswer, supportLinksIn } from "@/lib/support/answer";
import { chatMessages } from "@/messages/chat";

const QUESTIONS: [string, SupportArticleId][] = [
  ["Wie kann ich mein Abo kündigen?", "cancel"],
  ["Ich möchte Pro beenden", "cancel"],
  ["Wo kann ich die Kündigung machen?", "cancel"],
  ["Wie stoppe ich die automatische Verlängerung?", "cancel"],
  ["Wo ändere ich meine Zahlungsmethode?", "payment-method"],
  ["Meine Kreditkarte ist abgelaufen, wie hinterlege ich eine neue Karte?", "payment-method"],
  ["Kann ich mit PayPal bezahlen?", "payment-method"],
  ["Wo finde ich meine Rechnungen?", "billing"],
  ["Mir wurde doppelt abgebucht", "billing"],
  ["Was kostet das Jahresabo?", "billing"],
  ["Bekomme ich mein Geld zurück?", "billing"],
  ["Kann ich vom Vertrag zurücktreten?", "withdrawal"],
  ["Ich habe das Abo versehentlich abgeschlossen, gibt es ein Widerrufsrecht?", "withdrawal"],
  ["Wie lange dauert die Testphase?", "trial"],
  ["Kann ich Pro kostenlos ausprobieren?", "trial"],
  ["Was ist der Unterschied zwischen Free und Pro?", "plans"],
  ["Was bekomme ich mit Pro?", "plans"],
  ["Welche Funktionen sind im Premium Tarif enthalten?", "plans"],
  ["Warum antwortet der Coach nicht mehr? Es heißt mein Kontingent ist aufgebraucht", "free-limit"],
  ["Wie viele Nachrichten habe ich pro Tag?", "free-limit"],
  ["Wie lege ich ein zweites Profil für meinen Hund an?", "profiles"],
  ["Wie wechsle ich das aktive Profil?", "profiles"],
  ["Kann ich ein Profil für mein Kind hinzufügen?", "profiles"],
  ["Was ist die Familienanalyse?", "family-analysis"],
  ["Kann ich die Muster aller Profile gemeinsam vergleichen?", "family-analysis"],
  ["Wie kann ich meine Daten exportieren?", "export"],
  ["Ich möchte eine Kopie meiner Daten herunterladen", "export"],
  ["DSGVO Auskunft über meine gespeicherten Daten als Download", "export"],
  ["Wie lösche ich mein Konto", "delete-account"],
  ["Ich will meinen Account endgültig löschen", "delete-account"],
  ["Wie kann ich alles löschen und mich für immer abmelden?", "delete-account"],
  ["Ich habe mein Passwort vergessen", "password"],
  ["Wie ändere ich mein Kennwort?", "password"],
  ["Der Link zum Zurücksetzen ist abgelaufen", "password"],
  ["Ich habe keine Bestätigungsmail bekommen", "sign-in"],
  ["Ich kann mich nicht einloggen, es steht zu viele Versuche", "sign-in"],
  ["Wie ändere ich meine E-Mail-Adresse?", "email-change"],
  ["Sind meine Daten sicher? Wer kann meine Einträge sehen?", "privacy"],
  ["Verkauft ihr meine Daten für Werbung?", "privacy"],
  ["Wie schalte ich die tägliche Erinnerung aus?", "reminders"],
  ["Ich bekomme jeden Tag um 8 Uhr eine Mail, wie bestelle ich das ab?", "reminders"],
  ["Gibt es eine App für das iPhone?", "store-apps"],
  ["Kann ich Resonanz aus dem Google Play Store installieren?", "store-apps"],
  ["Kannst du mir sagen, was meine Frau in ihrem Konto geschrieben hat?", "other-account"],
  ["Wie erreiche ich einen Mitarbeiter vom Support?", "contact"],
];

describe("the support assistant finds the right article", () => {
  it("has at least 40 questions and an article for every topic of the issue", () => {
    expect(QUESTIONS.length).toBeGreaterThanOrEqual(40);
    const covered = new Set(QUESTIONS.map(([, id]) => id));
    for (const article of SUPPORT_ARTICLES) expect(covered).toContain(article.id);
  });

  it.each(QUESTIONS)("%s → %s", (question, id) => {
    const answer = supportAnswer(question);
    const ranking = rankArticles(question)
      .slice(0, 3)
      .map((entry) => `${entry.article.id} ${entry.score.toFixed(2)}`);
    expect(answer.articleIds[0], ranking.join(", ")).toBe(id);
    expect(answer.content).toContain(SUPPORT_ARTICLES.find((article) => article.id === id)?.answer);
  });
});

describe("the Support chat's example questions", () => {
  it.each(chatMessages.supportWelcome.questions.map((question) => [question]))(
    "%s has an article",
    (question) => {
      expect(supportAnswer(question).articleIds.length).toBeGreaterThan(0);
    },
  );
});

describe("a question with two parts", () => {
  it("answers both: cancelling and the payment method", () => {
    const answer = supportAnswer("Wie kann ich mein Abo kündigen und wo ändere ich meine Zahlungsmethode?");
    expect([...answer.articleIds].sort()).toEqual(["cancel", "payment-method"]);
    expect(answer.content).toContain("„Plan kündigen“");
    expect(answer.content).toContain("„Zahlungsmethode ändern“");
  });
});

describe("the support assistant never coaches", () => {
  const billingAndDeletion = QUESTIONS.filter(([, id]) =>
    ["cancel", "payment-method", "billing", "withdrawal", "delete-account", "export"].includes(id),
  );

  it.each(billingAndDeletion)("no exercise in the answer to %s", (question) => {
    const { content } = supportAnswer(question);
    expect(content).not.toMatch(/Atmung|Atemübung|Schultern und Nacken|Erdung|schlage ich dir die Übung/);
  });

  it("links deletion and export to their actions", () => {
    expect(supportAnswer("Wie kann ich meine Daten exportieren?").links[0]?.href).toBe("konto:export");
    expect(supportAnswer("Wie lösche ich mein Konto").content).toContain("„Konto löschen“");
    // The account menu's actions: the deletion dialog, the portal's cancel and payment pages.
    expect(supportAnswer("Wie lösche ich mein Konto").links[0]?.href).toBe("konto:delete");
    expect(supportAnswer("Wie kann ich mein Abo kündigen?").links[0]?.href).toBe("konto:cancel");
    expect(supportAnswer("Wo ändere ich meine Zahlungsmethode?").links[0]?.href).toBe("konto:payment");
  });

  it("does not place questions it cannot answer, and hands them over to e-mail with the conversation", () => {
    for (const question of ["Wie wird das Wetter morgen?", "Ich fühle mich heute so leer", "Blablub xyz"]) {
      const answer = supportAnswer(question, ["Wie kann ich mein Abo kündigen?"]);
      expect(answer.articleIds, question).toEqual([]);
      expect(answer.content).toMatch(/^Da bin ich mir nicht sicher/);
      expect(answer.links[0]?.href).toMatch(/^mailto:/);
      expect(decodeURIComponent(answer.links[0]?.href ?? "")).toContain(question);
      expect(answer.content).not.toMatch(/Übung „/);
    }
  });

  it("reads a short follow-up together with the previous question", () => {
    expect(supportAnswer("und wo genau?", ["Wie ändere ich meine Zahlungsmethode?"]).articleIds).toEqual([
      "payment-method",
    ]);
  });

  it("finds the link of a stored answer again", () => {
    const { content, links } = supportAnswer("Wie kann ich meine Daten exportieren?");
    expect(supportLinksIn(content)).toEqual(links);
    expect(supportLinksIn("Eine Coach-Antwort")).toEqual([]);
  });

  it("names no exercise from the knowledge base in any article", () => {
    for (const article of SUPPORT_ARTICLES) {
      for (const exercise of exercises) expect(article.answer, article.id).not.toContain(exercise.title);
    }
  });
});
