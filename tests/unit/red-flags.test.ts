import { describe, expect, it } from "vitest";

import { detectRedFlags } from "@/lib/safety/red-flags";

type Subject = "human" | "animal";

interface Positive {
  text: string;
  subject: Subject;
  animalType?: string | null;
  id: string;
  /** A fragment the reported `matched` text must contain. */
  fragment: string;
}

const positives: Positive[] = [
  {
    subject: "human",
    text: "Seit gestern drückt es in der Brust.",
    id: "brustschmerz",
    fragment: "drückt es in der Brust",
  },
  {
    subject: "human",
    text: "Es drückt auf der Brust, wenn ich Treppen steige.",
    id: "brustschmerz",
    fragment: "drückt auf der Brust",
  },
  {
    subject: "human",
    text: "Mir ist die Brust eng und ich schwitze.",
    id: "brustschmerz",
    fragment: "ist die Brust eng",
  },
  {
    subject: "human",
    text: "Seit heute früh habe ich Brustschmerzen.",
    id: "brustschmerz",
    fragment: "Brustschmerzen",
  },
  {
    subject: "human",
    text: "Ich spüre so einen Druck auf der Brust.",
    id: "brustschmerz",
    fragment: "Druck auf der Brust",
  },
  {
    subject: "human",
    text: "Ein Engegefühl in der Brust, vor allem nachts",
    id: "brustschmerz",
    fragment: "Engegefühl",
  },
  {
    subject: "human",
    text: "STECHEN IN DER LINKEN BRUST beim Treppensteigen",
    id: "brustschmerz",
    fragment: "STECHEN",
  },
  {
    subject: "human",
    text: "Meine Brust tut richtig weh, wenn ich mich anstrenge.",
    id: "brustschmerz",
    fragment: "Brust",
  },
  {
    subject: "human",
    text: "Der Schmerz strahlt in den linken Arm aus.",
    id: "brustschmerz",
    fragment: "linken Arm",
  },
  { subject: "human", text: "Ich bekomme kaum Luft, wenn ich liege.", id: "atemnot", fragment: "kaum Luft" },
  { subject: "human", text: "Atemnot beim Gehen", id: "atemnot", fragment: "Atemnot" },
  { subject: "human", text: "Ich krieg seit gestern schlecht Luft", id: "atemnot", fragment: "Luft" },
  {
    subject: "human",
    text: "Mir bleibt beim Stiegensteigen die Luft weg.",
    id: "atemnot",
    fragment: "Luft weg",
  },
  { subject: "human", text: "Ich hatte Blut im Stuhl.", id: "blut", fragment: "Blut im Stuhl" },
  { subject: "human", text: "Heute Morgen habe ich Blut gehustet", id: "blut", fragment: "Blut gehustet" },
  { subject: "human", text: "Er hat blutigen Urin bemerkt", id: "blut", fragment: "blutigen Urin" },
  { subject: "human", text: "Ich erbreche Blut", id: "blut", fragment: "erbreche Blut" },
  {
    subject: "human",
    text: "Die Wunde blutet sehr stark und hört nicht auf zu bluten",
    id: "starke-blutung",
    fragment: "blutet sehr stark",
  },
  {
    subject: "human",
    text: "Plötzlich ist mein rechter Arm taub und schwach geworden",
    id: "laehmung",
    fragment: "Arm",
  },
  {
    subject: "human",
    text: "Ich kann mein linkes Bein nicht mehr bewegen.",
    id: "laehmung",
    fragment: "nicht mehr bewegen",
  },
  {
    subject: "human",
    text: "Sein Mundwinkel hängt auf einer Seite herunter",
    id: "schlaganfall",
    fragment: "Mundwinkel hängt",
  },
  {
    subject: "human",
    text: "Meine Mutter hat auf einmal eine verwaschene Sprache",
    id: "schlaganfall",
    fragment: "verwaschene Sprache",
  },
  {
    subject: "human",
    text: "Ich bin gestern bewusstlos geworden.",
    id: "bewusstlosigkeit",
    fragment: "bewusstlos",
  },
  {
    subject: "human",
    text: "Letzte Woche bin ich im Büro in Ohnmacht gefallen",
    id: "bewusstlosigkeit",
    fragment: "Ohnmacht gefallen",
  },
  { subject: "human", text: "Ich hatte einen Krampfanfall", id: "krampfanfall", fragment: "Krampfanfall" },
  { subject: "human", text: "Ich habe Fieber von 40,2 Grad.", id: "hohes-fieber", fragment: "40,2" },
  {
    subject: "human",
    text: "Seit zwei Tagen sehr hohes Fieber",
    id: "hohes-fieber",
    fragment: "hohes Fieber",
  },
  {
    subject: "human",
    text: "Nach dem Wespenstich ist meine Zunge angeschwollen",
    id: "allergischer-schock",
    fragment: "Zunge",
  },
  {
    subject: "animal",
    animalType: "katze",
    text: "Sie kann nicht pinkeln.",
    id: "harnverhalt-katze",
    fragment: "nicht pinkeln",
  },
  {
    subject: "animal",
    animalType: "andere",
    text: "Meine Katze kann nicht urinieren",
    id: "harnverhalt-katze",
    fragment: "urinieren",
  },
  {
    subject: "animal",
    animalType: "katze",
    text: "Er sitzt ständig im Katzenklo, aber es kommt nichts",
    id: "harnverhalt-katze",
    fragment: "Katzenklo",
  },
  {
    subject: "animal",
    animalType: "katze",
    text: "Meine Katze war seit gestern nicht mehr auf dem Klo und presst",
    id: "harnverhalt-katze",
    fragment: "nicht mehr auf dem Klo",
  },
  {
    subject: "animal",
    animalType: "hund",
    text: "Er presst, aber es kommt kein Urin.",
    id: "harnverhalt",
    fragment: "kein Urin",
  },
  {
    subject: "animal",
    animalType: "hund",
    text: "Sein Bauch ist ganz hart und aufgebläht",
    id: "magendrehung",
    fragment: "Bauch",
  },
  {
    subject: "animal",
    animalType: "hund",
    text: "Bello würgt ständig, aber es kommt nichts raus",
    id: "magendrehung",
    fragment: "würgt",
  },
  {
    subject: "animal",
    animalType: "hund",
    text: "Ich glaube, er hat Rattengift gefressen",
    id: "vergiftung",
    fragment: "Rattengift",
  },
  {
    subject: "animal",
    animalType: "hund",
    text: "Sie hat eine ganze Tafel Schokolade erwischt",
    id: "vergiftung",
    fragment: "Schokolade",
  },
  {
    subject: "animal",
    animalType: "katze",
    text: "Verdacht auf Vergiftung nach dem Spaziergang",
    id: "vergiftung",
    fragment: "Vergiftung",
  },
  {
    subject: "animal",
    animalType: "hund",
    text: "Seit heute sind seine Hinterbeine gelähmt.",
    id: "laehmung-tier",
    fragment: "Hinterbeine",
  },
  {
    subject: "animal",
    animalType: "hund",
    text: "Er zieht die Hinterbeine nach",
    id: "laehmung-tier",
    fragment: "Hinterbeine",
  },
  {
    subject: "animal",
    animalType: "hund",
    text: "Gestern hatte sie einen Krampfanfall",
    id: "krampfanfall-tier",
    fragment: "Krampfanfall",
  },
  {
    subject: "animal",
    animalType: "katze",
    text: "Sie hat heute zwei Anfälle gehabt",
    id: "krampfanfall-tier",
    fragment: "Anfälle",
  },
  {
    subject: "animal",
    animalType: "hund",
    text: "Die Pfote blutet stark",
    id: "starke-blutung-tier",
    fragment: "blutet stark",
  },
  {
    subject: "animal",
    animalType: "hund",
    text: "Da war Blut im Kot",
    id: "blut-tier",
    fragment: "Blut im Kot",
  },
  {
    subject: "animal",
    animalType: "katze",
    text: "Die Katze frisst seit drei Tagen nichts",
    id: "fressverweigerung",
    fragment: "frisst",
  },
  {
    subject: "animal",
    animalType: "hund",
    text: "Er hat seit Tagen nichts gefressen",
    id: "fressverweigerung",
    fragment: "gefressen",
  },
  {
    subject: "animal",
    animalType: "Kaninchen",
    text: "Sie frisst seit heute Morgen nicht",
    id: "kaninchen-frisst-nicht",
    fragment: "frisst",
  },
  {
    subject: "animal",
    animalType: null,
    text: "Unser Kaninchen macht seit gestern keine Köttel mehr",
    id: "kaninchen-frisst-nicht",
    fragment: "Köttel",
  },
  {
    subject: "animal",
    animalType: "pferd",
    text: "Er wälzt sich ständig und schaut immer wieder zum Bauch",
    id: "kolik-pferd",
    fragment: "wälzt",
  },
  {
    subject: "animal",
    animalType: "katze",
    text: "Sie atmet schwer mit offenem Maul",
    id: "atemnot-tier",
    fragment: "atmet schwer",
  },
  {
    subject: "animal",
    animalType: "hund",
    text: "Er ist plötzlich zusammengebrochen",
    id: "zusammenbruch-tier",
    fragment: "zusammengebrochen",
  },
];

interface Negative {
  text: string;
  subject: Subject;
  animalType?: string | null;
}

const negatives: Negative[] = [
  { subject: "human", text: "Mein Blutdruck ist normal und meine Blutwerte sind gut." },
  { subject: "human", text: "Der Herzschmerz nach der Trennung sitzt tief." },
  { subject: "human", text: "Ich habe Liebeskummer und Herzschmerzen seit dem Streit." },
  { subject: "human", text: "Mir bleibt die Luft weg vor Staunen, so schön ist es hier." },
  { subject: "human", text: "Ich habe keine Brustschmerzen und keine Atemnot." },
  { subject: "human", text: "Kein Blut im Stuhl, nur manchmal Blähungen." },
  { subject: "human", text: "Ich fühle mich wie gelähmt vor Angst, wenn ich an die Prüfung denke." },
  { subject: "human", text: "Ich fühle eine tiefe Ohnmacht gegenüber meinem Chef." },
  { subject: "human", text: "Ich bin ohnmächtig vor Wut." },
  { subject: "human", text: "Leichtes Fieber von 37,8 Grad und Schnupfen." },
  { subject: "human", text: "Ich habe Brustkrebs vor zehn Jahren gut überstanden und bin dankbar." },
  { subject: "human", text: "Ich atme bewusst in den Bauch und fühle mich danach leichter." },
  { subject: "human", text: "Blutzucker und Blutbild waren beim Check-up unauffällig." },
  { subject: "human", text: "Die Blutabnahme war unangenehm, aber harmlos." },
  { subject: "human", text: "Ich habe einen Wutanfall bekommen, weil alles zu viel war." },
  { subject: "animal", animalType: "hund", text: "Er frisst gut und bellt viel, wenn es klingelt." },
  {
    subject: "animal",
    animalType: "hund",
    text: "Sie bleibt nicht gern allein und hat Angst vor Giftködern draußen.",
  },
  {
    subject: "animal",
    animalType: "katze",
    text: "Sie pinkelt manchmal neben das Katzenklo, wenn sie gestresst ist.",
  },
  { subject: "animal", animalType: "katze", text: "Der Kater kratzt an den Möbeln und wirkt unruhig." },
  {
    subject: "animal",
    animalType: "hund",
    text: "Er ist ein kräftiger Hund mit einem dicken Bauch, weil er gern nascht.",
  },
  { subject: "animal", animalType: "pferd", text: "Das Pferd wälzt sich gern nach dem Reiten im Sand." },
  { subject: "animal", animalType: "hund", text: "Er frisst heute nicht so gern sein Trockenfutter." },
  {
    subject: "animal",
    animalType: "hund",
    text: "Kein Blut im Kot, keine Lähmung, nur ein wenig Durchfall.",
  },
];

describe("detectRedFlags: signs that need a doctor or vet", () => {
  it.each(positives)("$subject: „$text“ → $id", ({ text, subject, animalType, id, fragment }) => {
    const flags = detectRedFlags(text, subject, animalType);
    const flag = flags.find((candidate) => candidate.id === id);
    expect(flag, JSON.stringify(flags.map((candidate) => candidate.id))).toBeDefined();
    expect(flag?.matched).toContain(fragment);
    expect(flag?.audience).toBe(subject === "human" ? "arzt" : "tierarzt");
  });

  it("has at least 25 positive and 15 negative examples", () => {
    expect(positives.length).toBeGreaterThanOrEqual(25);
    expect(negatives.length).toBeGreaterThanOrEqual(15);
  });
});

describe("detectRedFlags: ordinary phrases stay quiet", () => {
  it.each(negatives)("$subject: „$text“", ({ text, subject, animalType }) => {
    expect(detectRedFlags(text, subject, animalType)).toEqual([]);
  });
});

describe("detectRedFlags: audience, species and messages", () => {
  it("keeps human signs out of animal texts and the other way round", () => {
    expect(detectRedFlags("Er hat Atemnot", "human").map((flag) => flag.id)).toEqual(["atemnot"]);
    expect(detectRedFlags("Er hat Atemnot", "animal", "hund").map((flag) => flag.id)).toEqual([
      "atemnot-tier",
    ]);
  });

  it("recognises the cat's urinary emergency only for cats, and the general one for other animals", () => {
    const text = "Er kann seit gestern nicht pinkeln";
    expect(detectRedFlags(text, "animal", "katze").map((flag) => flag.id)).toEqual(["harnverhalt-katze"]);
    expect(detectRedFlags(text, "animal", "hund").map((flag) => flag.id)).toEqual(["harnverhalt"]);
  });

  it("treats straining on the litter box as a cat sign only", () => {
    const text = "Sie sitzt ständig auf dem Katzenklo und es kommt nichts";
    expect(detectRedFlags(text, "animal", "katze").map((flag) => flag.id)).toContain("harnverhalt-katze");
    expect(detectRedFlags(text, "animal", "pferd")).toEqual([]);
  });

  it("applies the rabbit rule instead of the general 'not eating' rule", () => {
    const ids = detectRedFlags("Sie frisst seit zwei Tagen nichts", "animal", "Kaninchen").map(
      (flag) => flag.id,
    );
    expect(ids).toEqual(["kaninchen-frisst-nicht"]);
  });

  it("does not raise bloat for a cat, but does when the species is unknown", () => {
    const text = "Der Bauch ist hart und aufgebläht";
    expect(detectRedFlags(text, "animal", "katze")).toEqual([]);
    expect(detectRedFlags(text, "animal", null).map((flag) => flag.id)).toEqual(["magendrehung"]);
  });

  it("names the emergency numbers 144 and 112 in acute human signs and speaks with du", () => {
    const [flag] = detectRedFlags("Druck auf der Brust", "human");
    expect(flag?.message).toMatch(/^Bitte /);
    expect(flag?.message).toContain("144");
    expect(flag?.message).toContain("112");
    expect(flag?.message).not.toMatch(/\bSie\b/);
  });

  it("sends every animal message to the vet first", () => {
    const flags = positives
      .filter((example) => example.subject === "animal")
      .flatMap((example) => detectRedFlags(example.text, "animal", example.animalType));
    expect(flags.length).toBeGreaterThan(0);
    for (const flag of flags) expect(flag.message).toMatch(/^Bitte .*(tierarzt|tierklinik|tierärzt)/i);
  });

  it("reports each sign once and returns nothing for empty text", () => {
    const flags = detectRedFlags("Atemnot. Wieder Atemnot, ich bekomme kaum Luft.", "human");
    expect(flags.map((flag) => flag.id)).toEqual(["atemnot"]);
    expect(detectRedFlags("", "human")).toEqual([]);
    expect(detectRedFlags("   ...  ", "animal", "katze")).toEqual([]);
  });
});
