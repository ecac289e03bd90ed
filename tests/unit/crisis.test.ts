// The crisis detector must catch indirect wording and leave ordinary sadness and stress alone.
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
  recentJournal: [],
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
    expect(assessCrisis("Ehrlich gesagt: Ich will nicht mehr aufwachen.").matched).toBe(
      "nicht mehr aufwachen",
    );
    expect(assessCrisis("Es wäre besser, wenn es mich nicht gäbe").matched).toBe("es mich nicht gäbe");
  });

  it("leaves ordinary sadness, tiredness and stress alone (at most 2 false alarms)", () => {
    const alarms = ordinaryMessages.filter((text) => assessCrisis(text).crisis);
    expect(alarms.length, `false alarms: ${alarms.join(" | ")}`).toBeLessThanOrEqual(2);
  });

  it("returns no crisis for empty text", () => {
    expect(assessCrisis("   ")).toEqual({ crisis: false, kind: null, matched: null });
  });
});

describe("composeReply with crisis messages", () => {
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
