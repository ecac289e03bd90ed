// The crisis detector must catch indirect wording and leave ordinary sadness and stress alone.
import fc from "fast-check";
import { describe, expect, it } from "vitest";

import { composeReply, type CoachContext } from "@/lib/coach";
import { assessCrisis } from "@/lib/safety/crisis";

const crisisMessages: readonly { text: string; kind: "suicide" | "self_harm" | "violence" }[] = [
  { text: "Ich will nicht mehr aufwachen.", kind: "suicide" },
  { text: "Es wäre besser, wenn es mich nicht gäbe.", kind: "suicide" },
  { text: "Ich mag nicht mehr.", kind: "suicide" },
  { text: "Alle wären ohne mich besser dran.", kind: "suicide" },
  { text: "Ich habe Tabletten gesammelt.", kind: "suicide" },
  { text: "Ich ritze mich.", kind: "self_harm" },
  { text: "Ich will ihm etwas antun.", kind: "violence" },
  { text: "ich will einfach nur noch schlafen und nie wieder aufwachen", kind: "suicide" },
  { text: "Ich sehe keinen Sinn mehr.", kind: "suicide" },
  { text: "Ich verabschiede mich von allen.", kind: "suicide" },
  { text: "Ich bin so lebensmüde.", kind: "suicide" },
  { text: "Ich denke darüber nach, mich umzubringen.", kind: "suicide" },
  { text: "Ich habe seit Wochen Suizitgedanken", kind: "suicide" },
  { text: "ich möchte nicht mehr leben", kind: "suicide" },
  { text: "Ich bin allen nur eine Last.", kind: "suicide" },
  { text: "Niemand würde mich vermissen.", kind: "suicide" },
  { text: "Manchmal denke ich daran, einfach vor einen Zug zu springen.", kind: "suicide" },
  { text: "Ich denke ständig daran, mir das Leben zu nehmen.", kind: "suicide" },
  { text: "Bald habt ihr Ruhe vor mir.", kind: "suicide" },
  { text: "Ich habe keine Kraft mehr zu leben.", kind: "suicide" },
  { text: "Ich will einfach nicht mehr da sein.", kind: "suicide" },
  { text: "Ich schneide mich, damit ich wieder etwas spüre.", kind: "self_harm" },
  { text: "Ich habe Angst, dass ich meinem Kind etwas antue.", kind: "violence" },
  { text: "ich wünschte ich wäre tot", kind: "suicide" },
  { text: "Wozu noch weitermachen, es hat alles keinen Sinn mehr", kind: "suicide" },
  { text: "Ich hab schon einen Abschiedsbrief geschrieben.", kind: "suicide" },
  { text: "Ich will mir wehtun.", kind: "self_harm" },
  { text: "ich denk oft an selbsmord", kind: "suicide" },
  { text: "Wenn er das noch einmal macht, bring ich ihn um.", kind: "violence" },
  { text: "Ich will allem ein Ende setzen.", kind: "suicide" },
  { text: "ICH MAG NICHT MEHR", kind: "suicide" },
  { text: "Ich bin lebensmude", kind: "suicide" },
  { text: "Es waere besser wenn es mich nicht gaebe", kind: "suicide" },
  { text: "Ich kann und will nicht mehr", kind: "suicide" },
  { text: "Mein Leben ist sinnlos.", kind: "suicide" },
  { text: "Ich habe den Drang, mich selbst zu verletzen.", kind: "self_harm" },
  { text: "Ich wünschte, ich wäre nie geboren worden.", kind: "suicide" },
  { text: "Ich habe keinen Lebenswillen mehr.", kind: "suicide" },
];

const ordinaryMessages: readonly string[] = [
  "Ich bin so müde von der Arbeit.",
  "Ich will nicht mehr so weitermachen wie bisher, ich suche einen neuen Job.",
  "Mein Hund will nicht mehr fressen.",
  "Ich kann nicht mehr schlafen.",
  "Das bringt mich noch um den Verstand.",
  "Ich bin heute einfach traurig und weiß nicht, warum.",
  "Die Arbeit frisst mich auf, ich bin total gestresst.",
  "Ich fühle mich leer und ausgelaugt nach dieser Woche.",
  "Meine Katze ist gestorben und ich vermisse sie so sehr.",
  "Ich habe keine Lust mehr auf diesen Job.",
  "Ich bin todmüde, kann aber nicht einschlafen.",
  "Mein Chef bringt mich noch um mit seinen Deadlines.",
  "Ich halte diesen Lärm nicht mehr aus.",
  "Ich sehe keinen Sinn mehr in diesem Meeting-Marathon.",
  "Ich möchte mit meinem Freund Schluss machen.",
  "Ich will einfach nur noch schlafen, das Wochenende war anstrengend.",
  "Mein Pferd wirkt so lustlos und will nicht mehr raus.",
  "Ich habe mich beim Gemüseschneiden in den Finger geschnitten.",
  "Ich könnte heulen, so erschöpft bin ich.",
  "Seit der Trennung bin ich oft allein und einsam.",
  "Ich sterbe vor Langeweile im Büro.",
  "Ich mache mir Sorgen ums Geld und kann nachts nicht abschalten.",
  "Mein Hund zittert bei Gewitter und ich weiß nicht, was ich tun soll.",
  "Ich bin wütend auf meine Schwester, sie hat mich sehr verletzt.",
  "Ich habe meine Tabletten gegen Kopfschmerzen vergessen.",
  "Die Trauer um meine Oma ist noch sehr frisch.",
  "Ich will nicht mehr ständig für alle da sein.",
  "Manchmal wünsche ich mir, einfach für eine Woche zu verschwinden.",
  "Ich kann einfach nicht mehr, diese Woche war die Hölle.",
  "Ich bin es leid, immer die Starke zu sein.",
  "Ich verabschiede mich jetzt, gute Nacht!",
  "Die Spritze beim Arzt wird mir bestimmt wehtun.",
  "Ich habe Angst, mich beim Sport zu verletzen.",
  "Meine Katze ist vom Balkon gesprungen und hinkt jetzt.",
  "Ich bringe die Kinder um sieben ins Bett.",
];

const context = (message: string): CoachContext => ({
  profile: { name: "Mira", profileType: "human", stressLevel: 6, overallState: "unruhig" },
  history: [],
  memory: [],
  message,
});

describe("assessCrisis", () => {
  it("has enough test messages", () => {
    expect(crisisMessages.length).toBeGreaterThanOrEqual(30);
    expect(ordinaryMessages.length).toBeGreaterThanOrEqual(30);
  });

  it.each(crisisMessages)("detects “$text”", ({ text, kind }) => {
    const result = assessCrisis(text);
    expect(result.crisis).toBe(true);
    expect(result.kind).toBe(kind);
    expect(result.matched).not.toBeNull();
  });

  it("reports the matched words in the user's own spelling", () => {
    expect(assessCrisis("Ehrlich gesagt: Ich will nicht mehr aufwachen.").matched).toContain(
      "nicht mehr aufwachen",
    );
    expect(assessCrisis("Es wäre besser, wenn es mich nicht gäbe").matched).toContain("mich nicht gäbe");
  });

  it("recognises the sentence an outside test found it missing", () => {
    expect(assessCrisis("Ich will mich heute Nacht umbringen.")).toMatchObject({
      crisis: true,
      kind: "suicide",
    });
  });

  it("reads German, not phrases: zu-infinitive, separable verbs, dialect, typos, compounds", () => {
    for (const text of [
      "Ich habe vor, mich am Freitag umzubringen.",
      "ich bring mi morgn um",
      "i wü mi umbringen, i pack des nimma",
      "ich will mich umbrignen",
      "Ich hab genug Schlaftabletten gehortet.",
      "ICH WILL NICHT MEHR LEBEN",
      "ich will niht mehr leben",
    ]) {
      expect(assessCrisis(text).crisis, text).toBe(true);
    }
  });

  it("is not fooled by invisible characters, look-alike letters or emoji", () => {
    expect(assessCrisis("Ich will mich um\u200bbringen.").crisis).toBe(true);
    expect(assessCrisis("Ich will mich umbrіngen").crisis).toBe(true); // Cyrillic і
    expect(assessCrisis("💊💊💊 alle heute nacht").crisis).toBe(true);
  });

  it("reads the user's last messages together", () => {
    const earlier = ["Ich hab die letzten Wochen Tabletten gesammelt."];
    expect(assessCrisis("Heute Nacht nehm ich sie alle.", earlier).crisis).toBe(true);
    expect(assessCrisis("Heute Nacht nehm ich sie alle.").crisis).toBe(false);
  });

  it("keeps the card up after a crisis until the writer explains or turns to help", () => {
    const earlier = ["hab ein seil gekauft, das dicke"];
    expect(assessCrisis("hab's jetzt im auto liegen", earlier).crisis).toBe(true);
    expect(assessCrisis("für die Slackline 😅 im Park sind die Bäume zu dünn", earlier).crisis).toBe(false);
    const cleared = ["heute nacht fahr ich gegen die wand", "also in dem rennspiel meine ich 😂"];
    expect(assessCrisis("hab trotzdem gewonnen 🏆", cleared).crisis).toBe(false);
  });

  it("keeps words apart that a stemmer would merge", () => {
    // "stricken" and "Strick", "messen" and "Messer", "Leber" and "Leben" share a Snowball stem.
    for (const text of [
      "Ich will im Winter stricken lernen.",
      "Ich muss bei mir jeden Abend Fieber messen, heute war es hoch.",
      "Hab gestern eine Tablette gegen Kopfweh genommen und jetzt Angst um meine Leber.",
    ]) {
      expect(assessCrisis(text).crisis, text).toBe(false);
    }
    expect(assessCrisis("Ich nehm mir heute das Leben.").crisis).toBe(true);
  });

  it("judges capitals per message: one typed in lower case after one that is not", () => {
    const earlier = ["Die aus meiner Klasse haben wieder Fotos von mir rumgeschickt."];
    expect(assessCrisis("ok. ich hab keine lust mehr. auf gar keinen tag mehr", earlier).crisis).toBe(true);
  });

  it("counts only what the newest message says", () => {
    const earlier = ["Ich will nicht mehr aufwachen."];
    expect(assessCrisis("Danke, ich ruf jetzt die TelefonSeelsorge an.", earlier).crisis).toBe(false);
  });

  it("leaves negation, figures of speech and crises long past alone", () => {
    for (const text of [
      "Ich will mich nicht umbringen, ich bin nur müde.",
      "Ich sterbe vor Lachen.",
      "Mein Akku ist tot.",
      "Vor zehn Jahren wollte ich mich umbringen. Heute bin ich dankbar, dass ich lebe.",
      "Wir haben in der Schule ein Projekt über Suizidprävention gemacht.",
      "Ich höre mit dem Rauchen auf, ab heute ist Schluss.",
    ]) {
      expect(assessCrisis(text).crisis, text).toBe(false);
    }
  });

  it("scores any Unicode of any length without an error", { timeout: 60_000 }, () => {
    fc.assert(
      fc.property(fc.string({ unit: "binary", maxLength: 4_000 }), (text) => {
        const result = assessCrisis(text, [text.slice(0, 200)]);
        expect(typeof result.crisis).toBe("boolean");
      }),
      { numRuns: 300 },
    );
    expect(assessCrisis("ä".repeat(4_000)).crisis).toBe(false);
  });

  it("reads words that name Object.prototype's members as words", () => {
    const text = "constructor toString __proto__ hasOwnProperty valueOf";
    expect(assessCrisis(text, [text])).toMatchObject({ crisis: false, score: 0 });
    expect(assessCrisis("constructor: ich will mich umbringen").crisis).toBe(true);
  });

  it("leaves ordinary sadness, tiredness and stress alone (at most 2 false alarms)", () => {
    const alarms = ordinaryMessages.filter((text) => assessCrisis(text).crisis);
    expect(alarms.length, `false alarms: ${alarms.join(" | ")}`).toBeLessThanOrEqual(2);
  });

  it("returns no crisis for empty text", () => {
    expect(assessCrisis("   ")).toMatchObject({ crisis: false, kind: null, matched: null, score: 0 });
  });
});

describe("composeReply with crisis messages", () => {
  it("reads the earlier messages of the chat", () => {
    const reply = composeReply({
      ...context("Heute Nacht nehm ich sie alle."),
      earlierUserMessages: ["Ich hab Tabletten gesammelt."],
    });
    expect(reply.kind).toBe("crisis");
  });

  it.each(crisisMessages)("answers “$text” with a crisis reply and no suggestions", ({ text }) => {
    const reply = composeReply(context(text));
    expect(reply.kind).toBe("crisis");
    expect(reply.suggestions).toEqual([]);
    expect(reply.content).toContain("142");
  });

  it("answers ordinary messages with coaching", () => {
    const coached = ordinaryMessages.filter((text) => composeReply(context(text)).kind !== "crisis");
    expect(coached.length).toBeGreaterThanOrEqual(ordinaryMessages.length - 2);
  });
});
