// The rule-based coach: intents, safety order, grounding, suggestions and variation.
import { afterEach, describe, expect, it, vi } from "vitest";

import { findExercise } from "@/content/exercises";
import { EXERCISE_IDS, JOURNAL_TYPES } from "@/lib/analysis/links";
import {
  composeReply,
  detectIntents,
  greeting,
  INTENT_IDS,
  type CoachContext,
  type CoachProfile,
  type CoachReply,
  type IntentId,
} from "@/lib/coach";

const anna: CoachProfile = {
  name: "Anna",
  profileType: "human",
  stressLevel: 8,
  overallState: "überreizt",
  patternTitles: ["Innere Unruhe am Abend"],
  recommendations: [{ title: "Box-Atmung", exerciseId: "box-atmung" }],
};
const bello: CoachProfile = {
  name: "Bello",
  profileType: "animal",
  animalType: "hund",
  overallState: "unruhig",
};
const minka: CoachProfile = {
  name: "Minka",
  profileType: "animal",
  animalType: "katze",
  overallState: "müde",
};

function context(message: string, overrides: Partial<CoachContext> = {}): CoachContext {
  return { profile: anna, history: [], memory: [], message, ...overrides };
}

const intentExamples: readonly { intent: IntentId; text: string; subject?: "human" | "animal" }[] = [
  { intent: "stress", text: "Ich bin total gestresst und alles ist zu viel." },
  { intent: "sleep", text: "Ich kann nachts nicht einschlafen und wache ständig auf." },
  { intent: "pain", text: "Ich habe seit Tagen Kopfschmerzen." },
  { intent: "tension", text: "Mein Nacken ist total verspannt." },
  { intent: "exhaustion", text: "Ich bin so erschöpft und ausgelaugt." },
  { intent: "anxiety", text: "Ich habe ständig Angst, dass etwas Schlimmes passiert." },
  { intent: "sadness", text: "Ich bin heute so traurig und muss dauernd weinen." },
  { intent: "grief", text: "Mein Vater ist vor einem Monat gestorben, die Trauer ist groß." },
  { intent: "loneliness", text: "Ich fühle mich so einsam, niemand versteht mich." },
  { intent: "anger", text: "Ich bin so wütend auf meine Kollegin." },
  { intent: "relationship", text: "Mit meinem Partner gibt es ständig Streit." },
  { intent: "family", text: "Meine Eltern mischen sich immer in alles ein." },
  { intent: "work", text: "Mein Job und mein Chef machen mich fertig." },
  { intent: "money", text: "Ich habe Schulden und weiß nicht, wie ich die Miete zahlen soll." },
  { intent: "self_worth", text: "Ich bin voller Selbstzweifel und nie gut genug." },
  { intent: "gratitude", text: "Ich bin heute einfach dankbar für meine Freunde." },
  { intent: "progress", text: "Ich habe es geschafft und bin richtig stolz auf mich." },
  { intent: "body", text: "Mein Körper fühlt sich seit der Krankheit so fremd an." },
  { intent: "animal_anxiety", text: "Mein Hund zittert an Silvester vor Angst." },
  { intent: "animal_aggression", text: "Meine Katze faucht und beißt, wenn Besuch kommt." },
  { intent: "animal_restlessness", text: "Mein Pferd ist so unruhig und läuft ständig hin und her." },
  { intent: "animal_eating", text: "Mein Hund frisst sein Futter nicht mehr richtig." },
  {
    intent: "animal_separation",
    text: "Er kann nicht allein bleiben und jault, wenn ich gehe.",
    subject: "animal",
  },
  { intent: "bond", text: "Ich wünsche mir eine engere Bindung zu meinem Pferd." },
  { intent: "exercise_request", text: "Hast du eine Übung für mich?" },
  { intent: "journal_request", text: "Ich möchte etwas in mein Tagebuch schreiben." },
  { intent: "greeting", text: "Hallo, guten Morgen!" },
  { intent: "thanks", text: "Vielen Dank für deine Hilfe!" },
  { intent: "analysis_question", text: "Was bedeutet das Ergebnis meiner Analyse?" },
  { intent: "meaning", text: "Ich frage mich, was meine Bestimmung ist und was meine Seele braucht." },
];

/** Every reply to these is checked for German, the name, valid links and the closing question. */
const coachingMessages: readonly { profile: CoachProfile; text: string }[] = [
  { profile: anna, text: "Die Arbeit laugt mich total aus und abends kann ich nicht abschalten." },
  { profile: anna, text: "Warum bin ich abends so unruhig?" },
  { profile: anna, text: "Ich habe seit Wochen Rückenschmerzen." },
  { profile: anna, text: "Meine Oma ist letzte Woche gestorben." },
  { profile: anna, text: "Ich fühle mich so einsam seit der Trennung." },
  { profile: anna, text: "Hallo!" },
  { profile: anna, text: "Danke, das war hilfreich." },
  { profile: anna, text: "Kannst du mir eine Übung vorschlagen?" },
  { profile: anna, text: "Was bedeutet meine Analyse?" },
  { profile: anna, text: "Ich möchte ins Journal schreiben." },
  { profile: anna, text: "Blau ist eine schöne Farbe." },
  { profile: bello, text: "Bello zittert bei Gewitter und versteckt sich unter dem Bett." },
  { profile: bello, text: "Was kann ich tun, wenn mein Hund beim Gewitter zittert?" },
  { profile: bello, text: "Er bellt, sobald ich die Wohnung verlasse." },
  { profile: bello, text: "Ich bin selbst total gestresst in letzter Zeit." },
  { profile: bello, text: "Hallo!" },
];

const GERMAN_WORDS = [
  "du",
  "dich",
  "dir",
  "dein",
  "deine",
  "und",
  "ist",
  "das",
  "die",
  "der",
  "nicht",
  "mit",
  "für",
  "was",
  "es",
  "wenn",
  "im",
  "unter",
  "ein",
  "eine",
  "gern",
  "noch",
];

function germanWordCount(text: string): number {
  const words = new Set(text.toLowerCase().split(/[^\p{L}]+/u));
  return GERMAN_WORDS.filter((word) => words.has(word)).length;
}

function replyTo(profile: CoachProfile, text: string, extra: Partial<CoachContext> = {}): CoachReply {
  return composeReply(context(text, { profile, ...extra }));
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe("detectIntents", () => {
  it("knows at least 20 intents and has an example for each", () => {
    expect(INTENT_IDS.length).toBeGreaterThanOrEqual(20);
    expect(new Set(intentExamples.map((example) => example.intent))).toEqual(new Set(INTENT_IDS));
  });

  it.each(intentExamples)("finds $intent in “$text”", ({ intent, text, subject }) => {
    const ids = detectIntents(text, { subject: subject ?? "human" }).map((found) => found.id);
    expect(ids).toContain(intent);
  });

  it("ranks the intents by strength", () => {
    const found = detectIntents("Ich bin so müde von der Arbeit und mein Chef nervt.");
    const scores = found.map((intent) => intent.score);
    expect(scores).toEqual([...scores].sort((a, b) => b - a));
    expect(found.map((intent) => intent.id)).toEqual(expect.arrayContaining(["work", "exhaustion"]));
  });

  it("accepts umlauts typed as plain vowels or as ae, oe, ue", () => {
    expect(detectIntents("ich bin so erschoepft")[0]?.id).toBe("exhaustion");
    expect(detectIntents("ich bin so mude und erschopft")[0]?.id).toBe("exhaustion");
  });

  it("only treats behaviour as an animal topic when an animal is involved", () => {
    expect(detectIntents("Ich bin unruhig.").map((intent) => intent.id)).not.toContain("animal_restlessness");
    expect(detectIntents("Mein Hund ist unruhig.")[0]?.id).toBe("animal_restlessness");
  });

  it("finds nothing in an empty message", () => {
    expect(detectIntents("  ")).toEqual([]);
  });
});

describe("composeReply: coaching", () => {
  it.each(coachingMessages)(
    "answers “$text” in German, with the name, links and a question",
    ({ profile, text }) => {
      const reply = replyTo(profile, text);
      expect(reply.kind).toBe("text");
      expect(germanWordCount(reply.content)).toBeGreaterThanOrEqual(4);
      expect(reply.content).toMatch(new RegExp(`\\b${profile.name}\\b`));
      expect(reply.content.trim().endsWith("?")).toBe(true);
      expect(reply.suggestions.length).toBeGreaterThanOrEqual(1);
      expect(reply.suggestions.length).toBeLessThanOrEqual(2);
      for (const suggestion of reply.suggestions) {
        expect(suggestion.label.length).toBeGreaterThan(0);
        expect(suggestion.exerciseId === undefined).not.toBe(suggestion.journalType === undefined);
        if (suggestion.exerciseId) {
          expect(EXERCISE_IDS).toContain(suggestion.exerciseId);
          expect(findExercise(suggestion.exerciseId)).toBeDefined();
        }
        if (suggestion.journalType) expect(JOURNAL_TYPES).toContain(suggestion.journalType);
      }
    },
  );

  it("names the topic in its own well-formed words instead of turning the user's sentence around", () => {
    // Issue 23: the pronoun-swapping echo produced broken German ('du erzählst, fällt es dir schwer').
    const reply = replyTo(anna, "Die Arbeit laugt mich total aus.");
    expect(reply.content).not.toContain("laugt dich");
    expect(reply.content).toMatch(/deine Arbeit/);
    const question = replyTo(anna, "Warum wache ich jede Nacht um drei Uhr auf?");
    expect(question.content).not.toMatch(/Du fragst dich, warum/);
    expect(question.content).toMatch(/^Warum genau, kann ich von hier aus nicht sicher sagen/);
    const animal = replyTo(bello, "Was kann ich tun, wenn mein Hund beim Gewitter zittert?");
    expect(animal.content).toMatch(/^Was du konkret tun kannst: Gib Bello einen ruhigen Rückzugsort/);
  });

  it("grounds the reply in the profile: analysis pattern, state and stress level", () => {
    const pattern = replyTo(anna, "Warum bin ich abends so unruhig?");
    expect(pattern.content).toContain("„Innere Unruhe am Abend“");
    const stress = replyTo({ ...anna, patternTitles: [] }, "Ich bin total gestresst und alles ist zu viel.");
    expect(stress.content).toContain("überreizten");
    expect(stress.content).toContain("8 von 10");
  });

  it("refers to a related fact of the memory, once, saying where it knows it from (issue 16)", () => {
    const memory: CoachContext["memory"] = [
      {
        source: "journal",
        content: "Dein Chef setzt dich seit Monaten unter Druck.",
        createdAt: "2026-03-01T18:00:00Z",
      },
    ];
    const reply = replyTo(anna, "Die Arbeit laugt mich total aus.", { memory });
    expect(reply.content).toContain(
      "Aus deinem Tagebuch weiß ich: Dein Chef setzt dich seit Monaten unter Druck.",
    );
    const unrelated = replyTo(anna, "Ich habe seit Wochen Rückenschmerzen.", { memory });
    expect(unrelated.content).not.toContain("Chef");
    const again = replyTo(anna, "Die Arbeit laugt mich total aus.", {
      memory,
      history: [
        { role: "user", content: "Die Arbeit laugt mich total aus." },
        { role: "assistant", content: reply.content },
      ],
    });
    expect(again.content).not.toContain("Aus deinem Tagebuch weiß ich");
  });

  it("prefers an exercise the analysis recommended", () => {
    const reply = replyTo(anna, "Ich bin total gestresst und alles ist zu viel.");
    expect(reply.suggestions.map((suggestion) => suggestion.exerciseId)).toContain("box-atmung");
    expect(reply.content).toContain("Empfehlungen deiner Analyse");
  });

  it("gives different replies to different messages", () => {
    const contents = coachingMessages.map(({ profile, text }) => replyTo(profile, text).content);
    expect(new Set(contents).size).toBe(contents.length);
  });

  it("gives the identical reply to identical input, without Math.random", () => {
    const random = vi.spyOn(Math, "random");
    const input = context("Ich kann nachts nicht einschlafen und grüble.");
    expect(composeReply(input)).toEqual(composeReply(structuredClone(input)));
    expect(random).not.toHaveBeenCalled();
  });

  it("never repeats the previous assistant reply verbatim", () => {
    const message = "Ich bin total gestresst und alles ist zu viel.";
    const first = composeReply(
      context(message, {
        history: [
          { role: "user", content: "Hallo" },
          { role: "assistant", content: "Hallo Anna" },
        ],
      }),
    );
    const again = composeReply(
      context(message, {
        history: [
          { role: "user", content: "Hallo" },
          { role: "assistant", content: first.content },
        ],
      }),
    );
    expect(again.content).not.toBe(first.content);
  });

  it("does not suggest the same exercise twice in a row", () => {
    const history: CoachContext["history"] = [];
    let previous: CoachReply | undefined;
    for (const message of [
      "Ich bin so gestresst.",
      "Die Arbeit stresst mich weiter.",
      "Immer noch so viel Stress.",
    ]) {
      const reply = composeReply(context(message, { history: [...history] }));
      const exercises = reply.suggestions.flatMap((suggestion) => suggestion.exerciseId ?? []);
      const before = previous?.suggestions.flatMap((suggestion) => suggestion.exerciseId ?? []) ?? [];
      expect(exercises.filter((id) => before.includes(id))).toEqual([]);
      expect(reply.content).not.toBe(previous?.content);
      history.push({ role: "user", content: message }, { role: "assistant", content: reply.content });
      previous = reply;
    }
  });

  it("acknowledges follow-ups", () => {
    const first = composeReply(context("Ich kann nachts nicht einschlafen."));
    const history: CoachContext["history"] = [
      { role: "user", content: "Ich kann nachts nicht einschlafen." },
      { role: "assistant", content: first.content },
    ];
    const failed = composeReply(context("Das hat leider nicht geholfen.", { history }));
    expect(failed.content).toMatch(/nicht geholfen|passt/);
    // The approach changes: a step in daily life instead of another exercise (issue 23).
    expect(failed.content).toMatch(/Statt einer weiteren Übung ein anderer Weg: \S/);
    expect(failed.suggestions.filter((suggestion) => suggestion.exerciseId)).toEqual([]);
    const helped = composeReply(context("Das hat mir gutgetan.", { history }));
    expect(helped.content).toMatch(/gutgetan|freut mich/);
    const shortAnswer = composeReply(context("Seit ein paar Wochen.", { history }));
    expect(shortAnswer.content).toMatch(/weitererzählst|dranbleiben/);
    expect(shortAnswer.suggestions.length).toBeGreaterThan(0);
  });
});

describe("composeReply: safety first", () => {
  it("sends a person with chest pressure to a doctor, before anything else", () => {
    const reply = replyTo(anna, "Ich habe seit einer Stunde Druck auf der Brust");
    expect(reply.kind).toBe("red_flag");
    expect(reply.content.startsWith("Bitte geh jetzt zu einer Ärztin oder einem Arzt.")).toBe(true);
    expect(reply.redFlags?.length).toBeGreaterThan(0);
    expect(reply.suggestions).toEqual([]);
  });

  it("gives a swallowed poison the emergency number and the poison centre, before any coaching", () => {
    const reply = replyTo(anna, "Meine Tochter (2) hat gerade Tabletten aus Omas Dose geschluckt.");
    expect(reply.kind).toBe("red_flag");
    expect(reply.suggestions).toEqual([]);
    const emergency = reply.content.indexOf("144");
    const poisonCentre = reply.content.indexOf("Vergiftungsinformationszentrale in Wien, +43 1 406 43 43");
    expect(emergency).toBeGreaterThan(0);
    expect(poisonCentre).toBeGreaterThan(emergency);
    expect(reply.content).toContain("030 19240");
  });

  it("names the emergency number in the first lines when a person's sign cannot wait", () => {
    const reply = replyTo(anna, "Ich habe seit einer Stunde Druck auf der Brust");
    expect(reply.content).toMatch(
      /^Bitte geh jetzt zu einer Ärztin oder einem Arzt\. Bitte ruf jetzt den Notruf: 144 in Österreich, 112/,
    );
    expect(reply.content).not.toContain("406 43 43");
  });

  it("keeps the crisis first when the one who swallowed tablets is no small child", () => {
    const reply = replyTo(anna, "Ich habe Tabletten geschluckt, ich will nicht mehr leben.");
    expect(reply.kind).toBe("crisis");
    expect(reply.content).toContain("142");
  });

  it("sends a cat that cannot pass urine to the vet, by name", () => {
    const reply = replyTo(minka, "Meine Katze war seit gestern nicht mehr auf dem Klo und presst");
    expect(reply.kind).toBe("red_flag");
    expect(reply.content.startsWith("Bitte bring Minka jetzt zum Tierarzt.")).toBe(true);
    expect(reply.suggestions).toEqual([]);
  });

  it("recognises a pet's red flag in a person's chat", () => {
    const reply = replyTo(anna, "Mein Hund hat Schokolade gefressen und zittert.");
    expect(reply.kind).toBe("red_flag");
    expect(reply.content.startsWith("Bitte bring deinen Hund jetzt zum Tierarzt.")).toBe(true);
  });

  it("puts a crisis before a red flag", () => {
    const reply = replyTo(anna, "Ich habe Druck auf der Brust und will nicht mehr leben.");
    expect(reply.kind).toBe("crisis");
    expect(reply.content).toContain("142");
    expect(reply.content).toContain("0800 111 0 111");
    expect(reply.suggestions).toEqual([]);
  });
});

describe("greeting", () => {
  it("greets a person by name and invites them to talk", () => {
    const text = greeting("Anna", "human");
    expect(text).toContain("Anna");
    expect(text.endsWith("?")).toBe(true);
  });

  it("names the animal for an animal profile", () => {
    const text = greeting("Bello", "animal");
    expect(text).toContain("Bello");
    expect(text.endsWith("?")).toBe(true);
    expect(text).not.toBe(greeting("Bello", "human"));
  });
});
