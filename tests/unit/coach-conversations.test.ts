// Issue 23, "Done when" 1: scripted multi-turn conversations with the coach, for people and
// animals, with and without an analysis (as a Free user starts and a Pro user goes on). Each
// asserts that a direct question is answered first, with the answer its kind needs; that no
// exercise repeats within a conversation and a refused type is not offered again; that no broken
// mirrored German appears; and that the right profile is named. A last check reads 500 generated
// replies for the banned constructions.
import { describe, expect, it } from "vitest";

import { findExercise } from "@/content/exercises";
import { composeReply } from "@/lib/coach";
import { questionKind } from "@/lib/coach/answer-first";
import type { CoachMessage, CoachProfile, CoachReply } from "@/lib/coach/types";

import { ANSWER_START, expectGoodGerman } from "../support/coach-checks";

const martina: CoachProfile = { name: "Martina", profileType: "human" };
const martinaPro: CoachProfile = {
  name: "Martina",
  profileType: "human",
  stressLevel: 7,
  overallState: "überreizt",
  patternTitles: ["Anspannung im Nacken"],
  recommendations: [
    { title: "Box-Atmung", exerciseId: "box-atmung" },
    { title: "4-7-8-Atmung", exerciseId: "atem-4-7-8" },
  ],
};
const jonas: CoachProfile = { name: "Jonas", profileType: "human", stressLevel: 4, overallState: "müde" };
const bello: CoachProfile = { name: "Bello", profileType: "animal", animalType: "hund" };
const belloPro: CoachProfile = {
  name: "Bello",
  profileType: "animal",
  animalType: "hund",
  overallState: "unruhig",
  patternTitles: ["Unruhe am Abend"],
};
const minka: CoachProfile = {
  name: "Minka",
  profileType: "animal",
  animalType: "katze",
  overallState: "müde",
};

interface Script {
  name: string;
  turns: readonly string[];
  /** Exercise types refused in the script; none of them may be offered after the refusal. */
  refuses?: "atmung" | "meditation";
}

const HUMAN_SCRIPTS: readonly Script[] = [
  {
    name: "stress at work, then a first step",
    turns: [
      "Ich bin total gestresst bei der Arbeit.",
      "Ist das normal?",
      "Was wäre ein guter erster Schritt für morgen früh?",
      "Danke dir!",
    ],
  },
  {
    name: "sleep and how long it takes",
    turns: [
      "Ich kann nachts nicht einschlafen und grüble.",
      "Wie lange dauert es, bis das besser wird?",
      "Kann das mit meinem Stress zusammenhängen?",
      "Was kann ich tun?",
    ],
  },
  {
    name: "a neck that hurts",
    turns: [
      "Mein Nacken ist total verspannt.",
      "Was kann ich dagegen tun?",
      "Das hilft mir nicht.",
      "Warum ist das immer abends so schlimm?",
    ],
  },
  {
    name: "palpitations deserve a check",
    turns: [
      "Ich habe manchmal Herzrasen, wenn ich im Bett liege.",
      "Sollte ich mir Sorgen machen?",
      "Ist das normal?",
    ],
  },
  {
    name: "no breathing exercises, please",
    refuses: "atmung",
    turns: [
      "Ich bin so unruhig und nervös.",
      "Bitte keine Atemübung.",
      "Ich habe ständig Angst, dass etwas Schlimmes passiert.",
      "Was kann ich tun?",
      "Ich bin total gestresst.",
    ],
  },
  {
    name: "no meditation",
    refuses: "meditation",
    turns: [
      "Ich fühle mich so leer und traurig.",
      "Ich mag keine Meditation.",
      "Ich bin so erschöpft und ausgelaugt.",
      "Was wäre ein erster Schritt?",
    ],
  },
  {
    name: "loneliness",
    turns: ["Ich fühle mich so einsam, niemand versteht mich.", "Ist das normal?", "Was kann ich tun?"],
  },
  {
    name: "anger at a colleague",
    turns: ["Ich bin so wütend auf meine Kollegin.", "Warum reagiere ich so heftig?", "Was kann ich tun?"],
  },
  {
    name: "money worries",
    turns: [
      "Ich mache mir große Geldsorgen, die Rechnungen stapeln sich.",
      "Was wäre ein guter erster Schritt?",
      "Danke.",
    ],
  },
  {
    name: "grief",
    turns: [
      "Mein Vater ist vor einem Monat gestorben, die Trauer ist groß.",
      "Wie lange dauert so etwas?",
      "Ist das normal, dass ich manchmal gar nichts fühle?",
    ],
  },
  {
    name: "pain for weeks",
    turns: [
      "Ich habe seit Wochen Rückenschmerzen.",
      "Sollte ich mir Sorgen machen?",
      "Kann das mit meiner Arbeit am Schreibtisch zusammenhängen?",
    ],
  },
  {
    name: "self-doubt",
    turns: [
      "Ich zweifle ständig an mir, ich bin einfach nicht gut genug.",
      "Warum denke ich so über mich?",
      "Was kann ich tun?",
    ],
  },
  {
    name: "a question the coach cannot place",
    turns: ["Hallo", "Wie wird das Wetter am Wochenende?", "Ich bin müde und erschöpft.", "Was hilft?"],
  },
  {
    name: "relationship",
    turns: [
      "Mein Partner und ich streiten nur noch.",
      "Ist das normal in einer langen Beziehung?",
      "Was kann ich tun?",
    ],
  },
  {
    name: "many messages without repeating an exercise",
    turns: [
      "Ich bin total gestresst.",
      "Ich kann nicht schlafen.",
      "Mein Nacken ist verspannt.",
      "Ich bin erschöpft.",
      "Ich habe Angst vor morgen.",
      "Ich bin traurig.",
      "Ich bin gestresst.",
    ],
  },
  {
    name: "a person asks about her dog",
    turns: [
      "Mein Hund ist abends total unruhig.",
      "Ist das normal?",
      "Was kann ich tun, wenn er beim Gewitter zittert?",
    ],
  },
  {
    name: "family",
    turns: ["Meine Familie setzt mich ständig unter Druck.", "Was kann ich tun?", "Danke, das hilft."],
  },
  {
    name: "work overload and how long",
    turns: [
      "Meine Arbeit frisst mich auf.",
      "Wie lange kann man so etwas durchhalten?",
      "Was wäre ein Plan?",
    ],
  },
  {
    name: "tiredness",
    turns: ["Ich bin ständig müde.", "Kann das mit dem Winter zusammenhängen?", "Was kann ich tun?"],
  },
  {
    name: "dizziness",
    turns: ["Mir ist in letzter Zeit oft schwindelig.", "Sollte ich mir Sorgen machen?"],
  },
];

const ANIMAL_SCRIPTS: readonly Script[] = [
  {
    name: "restless in the evening",
    turns: [
      "Bello ist abends total unruhig.",
      "Ist das normal?",
      "Kann das mit dem Umzug zusammenhängen?",
      "Wie lange dauert es, bis er sich eingewöhnt?",
    ],
  },
  {
    name: "afraid of thunder",
    turns: [
      "Er hat große Angst bei Gewitter und zittert.",
      "Was kann ich tun?",
      "Warum ist das so schlimm geworden?",
    ],
  },
  {
    name: "a limp that stays",
    turns: ["Er humpelt seit einer Woche.", "Sollte ich mir Sorgen machen?", "Ist das normal?"],
  },
  {
    name: "alone at home",
    turns: [
      "Er bellt, wenn er allein zu Hause bleibt.",
      "Was wäre ein guter erster Schritt?",
      "Wie lange dauert das Training?",
    ],
  },
  {
    name: "eating",
    turns: ["Er frisst kaum noch.", "Sollte ich mir Sorgen machen?", "Was kann ich tun?"],
  },
  {
    name: "aggression",
    turns: ["Er knurrt neuerdings, wenn jemand an seinen Napf geht.", "Ist das normal?", "Was kann ich tun?"],
  },
  {
    name: "bond",
    turns: ["Ich möchte unsere Bindung stärken.", "Was wäre ein guter erster Schritt?", "Danke!"],
  },
  {
    name: "restless, no breathing for me",
    refuses: "atmung",
    turns: [
      "Er kommt abends nicht zur Ruhe.",
      "Bitte keine Atemübung.",
      "Er ist sehr unruhig.",
      "Was hilft?",
    ],
  },
  {
    name: "a question the coach cannot place",
    turns: ["Hallo", "Wie wird das Wetter morgen?", "Er ist sehr ängstlich."],
  },
  {
    name: "anxious after a move",
    turns: [
      "Seit dem Umzug ist er sehr ängstlich.",
      "Kann das mit der neuen Wohnung zusammenhängen?",
      "Wie lange dauert das?",
    ],
  },
];

const CATS: readonly Script[] = [
  {
    name: "a tired cat",
    turns: ["Minka schläft fast den ganzen Tag.", "Ist das normal?", "Was kann ich tun?"],
  },
  {
    name: "a cat that hides",
    turns: [
      "Sie versteckt sich seit dem Besuch unter dem Bett.",
      "Warum macht sie das?",
      "Wie lange dauert das?",
    ],
  },
];

const conversations: { label: string; profile: CoachProfile; script: Script }[] = [
  ...HUMAN_SCRIPTS.flatMap((script) => [
    { label: `Free · Martina · ${script.name}`, profile: martina, script },
    { label: `Pro · Martina · ${script.name}`, profile: martinaPro, script },
  ]),
  ...ANIMAL_SCRIPTS.flatMap((script) => [
    { label: `Free · Bello · ${script.name}`, profile: bello, script },
    { label: `Pro · Bello · ${script.name}`, profile: belloPro, script },
  ]),
  ...CATS.map((script) => ({ label: `Pro · Minka · ${script.name}`, profile: minka, script })),
  ...HUMAN_SCRIPTS.slice(0, 8).map((script) => ({
    label: `Pro · Jonas · ${script.name}`,
    profile: jonas,
    script,
  })),
];

function converse(profile: CoachProfile, turns: readonly string[]): { message: string; reply: CoachReply }[] {
  const history: CoachMessage[] = [];
  return turns.map((message) => {
    const reply = composeReply({ profile, history: [...history], memory: [], message });
    history.push({ role: "user", content: message }, { role: "assistant", content: reply.content });
    return { message, reply };
  });
}

describe("scripted conversations with the coach", () => {
  it("has at least 60 conversations, people and animals", () => {
    expect(conversations.length).toBeGreaterThanOrEqual(60);
    expect(
      conversations.filter((entry) => entry.profile.profileType === "animal").length,
    ).toBeGreaterThanOrEqual(20);
  });

  it.each(conversations.map((entry) => [entry.label, entry] as const))(
    "%s",
    (_label, { profile, script }) => {
      const turns = converse(profile, script.turns);
      const offered: string[] = [];
      let refusedFrom = Infinity;
      let recommendationNotes = 0;
      turns.forEach(({ message, reply }, index) => {
        const where = `turn ${index + 1} „${message}“ → ${reply.content}`;
        if (reply.kind !== "text") return;
        // The question is answered first, with what its kind needs.
        const kind = questionKind(message);
        if (kind) expect(reply.content, where).toMatch(ANSWER_START[kind]);
        // No exercise twice, none of a refused type.
        if (script.refuses && /keine|mag keine/.test(message)) refusedFrom = index;
        for (const suggestion of reply.suggestions) {
          if (!suggestion.exerciseId) continue;
          expect(offered, where).not.toContain(suggestion.exerciseId);
          offered.push(suggestion.exerciseId);
          if (index >= refusedFrom)
            expect(findExercise(suggestion.exerciseId)?.category, where).not.toBe(script.refuses);
        }
        if (reply.content.includes("stand auch schon in den Empfehlungen")) recommendationNotes += 1;
        expectGoodGerman(reply.content, where);
        // The right profile: a person by name; an animal by its name, never as 'dein Hund'.
        expect(reply.content, where).toContain(profile.name);
        if (profile.profileType === "animal") {
          expect(reply.content, where).not.toMatch(/\bdein(?:e|em|en|es)? (?:Hund|Katze|Tier)(?:es|e)?\b/);
        }
      });
      expect(recommendationNotes).toBeLessThanOrEqual(1);
    },
  );

  it("a question it cannot place gets an honest answer and no exercise", () => {
    for (const profile of [martina, bello]) {
      const [, unplaced] = converse(profile, ["Hallo", "Wie wird das Wetter am Wochenende?"]);
      expect(unplaced?.reply.content).toMatch(/^Da bin ich mir nicht sicher/);
      expect(unplaced?.reply.suggestions).toEqual([]);
    }
  });
});

describe("what the independent conversations found (issue 23)", () => {
  it("answers 'Ist das normal?' instead of suggesting an exercise first", () => {
    const [, normal] = converse(martinaPro, ["Mein Nacken ist total verspannt.", "Ist das normal?"]);
    expect(normal?.reply.content).toMatch(/^Ja, das kennen viele Menschen/);
    expect(normal?.reply.suggestions.length).toBeLessThanOrEqual(1);
  });

  it("sends palpitations with 'Sollte ich mir Sorgen machen?' to be checked", () => {
    const [, worry] = converse(martina, ["Ich habe oft Herzrasen.", "Sollte ich mir Sorgen machen?"]);
    expect(worry?.reply.content).toMatch(
      /^Nach einem Notfall klingt das nicht\. Bitte lass das in den nächsten Tagen ärztlich abklären\. Herzstolpern oder Herzrasen/,
    );
  });

  it("sends an animal's limp to the vet, not to a doctor, and suggests no exercise for it", () => {
    const [limp] = converse(bello, ["Er humpelt seit einer Woche."]);
    expect(limp?.reply.content).toMatch(
      /^Nach einem Notfall klingt das nicht\. Bitte lass das in den nächsten Tagen tierärztlich abklären\. Ein Hinken/,
    );
    expect(limp?.reply.content).not.toMatch(/(?<!tier)ärztlich/);
    expect(limp?.reply.suggestions).toEqual([]);
  });

  it("reads a dog's rank in the family as the dog's topic, not the owner's family", () => {
    const [rank] = converse(belloPro, ["Bello ist der Chef in der Familie, er knurrt die Kinder an."]);
    expect(rank?.reply.content).not.toMatch(/deine Familie/);
    expect(rank?.reply.content).toContain("Bello");
  });

  it("hears 'bitte keine Atemübung' and offers none afterwards", () => {
    const turns = converse(martinaPro, [
      "Ich bin total gestresst.",
      "Bitte keine Atemübung.",
      "Ich bin so unruhig.",
      "Ich kann nicht schlafen.",
    ]);
    expect(turns[1]?.reply.content).toMatch(/^Alles klar, Martina, das lasse ich ab jetzt weg/);
    for (const { reply } of turns.slice(1)) {
      for (const suggestion of reply.suggestions) {
        if (suggestion.exerciseId) expect(findExercise(suggestion.exerciseId)?.category).not.toBe("atmung");
      }
    }
  });

  it("answers 'Was wäre ein guter erster Schritt?' for the topic named earlier, and says so", () => {
    const [, step] = converse(martina, [
      "Mein Nacken ist total verspannt.",
      "Was wäre ein guter erster Schritt für morgen früh?",
    ]);
    expect(step?.reply.content).toMatch(/^Ein guter erster Schritt: Steh jede Stunde einmal kurz auf/);
    expect(step?.reply.content).toContain("was du vorhin erwähnt hast: deine Verspannungen");
  });

  it("names the analysis' recommendation once per conversation, not with every exercise", () => {
    const turns = converse(martinaPro, [
      "Ich bin total gestresst.",
      "Ich bin so gestresst, alles ist zu viel.",
      "Ich bin unruhig und angespannt.",
    ]);
    const notes = turns.filter(({ reply }) => reply.content.includes("stand auch schon in den Empfehlungen"));
    expect(notes.length).toBeLessThanOrEqual(1);
  });
});

describe("500 generated replies", () => {
  it("contain none of the banned constructions", () => {
    const messages = [...HUMAN_SCRIPTS, ...ANIMAL_SCRIPTS, ...CATS].flatMap((script) => script.turns);
    const profiles = [martina, martinaPro, jonas, bello, belloPro, minka];
    let checked = 0;
    for (const profile of profiles) {
      const history: CoachMessage[] = [];
      for (const message of messages) {
        const reply = composeReply({ profile, history: history.slice(-8), memory: [], message });
        if (reply.kind === "text") {
          expectGoodGerman(reply.content, `${profile.name}: „${message}“ → ${reply.content}`);
          checked += 1;
        }
        history.push({ role: "user", content: message }, { role: "assistant", content: reply.content });
      }
    }
    expect(checked).toBeGreaterThanOrEqual(500);
  }, 60_000);
});
