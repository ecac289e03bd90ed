// Issue 23: signs that are no emergency but deserve a check get the red flags' second level
// ("abklaeren") in its own words, from the same data as the red-flag card; an animal's sign goes
// to the vet, never to a doctor. And a question the coach cannot place gets an honest answer.
import { describe, expect, it } from "vitest";

import { composeReply } from "@/lib/coach";
import type { CoachMessage, CoachProfile, CoachReply } from "@/lib/coach/types";
import { detectCheckAdvice } from "@/lib/safety/red-flags";

const martina: CoachProfile = { name: "Martina", profileType: "human", overallState: "überreizt" };
const bello: CoachProfile = {
  name: "Bello",
  profileType: "animal",
  animalType: "hund",
  overallState: "unruhig",
};
const minka: CoachProfile = { name: "Minka", profileType: "animal", animalType: "katze" };

function converse(profile: CoachProfile, turns: readonly string[]): CoachReply[] {
  const history: CoachMessage[] = [];
  return turns.map((message) => {
    const reply = composeReply({ profile, history: [...history], recentJournal: [], message });
    history.push({ role: "user", content: message }, { role: "assistant", content: reply.content });
    return reply;
  });
}

const PERSONS_DOCTOR = /(?<!tier)ärztlich|Arzttermin|Ärztin oder (?:einem|ein) Arzt/;

describe("worth a check: the red flags' 'abklaeren' level", () => {
  const human: readonly string[] = [
    "Ich habe manchmal Herzrasen, wenn ich im Bett liege.",
    "Ich habe seit Wochen Rückenschmerzen.",
    "Ich habe in letzter Zeit 5 Kilo abgenommen, ohne es zu wollen.",
  ];

  it.each(human)("a person's '%s' gets the red-flag data's own calm words, first", (message) => {
    const [reply] = converse(martina, [message]);
    const [flag] = detectCheckAdvice(message, "human");
    expect(flag?.level).toBe("abklaeren");
    expect(reply?.kind).toBe("text");
    expect(reply?.content).toMatch(/^Nach einem Notfall klingt das nicht\./);
    expect(reply?.content).toContain(flag?.message ?? "–");
    expect(reply?.content).toContain("ärztlich abklären");
  });

  it("answers 'Sollte ich mir Sorgen machen?' after palpitations with the check", () => {
    const [, worry] = converse(martina, ["Ich habe oft Herzrasen.", "Sollte ich mir Sorgen machen?"]);
    expect(worry?.content).toMatch(
      /^Nach einem Notfall klingt das nicht\. Bitte lass das in den nächsten Tagen ärztlich abklären\./,
    );
  });

  const animal: readonly (readonly [CoachProfile, string])[] = [
    [bello, "Er humpelt seit einer Woche."],
    [bello, "Bello hat in letzter Zeit abgenommen."],
    [minka, "Sie trinkt in letzter Zeit sehr viel."],
    [martina, "Mein Hund humpelt seit einer Woche, sollte ich mir Sorgen machen?"],
    [martina, "Unsere Katze hat abgenommen. Ist das normal?"],
  ];

  it.each(animal)("%o: '%s' goes to the vet, never to a doctor", (profile, message) => {
    const [reply] = converse(profile, [message]);
    expect(reply?.content).toContain("tierärztlich abklären");
    expect(reply?.content).not.toMatch(PERSONS_DOCTOR);
  });

  it("an animal's 'Was kann ich tun?' never sends to the owner's doctor", () => {
    const [, todo] = converse(martina, ["Mein Hund hat Schmerzen beim Laufen.", "Was kann ich tun?"]);
    expect(todo?.content).not.toMatch(PERSONS_DOCTOR);
  });
});

describe("a question the coach cannot place", () => {
  const unplaceable = [
    "Wie wird das Wetter am Wochenende?",
    "Was kostet ein Gebrauchtwagen?",
    "Wer hat die Fußball-WM gewonnen?",
    "Kannst du mir ein Rezept für Pfannkuchen geben?",
    "Was ist die Hauptstadt von Australien?",
    "Welche Aktie soll ich kaufen?",
    "Wie programmiere ich in Python?",
    "Wie spät ist es?",
    "Warum ist der Himmel blau?",
    "Wie lange dauert ein Flug nach New York?",
    "Kennst du einen guten Film?",
    "???",
  ];

  it.each(unplaceable)("'%s' gets 'Da bin ich mir nicht sicher' and no exercise", (message) => {
    for (const profile of [martina, bello]) {
      const [reply] = converse(profile, [message]);
      expect(reply?.content).toMatch(/^Da bin ich mir nicht sicher/);
      expect(reply?.content).toMatch(/Magst du mir in einem Satz sagen, worum es/);
      expect(reply?.suggestions).toEqual([]);
    }
  });

  it("also in the middle of a conversation", () => {
    for (const profile of [martina, bello]) {
      const [, reply] = converse(profile, ["Ich bin total gestresst.", "Wie wird das Wetter am Wochenende?"]);
      expect(reply?.content).toMatch(/^Da bin ich mir nicht sicher/);
      expect(reply?.suggestions).toEqual([]);
    }
  });

  // A 'Warum …?' or 'Wie lange …?' with a subject of its own is not read as a question about the
  // topic before it (the independent conversations: a generic 'Warum genau …' and an exercise).
  const elsewhere = [
    "Warum ist der Himmel blau?",
    "warum ist der himmel blau",
    "Wie lange dauert ein Flug nach New York?",
    "Ist die Erde wirklich rund?",
    "Warum gewinnt Österreich nie beim Song Contest?",
  ];

  it.each(elsewhere)("'%s' after a topic: unsure, back to the topic, no exercise", (message) => {
    for (const profile of [martina, bello]) {
      const [, , reply] = converse(profile, [
        "Ich bin total gestresst.",
        "Mein Nacken ist verspannt.",
        message,
      ]);
      expect(reply?.content).toMatch(/^Da bin ich mir nicht sicher/);
      expect(reply?.content).toMatch(/Magst du mir noch mehr über .+ erzählen/);
      expect(reply?.content).not.toMatch(/Warum genau|Das ist verschieden/);
      expect(reply?.suggestions).toEqual([]);
    }
  });

  const placed: [string, RegExp][] = [
    ["Warum ist das so?", /^Warum genau/],
    ["Wie lange dauert das?", /^Das ist verschieden/],
    ["Warum tut mir der Nacken immer abends weh?", /^Warum genau/],
    ["Wie lange dauert die Besserung meistens?", /^Das ist verschieden/],
  ];

  it.each(placed)("'%s' after a topic still refers to it", (message, answer) => {
    const [, reply] = converse(martina, ["Mein Nacken ist total verspannt.", message]);
    expect(reply?.content).toMatch(answer);
  });
});
