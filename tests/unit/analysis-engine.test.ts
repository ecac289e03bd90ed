import fc from "fast-check";
import { describe, expect, it } from "vitest";

import { analyzeProfile, ENGINE_VERSION, EXERCISE_IDS, FIELD_LABELS, IMPULSE_TOPICS } from "@/lib/analysis";
import type { AnalysisProfile, AnalysisResult } from "@/lib/analysis";
import { KNOWLEDGE_TOPICS } from "@/lib/analysis/knowledge-base";
import { RECOMMENDATION_CATALOG } from "@/lib/analysis/knowledge-base/recommendation-catalog";
import type { EnergyState } from "@/prisma/generated/client/enums";

interface Case {
  name: string;
  profile: AnalysisProfile;
  state: EnergyState;
  present?: string[];
  absent?: string[];
  redFlags?: string[];
}

const humanCases: Case[] = [
  {
    name: "office worker with neck pain, poor sleep and stress 8",
    profile: {
      profileType: "human",
      name: "Anna",
      stressLevel: 8,
      currentSymptoms: ["nackenverspannung", "schlafstoerungen"],
      currentHealthIssues:
        "Seit Monaten habe ich Nackenschmerzen und wache nachts oft auf. Keine Kopfschmerzen.",
      professionalSituation: "Ich arbeite im Büro, viele Überstunden und Termindruck.",
      financialSituation: "stabil",
      relationshipStatus: "verheiratet",
      exerciseRoutine: "Ich komme kaum zum Sport, sitze den ganzen Tag.",
      emotionalConcerns: "Ich grüble viel und habe Angst, nicht alles zu schaffen.",
    },
    state: "überreizt",
    present: ["koerper-nacken", "koerper-schlaf", "stress-hoch", "leben-arbeitslast"],
    absent: ["koerper-kopfschmerzen", "leben-bewegung-aktiv", "emotion-kraftquellen"],
    redFlags: [],
  },
  {
    name: "exhausted single mother with a baby",
    profile: {
      profileType: "human",
      name: "Miriam",
      stressLevel: 7,
      currentSymptoms: ["erschoepfung"],
      lifeSituation: "Ich bin alleinerziehend mit zwei Kindern, eines davon ist noch ein Baby.",
      currentHealthIssues: "Ich bin ständig müde und ausgelaugt und ständig erkältet.",
      exerciseRoutine: "Bewegung kommt gerade zu kurz, ich komme kaum dazu.",
      financialSituation: "angespannt",
    },
    state: "müde",
    present: ["koerper-erschoepfung", "leben-verantwortung", "leben-kleine-kinder", "koerper-infekte"],
    redFlags: [],
  },
  {
    name: "worried young man with a racing heart",
    profile: {
      profileType: "human",
      name: "Jonas",
      stressLevel: 6,
      currentSymptoms: ["herzrasen", "innere-unruhe"],
      emotionalConcerns: "Ich habe oft Angst vor der Zukunft und mache mir ständig Sorgen um alles.",
      emotionalState: "Nervös und angespannt, vor allem abends.",
    },
    state: "unruhig",
    present: ["emotion-angst", "koerper-innere-unruhe", "koerper-herz-kreislauf"],
    absent: ["emotion-kraftquellen"],
  },
  {
    name: "tension in back and jaw, swallowed anger",
    profile: {
      profileType: "human",
      name: "Sabine",
      stressLevel: 5,
      currentSymptoms: ["rueckenschmerzen", "kieferverspannung"],
      currentHealthIssues:
        "Verspannungen im ganzen Körper, der untere Rücken schmerzt seit Monaten, nachts knirsche ich mit den Zähnen.",
      emotionalConcerns: "Ich schlucke meinen Ärger oft hinunter und sage selten, was ich denke.",
    },
    state: "blockiert",
    present: ["koerper-verspannung", "koerper-unterer-ruecken", "koerper-zaehneknirschen", "emotion-wut"],
    absent: ["koerper-ruecken", "koerper-kiefer"],
  },
  {
    name: "content runner with stress 2",
    profile: {
      profileType: "human",
      name: "Lukas",
      stressLevel: 2,
      bodyType: "sportlich",
      financialSituation: "stabil",
      relationshipStatus: "verheiratet",
      exerciseRoutine: "Ich laufe dreimal pro Woche und mache jeden Morgen Yoga.",
      emotionalState: "Ich bin zufrieden und dankbar, es geht mir gut.",
      currentHealthIssues: "Keine nennenswerten Beschwerden, ab und zu leichter Heuschnupfen im Frühling.",
    },
    state: "gestärkt",
    present: ["stress-niedrig", "emotion-kraftquellen", "leben-bewegung-aktiv"],
    absent: ["leben-bewegungsmangel", "stress-hoch"],
    redFlags: [],
  },
  {
    name: "only a name and the default stress level",
    profile: { profileType: "human", name: "Eva", stressLevel: 5 },
    state: "harmonisch",
    absent: ["stress-hoch", "stress-niedrig", "stress-erhoeht"],
    redFlags: [],
  },
  {
    name: "every optional field null",
    profile: {
      profileType: "human",
      name: null,
      gender: null,
      age: null,
      birthDate: null,
      stressLevel: null,
      currentSymptoms: null,
      lifeSituation: null,
      currentHealthIssues: null,
      emotionalConcerns: null,
      childhoodExperiences: null,
      traumaHistory: null,
      financialSituation: null,
      relationshipStatus: null,
    },
    state: "harmonisch",
    redFlags: [],
  },
  {
    name: "tightness in the chest and shortness of breath",
    profile: {
      profileType: "human",
      name: "Peter",
      stressLevel: 6,
      currentHealthIssues:
        "Seit gestern habe ich ein Engegefühl in der Brust und bekomme beim Gehen kaum Luft.",
    },
    state: "harmonisch",
    redFlags: ["brustschmerz", "atemnot"],
  },
  {
    name: "migraine at stress 9 with screen work",
    profile: {
      profileType: "human",
      name: "Laura",
      stressLevel: 9,
      currentSymptoms: ["migraene", "kopfschmerzen"],
      currentHealthIssues: "Migräne, oft nach langen Tagen am Bildschirm, die Augen brennen.",
      professionalSituation: "IT-Projektleitung, immer erreichbar, viel Termindruck.",
    },
    state: "überreizt",
    present: ["koerper-migraene", "stress-hoch", "koerper-augen", "leben-arbeitslast"],
    absent: ["koerper-kopfschmerzen"],
  },
  {
    name: "widow in grief",
    profile: {
      profileType: "human",
      name: "Helga",
      age: 67,
      stressLevel: 6,
      relationshipStatus: "single",
      emotionalConcerns: "Mein Mann ist letztes Jahr gestorben, ich vermisse ihn jeden Tag.",
      emotionalState: "Traurig und oft antriebslos.",
      lifeSituation:
        "Seit dem Tod meines Mannes lebe ich allein, die Kinder wohnen weit weg, ich fühle mich einsam.",
    },
    state: "müde",
    present: ["emotion-trauer", "emotion-niedergeschlagenheit", "emotion-einsamkeit", "koerper-erschoepfung"],
  },
  {
    name: "complicated relationship and insecure money",
    profile: {
      profileType: "human",
      name: "Nina",
      stressLevel: 7,
      relationshipStatus: "kompliziert",
      financialSituation: "unsicher",
      currentSymptoms: ["magenbeschwerden"],
      emotionalConcerns: "Ständig Streit mit meinem Partner, ich weiß nicht, ob wir uns trennen.",
    },
    state: "unruhig",
    present: ["leben-beziehungsstatus", "leben-finanzen", "emotion-beziehungskonflikt", "koerper-magen"],
  },
  {
    name: "trauma and a hard childhood, handled gently",
    profile: {
      profileType: "human",
      name: "Julia",
      stressLevel: 6,
      traumaHistory: "Als Jugendliche habe ich Gewalt in der Familie erlebt.",
      childhoodExperiences: "Viel Streit zu Hause, mein Vater hat getrunken.",
      emotionalState: "Oft nervös und schreckhaft, wenn es laut wird.",
    },
    state: "unruhig",
    present: ["emotion-praegungen", "koerper-innere-unruhe"],
  },
  {
    name: "no trauma and a good childhood",
    profile: {
      profileType: "human",
      name: "Tobias",
      stressLevel: 4,
      traumaHistory: "keine",
      childhoodExperiences: "Schöne Kindheit, behütet auf dem Land aufgewachsen.",
    },
    state: "harmonisch",
    absent: ["emotion-praegungen"],
  },
  {
    name: "stress level 1 and nothing else",
    profile: { profileType: "human", name: "Ruth", stressLevel: 1 },
    state: "gestärkt",
    present: ["stress-niedrig"],
  },
  {
    name: "stress level 10 and nothing else",
    profile: { profileType: "human", name: "Max", stressLevel: 10 },
    state: "überreizt",
    present: ["stress-hoch"],
  },
  {
    name: "unknown list entries and a label instead of a slug",
    profile: {
      profileType: "human",
      name: "Ida",
      stressLevel: 5,
      currentSymptoms: ["xyz", "", "Kopfschmerzen"],
    },
    state: "überreizt",
    present: ["koerper-kopfschmerzen"],
  },
  {
    name: "negated complaints and a normal blood pressure",
    profile: {
      profileType: "human",
      name: "Karl",
      stressLevel: 5,
      currentHealthIssues:
        "Keine Rückenschmerzen, kein Tinnitus, keine Allergien. Mein Blutdruck ist normal.",
    },
    state: "harmonisch",
    absent: ["koerper-ruecken", "koerper-ohren", "koerper-allergien", "koerper-blutdruck"],
    redFlags: [],
  },
  {
    name: "umlauts written as ae, oe, ue",
    profile: {
      profileType: "human",
      name: "Juergen",
      stressLevel: 5,
      currentHealthIssues: "Rueckenschmerzen, Schlafstoerungen und Magenprobleme seit dem Fruehjahr.",
    },
    state: "überreizt",
    present: ["koerper-ruecken", "koerper-schlaf", "koerper-magen"],
  },
  {
    name: "sedentary and always tired",
    profile: {
      profileType: "human",
      name: "Markus",
      stressLevel: 5,
      exerciseRoutine: "Ich sitze den ganzen Tag im Büro und mache keinen Sport.",
      currentHealthIssues: "Ich bin immer müde, selbst nach dem Wochenende.",
    },
    state: "müde",
    present: ["leben-bewegungsmangel", "koerper-erschoepfung"],
    absent: ["leben-bewegung-aktiv"],
  },
  {
    name: "parents separated early, belly aches with conflict",
    profile: {
      profileType: "human",
      name: "Sophie",
      stressLevel: 4,
      childhoodExperiences: "Meine Eltern haben sich früh getrennt, es gab viel Streit.",
      currentHealthIssues: "Oft Bauchschmerzen, wenn es Konflikte gibt.",
    },
    state: "unruhig",
    present: ["emotion-praegungen", "koerper-verdauung"],
  },
  {
    name: "blood in the stool, normal blood pressure",
    profile: {
      profileType: "human",
      name: "Georg",
      stressLevel: 5,
      currentHealthIssues: "Ich hatte letzte Woche Blut im Stuhl. Blutdruck ist normal.",
    },
    state: "harmonisch",
    absent: ["koerper-blutdruck"],
    redFlags: ["blut"],
  },
  {
    name: "heartbreak is not chest pain",
    profile: {
      profileType: "human",
      name: "Tom",
      stressLevel: 5,
      emotionalConcerns:
        "Herzschmerz nach der Trennung von meiner Freundin, mir bleibt die Luft weg vor Staunen, wie schnell sie weitergezogen ist.",
    },
    state: "unruhig",
    present: ["emotion-beziehungskonflikt"],
    redFlags: [],
  },
  {
    name: "overwhelmed perfectionist who cannot switch off",
    profile: {
      profileType: "human",
      name: "Clara",
      stressLevel: 8,
      currentSymptoms: ["konzentrationsprobleme", "tinnitus"],
      emotionalConcerns:
        "Ich bin völlig überfordert, habe hohe Ansprüche an mich und kann abends nicht abschalten.",
    },
    state: "überreizt",
    present: [
      "emotion-ueberforderung",
      "emotion-perfektionismus",
      "emotion-gedankenkreisen",
      "koerper-ohren",
    ],
  },
  {
    name: "cycle and thyroid",
    profile: {
      profileType: "human",
      name: "Lena",
      stressLevel: 5,
      currentSymptoms: ["regelbeschwerden"],
      currentHealthIssues: "Starke Regelschmerzen und eine Schilddrüsenunterfunktion.",
    },
    state: "müde",
    present: ["koerper-zyklus", "koerper-hormone"],
    redFlags: [],
  },
  {
    name: "bicycle accident with a broken collarbone",
    profile: {
      profileType: "human",
      name: "Felix",
      stressLevel: 5,
      recentAccidents: "Vor drei Monaten Fahrradunfall mit Schlüsselbeinbruch.",
      currentHealthIssues: "Seitdem Schulterschmerzen, und beim Radfahren bin ich ängstlich.",
    },
    state: "unruhig",
    present: ["koerper-unfallfolgen", "koerper-schultern", "emotion-angst"],
  },
  {
    name: "no accidents",
    profile: { profileType: "human", name: "Berta", stressLevel: 5, recentAccidents: "Unfälle: keine." },
    state: "harmonisch",
    absent: ["koerper-unfallfolgen"],
  },
];

const animalCases: Case[] = [
  {
    name: "anxious dog with separation stress in a flat",
    profile: {
      profileType: "animal",
      name: "Bello",
      animalType: "hund",
      age: 4,
      behaviorPatterns: ["aengstlich", "bellen"],
      emotionalIssues: ["trennungsangst"],
      generalBehavior: "Bello zittert bei Gewitter und bellt, wenn ich weg bin.",
      environmentChanges: "Wir sind im Frühling umgezogen.",
      exerciseLevel: "selten",
      housingType: "wohnung",
      relationshipDescription: "Wir haben eine sehr enge Bindung, er spürt sofort, wenn ich gestresst bin.",
    },
    state: "unruhig",
    present: ["tier-angst", "tier-trennungsstress", "tier-lautaeusserungen", "tier-bewegung"],
    redFlags: [],
  },
  {
    name: "cat straining on the litter box",
    profile: {
      profileType: "animal",
      name: "Minka",
      animalType: "katze",
      generalBehavior: "Minka sitzt ständig im Katzenklo, aber es kommt nichts. Sie wirkt unruhig.",
    },
    state: "unruhig",
    present: ["tier-unruhe"],
    redFlags: ["harnverhalt-katze"],
  },
  {
    name: "relaxed outdoor cat with a close bond",
    profile: {
      profileType: "animal",
      name: "Felix",
      animalType: "katze",
      exerciseLevel: "frei",
      housingType: "haus_garten",
      generalBehavior: "Felix ist verspielt, neugierig und verschmust, er schläft gern in der Sonne.",
      relationshipDescription: "Wir haben eine sehr enge, liebevolle Bindung.",
      livingEnvironment: "Ruhiges Haus am Land mit großem Garten.",
    },
    state: "gestärkt",
    present: ["tier-gelassenheit", "tier-bindung-stark", "tier-naturnah"],
    absent: ["tier-unruhe", "tier-bewegung"],
    redFlags: [],
  },
  {
    name: "horse with colic signs",
    profile: {
      profileType: "animal",
      name: "Luna",
      animalType: "pferd",
      housingType: "stall",
      recentHealthIssues: "Seit heute Mittag wälzt sie sich ständig und schaut immer wieder zu ihrem Bauch.",
    },
    state: "harmonisch",
    redFlags: ["kolik-pferd"],
  },
  {
    name: "rabbit that stopped eating",
    profile: {
      profileType: "animal",
      name: "Hoppel",
      animalType: "andere",
      customAnimalType: "Kaninchen",
      housingType: "käfig_voliere",
      recentHealthIssues:
        "Hoppel frisst nicht mehr und sitzt seit heute Morgen zusammengekauert in der Ecke.",
    },
    state: "müde",
    present: ["tier-fressunlust"],
    redFlags: ["kaninchen-frisst-nicht"],
  },
  {
    name: "overexcited puppy aged 0",
    profile: {
      profileType: "animal",
      name: "Sammy",
      animalType: "hund",
      age: 0,
      computedAge: 0,
      behaviorPatterns: ["uebererregung"],
      generalBehavior: "Sammy ist ein Welpe, total aufgedreht und knabbert an allem.",
      exerciseLevel: "leine",
    },
    state: "überreizt",
    present: ["tier-uebererregung", "tier-bewegung"],
  },
  {
    name: "grieving dog after the second dog died",
    profile: {
      profileType: "animal",
      name: "Rex",
      animalType: "hund",
      emotionalIssues: ["trauer"],
      environmentChanges: "Unser zweiter Hund ist vor einem Monat gestorben.",
      generalBehavior: "Rex ist seitdem lustlos, schläft viel und frisst wenig.",
      exerciseLevel: "ja",
    },
    state: "müde",
    present: ["tier-verlust", "tier-antriebslosigkeit", "tier-fressunlust"],
    absent: ["tier-trauer"],
    redFlags: [],
  },
  {
    name: "leash-reactive dog and a strained bond",
    profile: {
      profileType: "animal",
      name: "Tyson",
      animalType: "hund",
      behaviorPatterns: ["aggressiv", "leinenziehen"],
      generalBehavior: "Er knurrt andere Hunde an und zieht stark an der Leine.",
      ownerBondQuality: "Angespannt, ich bin oft frustriert.",
    },
    state: "überreizt",
    present: ["tier-aggression", "tier-leinenziehen", "tier-bindung-belastet"],
  },
  {
    name: "animal with every field empty",
    profile: {
      profileType: "animal",
      name: "",
      animalType: null,
      behaviorPatterns: [],
      emotionalIssues: [],
      generalBehavior: "",
      exerciseLevel: null,
    },
    state: "harmonisch",
    redFlags: [],
  },
  {
    name: "jealous cat after a new cat moved in",
    profile: {
      profileType: "animal",
      name: "Mia",
      animalType: "katze",
      behaviorPatterns: ["kratzen", "unsauberkeit"],
      emotionalIssues: ["eifersucht"],
      environmentChanges: "Vor zwei Monaten ist eine neue Katze eingezogen.",
      recentHealthIssues: "Kahle Stellen am Bauch, sie putzt sich ständig.",
    },
    state: "unruhig",
    present: ["tier-eifersucht", "tier-unsauberkeit", "tier-lecken-kratzen", "tier-familienzuwachs"],
  },
  {
    name: "horse afraid of noise but friendly",
    profile: {
      profileType: "animal",
      name: "Sternchen",
      animalType: "pferd",
      housingType: "stall",
      exerciseLevel: "frei",
      emotionalIssues: ["geraeuschangst"],
      generalBehavior: "Sie erschrickt bei Traktoren und Lärm, sonst ist sie freundlich.",
    },
    state: "unruhig",
    present: ["tier-geraeuschangst", "tier-gelassenheit"],
  },
  {
    name: "dog that ate chocolate",
    profile: {
      profileType: "animal",
      name: "Bruno",
      animalType: "hund",
      generalBehavior: "Er hat beim Spaziergang Schokolade gefressen und zittert.",
    },
    state: "unruhig",
    present: ["tier-angst"],
    redFlags: ["vergiftung"],
  },
];

const cases = [...humanCases, ...animalCases];

function patternIds(result: AnalysisResult): string[] {
  return result.patterns.map((pattern) => pattern.id);
}

describe("analyzeProfile: the profile table", () => {
  it("covers at least 30 profiles of people and animals", () => {
    expect(cases.length).toBeGreaterThanOrEqual(30);
    expect(animalCases.length).toBeGreaterThanOrEqual(10);
  });

  it.each(cases)("$name", ({ profile, state, present = [], absent = [], redFlags }) => {
    const result = analyzeProfile(profile);
    const ids = patternIds(result);
    expect(result.overallState, JSON.stringify(ids)).toBe(state);
    for (const id of present) expect(ids, `${id} missing`).toContain(id);
    for (const id of absent) expect(ids, `${id} should be absent`).not.toContain(id);
    if (redFlags) expect(result.redFlags.map((flag) => flag.id)).toEqual(redFlags);
  });
});

describe("analyzeProfile: the shape of every result", () => {
  it.each(cases)("$name", ({ profile }) => {
    const result = analyzeProfile(profile);
    expect(result.version).toBe(ENGINE_VERSION);
    expect(result.patterns.length).toBeLessThanOrEqual(6);
    expect(result.recommendations.length).toBeGreaterThanOrEqual(3);
    expect(result.recommendations.length).toBeLessThanOrEqual(6);
    expect(new Set(result.recommendations.map((r) => r.id)).size).toBe(result.recommendations.length);

    const weights = result.patterns.map((pattern) => pattern.weight);
    expect(weights).toEqual([...weights].sort((a, b) => b - a));

    const sentences = result.summary.split(/(?<=[.!?])\s+/).filter((sentence) => sentence.length > 0);
    expect(sentences.length).toBeGreaterThanOrEqual(2);
    expect(sentences.length).toBeLessThanOrEqual(3);
    expect(result.summary).not.toMatch(/\{\w+\}/);

    for (const pattern of result.patterns) {
      expect(pattern.triggeredBy.length).toBeGreaterThan(0);
      expect(pattern.explanation).not.toMatch(/\{\w+\}/);
      const patternSentences = pattern.explanation.split(/(?<=[.!?])\s+/);
      expect(patternSentences.length).toBeGreaterThanOrEqual(2);
      expect(patternSentences.length).toBeLessThanOrEqual(4);
    }
    for (const recommendation of result.recommendations) {
      expect(recommendation.text).not.toMatch(/\{\w+\}/);
      const link = recommendation.exerciseId ?? recommendation.journalType ?? recommendation.impulseTopic;
      expect(link, recommendation.id).toBeDefined();
      if (recommendation.exerciseId) expect(EXERCISE_IDS).toContain(recommendation.exerciseId);
      if (recommendation.impulseTopic) expect(IMPULSE_TOPICS).toContain(recommendation.impulseTopic);
    }
  });
});

describe("analyzeProfile: explanations name their inputs", () => {
  it("names the complaint and the stress level for a person", () => {
    const result = analyzeProfile(humanCases[0]!.profile);
    const neck = result.patterns.find((pattern) => pattern.id === "koerper-nacken");
    expect(neck?.explanation).toMatch(/^Du hast /);
    expect(neck?.explanation).toContain("„Nackenschmerzen“");
    expect(neck?.explanation).toContain("Stresslevel mit 8 von 10");
    expect(neck?.triggeredBy).toContainEqual({
      field: "currentHealthIssues",
      label: "Aktuelle Beschwerden",
      value: "Nackenschmerzen",
    });
    expect(neck?.triggeredBy).toContainEqual({
      field: "stressLevel",
      label: "Wie gestresst fühlst du dich?",
      value: "8",
    });
  });

  it("speaks about an animal by name", () => {
    const result = analyzeProfile(animalCases[0]!.profile);
    expect(result.summary).toMatch(/^Bello wirkt/);
    const fear = result.patterns.find((pattern) => pattern.id === "tier-angst");
    expect(fear?.explanation).toMatch(/^Für Bello hast du /);
    expect(fear?.explanation).toContain("„Ängstlich“");
    for (const recommendation of result.recommendations) expect(recommendation.text).not.toContain("{name}");
  });

  it("falls back to 'dein Tier' without a name", () => {
    const result = analyzeProfile({
      profileType: "animal",
      animalType: "katze",
      behaviorPatterns: ["aengstlich"],
    });
    expect(result.summary).toMatch(/^Dein Tier wirkt/);
    expect(result.patterns[0]?.explanation).toMatch(/^Für dein Tier hast du /);
  });

  it("never repeats what was written about trauma", () => {
    const result = analyzeProfile(humanCases.find((c) => c.name.startsWith("trauma"))!.profile);
    const imprint = result.patterns.find((pattern) => pattern.id === "emotion-praegungen");
    expect(imprint?.explanation).toBeDefined();
    expect(imprint?.explanation).not.toMatch(/Gewalt|getrunken|Streit/);
  });

  it("puts red flags first in the summary", () => {
    const result = analyzeProfile(humanCases.find((c) => c.name.startsWith("tightness"))!.profile);
    expect(result.summary).toMatch(/^Bitte lass zuerst/);
    const cat = analyzeProfile(animalCases[1]!.profile);
    expect(cat.summary).toMatch(/^Bitte lass zuerst .* tierärztlich/);
  });

  it("links each recommendation to the pattern or the state it came from", () => {
    const result = analyzeProfile(humanCases[0]!.profile);
    const titles = result.patterns.map((pattern) => pattern.title);
    for (const recommendation of result.recommendations) {
      expect(titles.some((title) => recommendation.text.includes(`„${title}“`))).toBe(true);
    }
  });
});

describe("analyzeProfile: determinism", () => {
  it.each(cases)("gives deep-equal results and identical JSON twice: $name", ({ profile }) => {
    const first = analyzeProfile(profile);
    const second = analyzeProfile(structuredClone(profile));
    expect(second).toEqual(first);
    expect(JSON.stringify(second)).toBe(JSON.stringify(first));
  });

  it("does not change its input", () => {
    const profile = structuredClone(humanCases[0]!.profile);
    const before = JSON.stringify(profile);
    analyzeProfile(profile);
    expect(JSON.stringify(profile)).toBe(before);
  });
});

describe("analyzeProfile: the knowledge base", () => {
  it("has at least 40 body topics, 20 animal topics and unique ids", () => {
    const ids = KNOWLEDGE_TOPICS.map((topic) => topic.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(KNOWLEDGE_TOPICS.filter((topic) => topic.id.startsWith("koerper-")).length).toBeGreaterThanOrEqual(
      40,
    );
    expect(KNOWLEDGE_TOPICS.filter((topic) => topic.id.startsWith("tier-")).length).toBeGreaterThanOrEqual(
      20,
    );
  });

  it("only recommends exercises and impulses that exist, with a text for every one", () => {
    for (const topic of KNOWLEDGE_TOPICS) {
      expect(topic.recommends.length, topic.id).toBeGreaterThan(0);
      for (const key of topic.recommends)
        expect(RECOMMENDATION_CATALOG[key], `${topic.id}: ${key}`).toBeDefined();
    }
    for (const id of EXERCISE_IDS) expect(RECOMMENDATION_CATALOG[`exercise:${id}`]).toBeDefined();
    for (const topic of IMPULSE_TOPICS) expect(RECOMMENDATION_CATALOG[`impulse:${topic}`]).toBeDefined();
  });

  it("reads carefully, never as a diagnosis, in one to three sentences", () => {
    for (const topic of KNOWLEDGE_TOPICS) {
      expect(topic.reading, topic.id).not.toMatch(/\b(Diagnose|du hast eine?|leidest an)\b/i);
      expect(topic.reading, topic.id).toMatch(/\.$/);
      expect(topic.reading.split(/(?<=[.!?])\s+/).length, topic.id).toBeLessThanOrEqual(3);
    }
  });
});

const textArbitrary = fc.oneof(
  fc.constant(null),
  fc.constant(undefined),
  fc.string({ maxLength: 200 }),
  fc
    .array(
      fc.constantFrom(
        "Kopfschmerzen",
        "keine",
        "Angst",
        "Blut im Stuhl",
        "Nacken",
        "müde",
        "{name}",
        "  ",
        "😀",
        "ß",
      ),
      { maxLength: 12 },
    )
    .map((words) => words.join(" ")),
);
const listArbitrary = fc.oneof(
  fc.constant(null),
  fc.array(fc.oneof(fc.string({ maxLength: 20 }), fc.constantFrom("migraene", "aengstlich", "trauer")), {
    maxLength: 6,
  }),
);

const profileArbitrary: fc.Arbitrary<AnalysisProfile> = fc.record({
  profileType: fc.constantFrom("human", "animal"),
  name: textArbitrary,
  age: fc.oneof(fc.constant(null), fc.integer({ min: -5, max: 130 })),
  stressLevel: fc.oneof(fc.constant(null), fc.integer({ min: -3, max: 14 }), fc.double()),
  financialSituation: fc.constantFrom("stabil", "angespannt", "im_wandel", "unsicher", null),
  relationshipStatus: fc.constantFrom("single", "kompliziert", "geschieden", null),
  exerciseLevel: fc.constantFrom("ja", "selten", "leine", "frei", null),
  housingType: fc.constantFrom("wohnung", "haus_garten", "andere", null),
  animalType: fc.constantFrom("hund", "katze", "pferd", "andere", null),
  customAnimalType: textArbitrary,
  lifeSituation: textArbitrary,
  professionalSituation: textArbitrary,
  exerciseRoutine: textArbitrary,
  currentHealthIssues: textArbitrary,
  recentAccidents: textArbitrary,
  emotionalConcerns: textArbitrary,
  emotionalState: textArbitrary,
  childhoodExperiences: textArbitrary,
  traumaHistory: textArbitrary,
  generalBehavior: textArbitrary,
  recentHealthIssues: textArbitrary,
  environmentChanges: textArbitrary,
  relationshipDescription: textArbitrary,
  livingEnvironment: textArbitrary,
  ownerBondQuality: textArbitrary,
  customHousingType: textArbitrary,
  currentSymptoms: listArbitrary,
  behaviorPatterns: listArbitrary,
  emotionalIssues: listArbitrary,
});

const STATES: EnergyState[] = ["harmonisch", "überreizt", "blockiert", "gestärkt", "müde", "unruhig"];

describe("analyzeProfile: any input", () => {
  it("never throws, always gives a valid state and only references existing fields", () => {
    fc.assert(
      fc.property(profileArbitrary, (profile) => {
        const result = analyzeProfile(profile);
        expect(STATES).toContain(result.overallState);
        expect(result.recommendations.length).toBeGreaterThanOrEqual(3);
        for (const pattern of result.patterns) {
          for (const trigger of pattern.triggeredBy) {
            expect(Object.keys(FIELD_LABELS)).toContain(trigger.field);
            expect(trigger.label).toBe(FIELD_LABELS[trigger.field]);
            expect(trigger.value.length).toBeGreaterThan(0);
          }
        }
        expect(JSON.parse(JSON.stringify(result))).toEqual(result);
      }),
      { numRuns: 300, seed: 20250101 },
    );
  });
});
