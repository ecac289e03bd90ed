// Issue 23, the household: the coach knows every profile of the account and answers about the dog
// from the dog's own profile while the person's profile is active, and the other way round. A
// profile the plan locks is known by name only; only the profiles passed in exist for the coach.
import { describe, expect, it } from "vitest";

import { composeReply } from "@/lib/coach";
import { questionKind } from "@/lib/coach/answer-first";
import type { CoachHouseholdMember, CoachMessage, CoachProfile, CoachReply } from "@/lib/coach/types";

import { ANSWER_START, expectGoodGerman } from "../support/coach-checks";

const martina: CoachProfile = {
  name: "Martina",
  profileType: "human",
  stressLevel: 7,
  overallState: "überreizt",
  patternTitles: ["Anspannung im Nacken"],
};
const bello: CoachHouseholdMember = {
  name: "Bello",
  profileType: "animal",
  animalType: "hund",
  overallState: "unruhig",
  patternTitles: ["Unruhe am Abend"],
};
const minka: CoachHouseholdMember = {
  name: "Minka",
  profileType: "animal",
  animalType: "katze",
  overallState: "müde",
  patternTitles: ["Rückzug nach Besuch"],
};

function converse(
  profile: CoachProfile,
  household: CoachHouseholdMember[],
  turns: readonly string[],
): CoachReply[] {
  const history: CoachMessage[] = [];
  return turns.map((message) => {
    const reply = composeReply({ profile, household, history: [...history], recentJournal: [], message });
    history.push({ role: "user", content: message }, { role: "assistant", content: reply.content });
    return reply;
  });
}

const PERSONS_DOCTOR = /(?<!tier)ärztlich|Arzttermin|Ärztin oder (?:einem|ein) Arzt/;

describe("the household: the person's profile is active", () => {
  it("answers about Bello by name from Bello's own analysis", () => {
    const [reply] = converse(martina, [bello], ["Bello ist abends total unruhig."]);
    expect(reply?.content).toContain("In der Analyse von Bello ist das Muster „Unruhe am Abend“");
    expect(reply?.content).not.toMatch(/\bdein(?:em|en)? (?:Hund|Tier)\b/);
    expect(reply?.content).not.toContain("Anspannung im Nacken");
  });

  it("reads 'mein Hund' as Bello, the account's one dog", () => {
    const [reply] = converse(martina, [bello, minka], ["Mein Hund bellt, wenn er allein zu Hause ist."]);
    expect(reply?.content).toContain("Bello");
    expect(reply?.content).toMatch(/Analyse von Bello/);
    expect(reply?.content).not.toContain("Minka");
  });

  it("reads 'die Katze' as Minka, with Minka's pattern", () => {
    const [reply] = converse(martina, [bello, minka], ["Die Katze versteckt sich seit dem Besuch."]);
    expect(reply?.content).toContain("Minka");
    expect(reply?.content).not.toContain("Unruhe am Abend");
  });

  it("keeps Bello as the subject of a short follow-up question and of 'er'", () => {
    const [, normal, limp, worry] = converse(
      martina,
      [bello],
      [
        "Bello ist abends total unruhig.",
        "Ist das normal?",
        "Er humpelt auch seit einer Woche.",
        "Sollte ich mir Sorgen machen?",
      ],
    );
    expect(normal?.content).toMatch(/^Das kommt bei vielen Tieren vor/);
    expect(normal?.content).toContain("Bello");
    for (const reply of [limp, worry]) {
      expect(reply?.content).toMatch(/tierärztlich abklären/);
      expect(reply?.content).not.toMatch(PERSONS_DOCTOR);
      expect(reply?.content).toContain("Bello");
    }
  });

  it("comes back to the person when she speaks about herself", () => {
    const [, neck] = converse(
      martina,
      [bello],
      ["Bello ist abends unruhig.", "Mein Nacken ist total verspannt."],
    );
    expect(neck?.content).toContain("In deiner Analyse ist das Muster „Anspannung im Nacken“");
    expect(neck?.content).not.toContain("Unruhe am Abend");
  });

  it("leaves several dogs without a name undecided rather than guessing", () => {
    const rex: CoachHouseholdMember = { ...bello, name: "Rex", patternTitles: ["Angst vor Gewitter"] };
    const [reply] = converse(martina, [bello, rex], ["Mein Hund ist abends total unruhig."]);
    expect(reply?.content).not.toContain("Unruhe am Abend");
    expect(reply?.content).not.toContain("Angst vor Gewitter");
  });
});

describe("the household: the animal's profile is active", () => {
  const belloActive: CoachProfile = { ...bello };

  it("uses Bello's own pattern", () => {
    const [reply] = converse(belloActive, [martina], ["Bello ist abends total unruhig."]);
    expect(reply?.content).toContain("In der Analyse von Bello ist das Muster „Unruhe am Abend“");
  });

  it("answers the owner about herself from her own profile, by name", () => {
    const [, own] = converse(
      belloActive,
      [martina],
      ["Bello ist abends total unruhig.", "Ich bin selbst total verspannt im Nacken."],
    );
    expect(own?.content).toContain("In deiner Analyse ist das Muster „Anspannung im Nacken“");
    expect(own?.content).toContain("Martina");
    expect(own?.content).not.toContain("Unruhe am Abend");
  });

  it("keeps 'Er humpelt … Sollte ich mir Sorgen machen?' with Bello, at the vet, though the owner says 'ich'", () => {
    const [, limp, tired] = converse(
      belloActive,
      [martina],
      [
        "Bello ist abends total unruhig.",
        "Er humpelt auch seit einer Woche. Sollte ich mir Sorgen machen?",
        "Ich bin selbst auch total erschöpft.",
      ],
    );
    expect(limp?.content).toContain("tierärztlich abklären");
    expect(limp?.content).not.toMatch(PERSONS_DOCTOR);
    expect(limp?.content).toContain("Bello");
    // Back with the owner, the dog's unrest is not recalled as her own worries.
    expect(tired?.content).toContain("Martina");
    expect(tired?.content).not.toMatch(/Du hattest vorhin (?:deine Ängste|deine Unruhe)/);
  });

  it("answers about Minka from Minka's profile while Bello is active", () => {
    const [reply] = converse(belloActive, [martina, minka], ["Minka frisst seit dem Umzug kaum."]);
    expect(reply?.content).toContain("Minka");
    expect(reply?.content).not.toContain("Unruhe am Abend");
  });
});

// The independent conversations: with Martina active, 'Tom' (a second person profile) was spoken
// to as if he were writing ('Danke, dass du das mit mir teilst, Tom.') and his analysis never used.
describe("the household: another person of the account", () => {
  const tom: CoachHouseholdMember = {
    name: "Tom",
    profileType: "human",
    overallState: "müde",
    patternTitles: ["Druck in der Schule"],
  };
  const SPOKEN_TO_TOM = /(?:^|[.!?] )Tom, |, Tom\?|(?:dich|dir|du)[^.?]*\bTom\?$/;

  it("answers about Tom by name from Tom's own analysis, speaking to Martina", () => {
    const [reply] = converse(martina, [tom, bello], ["Tom hat Angst vor der Schule."]);
    expect(reply?.content).toContain("In der Analyse von Tom ist das Muster „Druck in der Schule“");
    expect(reply?.content).toMatch(/Toms Ängste und Sorgen/);
    expect(reply?.content).toMatch(/, Martina\?$/);
    expect(reply?.content).not.toMatch(SPOKEN_TO_TOM);
    expect(reply?.content).not.toContain("Anspannung im Nacken");
    expect(reply?.suggestions).toEqual([]);
  });

  it("keeps Tom as the subject of the next questions and answers them first", () => {
    const [, normal, todo, howLong] = converse(
      martina,
      [tom, bello],
      ["Mein Sohn Tom schläft schlecht.", "Ist das normal?", "Was kann ich tun?", "Wie lange dauert das?"],
    );
    expect(normal?.content).toMatch(/^Das kennen viele[^.]*– Tom ist damit nicht allein\./);
    expect(todo?.content).toMatch(/^Was du für Tom tun kannst: Sorgt gemeinsam für feste Zeiten/);
    expect(howLong?.content).toMatch(/^Das ist verschieden/);
    for (const reply of [normal, todo, howLong]) {
      expect(reply?.content).not.toMatch(SPOKEN_TO_TOM);
      expect(reply?.content).not.toMatch(/\bdu bist damit nicht allein|deine[nm]? (?:Schlaf|Analyse)/);
      expectGoodGerman(reply?.content ?? "", "Tom");
    }
  });

  it("sends a sign that deserves a check to the doctor, for Tom", () => {
    const [reply] = converse(
      martina,
      [tom],
      ["Tom hat seit Wochen Herzrasen. Sollte ich mir Sorgen machen?"],
    );
    expect(reply?.content).toMatch(/^Nach einem Notfall klingt das nicht\./);
    expect(reply?.content).toContain("ärztlich abklären");
  });

  it("comes back to Martina when she speaks about herself", () => {
    const [, own] = converse(martina, [tom], ["Tom schläft schlecht.", "Ich bin selbst total erschöpft."]);
    expect(own?.content).not.toContain("Tom");
    expect(own?.content).toMatch(/deine Erschöpfung|Erschöpfung/);
  });

  it("with Bello active, the owner speaking of herself is still herself", () => {
    const [reply] = converse(bello, [martina], ["Ich bin selbst total erschöpft."]);
    expect(reply?.content).toContain("Martina");
    expect(reply?.content).not.toMatch(/Martinas|von Martina/);
  });
});

describe("the household and the plan", () => {
  const locked: CoachHouseholdMember = { ...bello, locked: true };

  it("knows a locked profile by name only, says so once, and never uses its analysis", () => {
    const [first, second] = converse(
      martina,
      [locked],
      ["Bello ist abends total unruhig.", "Was kann ich tun?"],
    );
    expect(first?.content).toContain("Bello");
    expect(first?.content).toContain("Das Profil von Bello ist in deinem Free-Plan gesperrt");
    expect(second?.content).not.toContain("Free-Plan gesperrt");
    for (const reply of [first, second]) {
      expect(reply?.content).not.toContain("Unruhe am Abend");
      expect(reply?.content).not.toMatch(/Zustand gezeigt/);
    }
  });

  it("knows no profile it was not given: another account's dog stays unknown", () => {
    const [reply] = converse(martina, [], ["Bello ist abends total unruhig."]);
    expect(reply?.content).not.toContain("Unruhe am Abend");
  });
});

/** A turn and the profile its reply must name. */
type Turn = readonly [message: string, named: string];

interface HouseholdScript {
  name: string;
  active: "Martina" | "Bello";
  turns: readonly Turn[];
}

const HOUSEHOLD_SCRIPTS: readonly HouseholdScript[] = [
  {
    name: "the dog's evening unrest from the person's chat",
    active: "Martina",
    turns: [
      ["Ich bin total gestresst bei der Arbeit.", "Martina"],
      ["Bello ist abends total unruhig.", "Bello"],
      ["Ist das normal?", "Bello"],
      ["Kann das mit dem Umzug zusammenhängen?", "Bello"],
      ["Mein Nacken ist total verspannt.", "Martina"],
    ],
  },
  {
    name: "'mein Hund' and a limp",
    active: "Martina",
    turns: [
      ["Mein Hund bellt, wenn er allein zu Hause ist.", "Bello"],
      ["Was wäre ein guter erster Schritt?", "Bello"],
      ["Er humpelt auch seit einer Woche.", "Bello"],
      ["Sollte ich mir Sorgen machen?", "Bello"],
    ],
  },
  {
    name: "the owner's own stress from the dog's chat",
    active: "Bello",
    turns: [
      ["Bello ist abends total unruhig.", "Bello"],
      ["Ich bin selbst total erschöpft.", "Martina"],
      ["Was kann ich tun?", "Martina"],
      ["Er knurrt neuerdings, wenn jemand an seinen Napf geht.", "Bello"],
    ],
  },
  {
    name: "the cat from the dog's chat",
    active: "Bello",
    turns: [
      ["Minka versteckt sich seit dem Besuch unter dem Bett.", "Minka"],
      ["Wie lange dauert das?", "Minka"],
      ["Bello frisst kaum noch.", "Bello"],
    ],
  },
];

/** Free after a downgrade: only the oldest profile (the active one here) is usable. */
function householdFor(active: "Martina" | "Bello", plan: "free" | "pro"): CoachHouseholdMember[] {
  const others: CoachHouseholdMember[] = active === "Martina" ? [bello, minka] : [{ ...martina }, minka];
  return others.map((member) => ({ ...member, locked: plan === "free" }));
}

describe("scripted household conversations, Free and Pro", () => {
  const runs = HOUSEHOLD_SCRIPTS.flatMap((script) =>
    (["free", "pro"] as const).map(
      (plan) => [`${plan === "free" ? "Free" : "Pro"} · ${script.name}`, script, plan] as const,
    ),
  );

  it.each(runs)("%s", (_label, script, plan) => {
    const profile: CoachProfile = script.active === "Martina" ? martina : { ...bello };
    const replies = converse(
      profile,
      householdFor(script.active, plan),
      script.turns.map(([message]) => message),
    );
    const offered: string[] = [];
    replies.forEach((reply, index) => {
      const [message, named] = script.turns[index] ?? ["", ""];
      const where = `turn ${index + 1} „${message}“ → ${reply.content}`;
      expect(reply.content, where).toContain(named);
      expectGoodGerman(reply.content, where);
      const kind = questionKind(message);
      if (kind && reply.kind === "text") expect(reply.content, where).toMatch(ANSWER_START[kind]);
      for (const id of reply.suggestions.flatMap((suggestion) => suggestion.exerciseId ?? [])) {
        expect(offered, where).not.toContain(id);
        offered.push(id);
      }
      // Pro grounds the reply in the named profile's own analysis; Free never in a locked one's.
      const other = [bello, minka, martina].find((candidate) => candidate.name === named);
      const pattern = other?.patternTitles?.[0] ?? "";
      if (plan === "free" && named !== script.active) expect(reply.content, where).not.toContain(pattern);
    });
    const notes = replies.filter((reply) => reply.content.includes("Free-Plan gesperrt")).length;
    if (plan === "pro") expect(notes).toBe(0);
  });
});

describe("the household and the safety net", () => {
  const cases: readonly (readonly [string, string, CoachProfile, CoachHouseholdMember[], RegExp])[] = [
    [
      "Martina's chat",
      "Bello atmet ganz schwer und hat eine blaue Zunge.",
      martina,
      [bello],
      /^Bitte bring Bello jetzt zum Tierarzt/,
    ],
    [
      "Martina's chat",
      "Bello hat seit drei Tagen Fieber.",
      martina,
      [bello],
      /^Bitte bring Bello jetzt zum Tierarzt/,
    ],
    [
      "Martina's chat",
      "Ich habe seit einer Stunde Druck auf der Brust, Bello liegt neben mir.",
      martina,
      [bello],
      /^Bitte geh jetzt zu einer Ärztin oder einem Arzt\. Bitte ruf jetzt den Notruf/,
    ],
    [
      "Bello's chat",
      "Ich habe seit einer Stunde Druck auf der Brust, Bello liegt neben mir.",
      { ...bello },
      [martina],
      /^Bitte geh jetzt zu einer Ärztin oder einem Arzt\. Bitte ruf jetzt den Notruf/,
    ],
    [
      "Bello's chat",
      "Ich habe seit drei Tagen hohes Fieber, Bello liegt die ganze Zeit bei mir.",
      { ...bello },
      [martina],
      /^Bitte geh jetzt zu einer Ärztin oder einem Arzt/,
    ],
    [
      "Bello's chat, no household",
      "Ich habe seit einer Stunde Druck auf der Brust, Bello liegt neben mir.",
      { ...bello },
      [],
      /^Bitte geh jetzt zu einer Ärztin oder einem Arzt/,
    ],
  ];

  it.each(cases)("%s: '%s' is sent where it belongs", (_where, message, profile, members, expected) => {
    const [reply] = converse(profile, members, [message]);
    expect(reply?.kind).toBe("red_flag");
    expect(reply?.content).toMatch(expected);
  });
});
