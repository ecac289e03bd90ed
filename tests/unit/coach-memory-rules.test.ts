// Issue 16: the rules that decide what the coach remembers. Durable first-person (or
// about-the-animal) statements become short German sentences of their own; questions, passing or
// uncertain statements, negations, other people and crisis messages give nothing.
import { describe, expect, it } from "vitest";

import { analysisFacts, profileFacts } from "@/lib/memory/derive-facts";
import { extractFacts } from "@/lib/memory/extract-facts";
import { planDerivedSync, type SyncedFact } from "@/lib/memory/plan-sync";
import { rememberedProfile } from "@/lib/memory/remembered-profile";
import type { MemorySubject } from "@/lib/memory/types";

const person: MemorySubject = { kind: "human" };
const luna: MemorySubject = { kind: "animal", name: "Luna", gender: "weiblich", species: "hund" };
const bello: MemorySubject = { kind: "animal", name: "Bello", gender: "männlich", species: "hund" };
const mio: MemorySubject = { kind: "animal", name: "Mio", gender: "unbekannt", species: "katze" };

const factsOf = (text: string, subject: MemorySubject = person) =>
  extractFacts(text, subject).map((fact) => fact.content);

describe("a person's durable statements", () => {
  it.each([
    ["Ich schlafe seit der Trennung schlecht.", "Du schläfst seit der Trennung schlecht."],
    ["Seit der Trennung schlafe ich total schlecht.", "Du schläfst seit der Trennung schlecht."],
    ["Ich kann nachts auch schlecht schlafen.", "Du schläfst nachts schlecht."],
    ["Seit dem Umzug kann ich kaum einschlafen.", "Du kannst seit dem Umzug schlecht einschlafen."],
    ["Ich wache seit drei Wochen nachts ständig auf.", "Du wachst seit drei Wochen nachts oft auf."],
    ["Ich habe seit Monaten Schlafprobleme.", "Du hast seit Monaten Schlafprobleme."],
    [
      "Ich kann seit dem Tod meiner Mutter nicht mehr richtig schlafen.",
      "Du schläfst seit dem Tod deiner Mutter schlecht.",
    ],
    ["Ich habe seit Wochen Rückenschmerzen.", "Du hast seit Wochen Rückenschmerzen."],
    ["Mein Rücken tut seit Monaten weh.", "Du hast seit Monaten Rückenschmerzen."],
    ["Mir tut seit einem Jahr der Nacken weh.", "Du hast seit einem Jahr Nackenschmerzen."],
    ["Ich habe oft Kopfschmerzen.", "Du hast oft Kopfschmerzen."],
    ["Ich leide unter chronischer Migräne.", "Du hast chronische Migräne."],
    ["Ich habe mich vor drei Monaten von meinem Freund getrennt.", "Du hast eine Trennung hinter dir."],
    ["Mein Mann hat mich verlassen.", "Du hast eine Trennung hinter dir."],
    ["Ich bin seit letztem Jahr geschieden.", "Du bist geschieden."],
    ["Die Arbeit laugt mich total aus.", "Deine Arbeit belastet dich."],
    ["Mein Chef setzt mich seit Monaten unter Druck.", "Dein Chef setzt dich seit Monaten unter Druck."],
    ["Meine Chefin macht mir ständig Druck.", "Deine Chefin setzt dich unter Druck."],
    ["Ich habe viel Stress bei der Arbeit.", "Du hast viel Stress bei der Arbeit."],
    ["Ich habe ständig Ärger mit meinen Kollegen.", "Du hast Stress mit deinen Kollegen."],
    ["Wenn ich allein bin, bekomme ich Angst.", "Wenn du allein bist, bekommst du Angst."],
    ["In Menschenmengen bekomme ich Panik.", "In Menschenmengen bekommst du Panik."],
    ["Bei Streit werde ich sofort unruhig.", "Bei Streit wirst du unruhig."],
    ["Spazierengehen hilft mir sehr.", "Spaziergänge helfen dir."],
    ["Was mir hilft, ist Musik und Yoga.", "Musik und Yoga helfen dir."],
    ["Ein warmes Bad tut mir gut.", "Ein warmes Bad hilft dir."],
    ["Mit meinem Hund kann ich am besten abschalten.", "Zeit mit deinem Hund hilft dir."],
  ])("%s → %s", (text, fact) => {
    expect(factsOf(text)).toEqual([fact]);
  });

  it.each([
    // Nothing that makes it last.
    "Ich schlafe schlecht.",
    "Ich habe Kopfschmerzen.",
    // Passing: today, last night, days.
    "Heute habe ich Kopfschmerzen.",
    "Letzte Nacht habe ich schlecht geschlafen.",
    "Ich habe seit zwei Tagen Rückenschmerzen.",
    "Seit einer halben Stunde habe ich Schmerzen im Oberbauch.",
    "Ich wache nachts auf mit Schmerzen in der Brust, seit 40 min.",
    "Gerade habe ich viel Stress bei der Arbeit.",
    // Negated or over.
    "Ich schlafe nicht schlecht, seit Wochen.",
    "Ich habe keine Rückenschmerzen mehr.",
    "Musik hilft mir nicht.",
    "Früher hatte ich oft Migräne.",
    "Wir haben uns nie getrennt.",
    // Questions and doubt.
    "Hilft Musik gegen Stress?",
    "Warum schlafe ich seit der Trennung so schlecht?",
    "Vielleicht schlafe ich seit Wochen schlecht.",
    "Ich weiß nicht, ob ich seit Wochen schlecht schlafe.",
    "Würde mir Yoga helfen?",
    // Other people.
    "Mein Mann schläft seit Wochen schlecht.",
    "Meine Eltern haben sich getrennt.",
    "Meine Tochter hat oft Kopfschmerzen.",
    // Nothing durable at all.
    "Danke, das hat mir geholfen.",
    "Ich bin müde.",
    "Bello bellt, wenn er allein ist.",
  ])("stores nothing for %s", (text) => {
    expect(factsOf(text)).toEqual([]);
  });

  it("says it in its own sentence, never the user's sentence with the pronouns swapped", () => {
    const facts = factsOf("Seit meiner Trennung von meinem Ex schlafe ich schlecht.");
    expect(facts).toEqual(["Du schläfst seit der Trennung schlecht.", "Du hast eine Trennung hinter dir."]);
    for (const fact of facts) expect(fact).not.toMatch(/\b(?:meiner|meinem|mich|mir|ich)\b/i);
  });

  it("reads several sentences and keeps at most three facts", () => {
    expect(
      factsOf(
        "Ich schlafe seit Wochen schlecht. Mein Rücken tut seit Monaten weh. Mein Chef setzt mich unter Druck. Yoga hilft mir.",
      ),
    ).toEqual([
      "Du schläfst seit Wochen schlecht.",
      "Du hast seit Monaten Rückenschmerzen.",
      "Dein Chef setzt dich unter Druck.",
    ]);
  });
});

describe("statements about the animal", () => {
  it.each([
    ["Luna bellt immer, wenn sie allein ist.", luna, "Luna bellt, wenn sie allein ist."],
    ["Sie bellt, wenn sie allein ist.", luna, "Luna bellt, wenn sie allein ist."],
    ["Mein Hund zittert bei Gewitter.", luna, "Luna zittert bei Gewitter."],
    ["Luna hat an Silvester immer Angst.", luna, "Luna hat bei Feuerwerk Angst."],
    [
      "Bello ist abends total unruhig, seit wir umgezogen sind.",
      bello,
      "Bello ist seit dem Umzug abends unruhig.",
    ],
    ["Er humpelt auch seit einer Woche.", bello, "Bello humpelt seit einer Woche."],
    [
      "Mein Hund zieht beim Gassigehen stark an der Leine.",
      bello,
      "Bello zieht beim Spaziergang an der Leine.",
    ],
    [
      "Bello zerstört Dinge, wenn er allein bleiben muss.",
      bello,
      "Bello zerstört Dinge, wenn er allein ist.",
    ],
    ["Bello beruhigt sich mit Musik.", bello, "Musik hilft Bello."],
    ["Schnüffelspiele helfen Luna sehr.", luna, "Schnüffelspiele helfen Luna."],
    ["Mio versteckt sich, wenn wir weg sind.", mio, "Mio versteckt sich beim Alleinsein."],
  ])("%s → %s", (text, subject, fact) => {
    expect(factsOf(text, subject)).toEqual([fact]);
  });

  it.each([
    ["Luna bellt.", luna],
    ["Bello bellt nicht, wenn er allein ist.", bello],
    ["Ich bin selbst auch total erschöpft.", bello],
    ["Ich schlafe seit der Trennung schlecht.", luna],
    ["Heute hat Luna bei Gewitter gezittert.", luna],
    ["Bellt Luna, wenn sie allein ist?", luna],
    ["Bello humpelt seit zwei Tagen.", bello],
    // The profile is a cat: 'mein Hund' is another animal.
    ["Mein Hund bellt, wenn er allein ist.", mio],
  ])("stores nothing for %s", (text, subject) => {
    expect(factsOf(text, subject)).toEqual([]);
  });
});

describe("crisis messages", () => {
  it("never become facts, also when the crisis is spread over two messages", () => {
    expect(factsOf("Ich schlafe seit der Trennung schlecht und will nicht mehr leben.")).toEqual([]);
    const text = "Ich habe seit Wochen Rückenschmerzen und am Wochenende nehme ich alle.";
    expect(factsOf(text)).toEqual(["Du hast seit Wochen Rückenschmerzen."]);
    expect(extractFacts(text, person, { earlier: ["Ich habe Tabletten gesammelt."] })).toEqual([]);
  });

  it("stays linear: a long message is read quickly", () => {
    const long = "Ich schlafe seit der Trennung schlecht und weiß nicht weiter. ".repeat(60);
    const start = performance.now();
    extractFacts(long, person);
    expect(performance.now() - start).toBeLessThan(500);
  });
});

describe("facts of the profile and the analysis", () => {
  it("says the stress level, the ticked complaints and what lasts in the free text", () => {
    const facts = profileFacts({
      profileType: "human",
      name: "Mara",
      stressLevel: 7,
      currentSymptoms: ["schlafstoerungen", "nackenverspannung"],
      currentHealthIssues: "Seit der Trennung schlafe ich schlecht.",
      emotionalConcerns: "Ich will nicht mehr leben, ich habe seit Wochen Rückenschmerzen.",
    });
    expect(facts).toEqual([
      {
        source: "profile",
        derivedFrom: "profile:stress:7",
        content: "Du hast dein Stresslevel mit 7 von 10 angegeben.",
      },
      {
        source: "profile",
        derivedFrom: "profile:symptoms:nackenverspannung,schlafstoerungen",
        content: "Im Profil hast du diese Beschwerden angegeben: Schlafstörungen und Nackenverspannung.",
      },
      {
        source: "profile",
        derivedFrom: "profile:text:Du schläfst seit der Trennung schlecht.",
        content: "Du schläfst seit der Trennung schlecht.",
      },
    ]);
  });

  it("names the animal", () => {
    const facts = profileFacts({
      profileType: "animal",
      name: "Luna",
      gender: "weiblich",
      animalType: "hund",
      behaviorPatterns: ["bellen"],
      emotionalIssues: ["trennungsangst"],
      generalBehavior: "Luna bellt, wenn sie allein ist.",
    });
    expect(facts.map((fact) => fact.content)).toEqual([
      "Im Profil von Luna hast du angegeben: Bellt oder miaut viel und Trennungsangst.",
      "Luna bellt, wenn sie allein ist.",
    ]);
    expect(
      analysisFacts(
        { profileType: "animal", name: "Luna" },
        { overallState: "unruhig", patternTitles: ["Trennungsstress"] },
      ).map((fact) => fact.content),
    ).toEqual([
      "Die letzte Analyse von Luna hat einen eher unruhigen Zustand gezeigt.",
      "In der Analyse von Luna ist das Muster „Trennungsstress“ aufgetaucht.",
    ]);
  });
});

describe("keeping derived facts in line", () => {
  const stored = (fact: Partial<SyncedFact> & Pick<SyncedFact, "id">): SyncedFact => ({
    source: "profile",
    content: "x",
    derivedFrom: null,
    dismissed: false,
    edited: false,
    ...fact,
  });
  const derived = [
    { source: "profile" as const, derivedFrom: "profile:stress:7", content: "Stress 7" },
    { source: "analysis" as const, derivedFrom: "analysis:pattern:A", content: "Muster A" },
  ];

  it("adds what is new, leaves a deleted or edited one alone, and removes what is gone", () => {
    const plan = planDerivedSync(
      [
        stored({ id: "deleted", derivedFrom: "analysis:pattern:A", dismissed: true, content: "" }),
        stored({ id: "gone", derivedFrom: "profile:stress:5" }),
        stored({ id: "edited", derivedFrom: "profile:symptoms:x", edited: true }),
        stored({ id: "said", source: "chat" }),
      ],
      derived,
      false,
    );
    expect(plan).toEqual({ create: [derived[0]], remove: ["gone"] });
  });

  it("adds nothing while paused, and nothing the memory already says", () => {
    expect(planDerivedSync([], derived, true).create).toEqual([]);
    expect(
      planDerivedSync([stored({ id: "c", source: "chat", content: "Stress 7" })], derived, false).create,
    ).toEqual([derived[1]]);
  });
});

describe("the profile as the coach may use it", () => {
  it("keeps a figure only while its fact is in the memory as derived", () => {
    const profile = {
      name: "Mara",
      profileType: "human" as const,
      stressLevel: 8,
      overallState: "überreizt" as const,
      patternTitles: ["A", "B"],
    };
    expect(
      rememberedProfile(profile, [
        { source: "analysis", content: "", derivedFrom: "analysis:pattern:B" },
        { source: "profile", content: "", derivedFrom: "profile:stress:8" },
      ]),
    ).toMatchObject({ stressLevel: 8, overallState: null, patternTitles: ["B"] });
    expect(rememberedProfile(profile, [])).toMatchObject({
      stressLevel: null,
      overallState: null,
      patternTitles: [],
    });
  });
});
