// The household's other people (issue 23): 'Tom hat Bauchweh vor der Schule' with Martina's profile
// active is about Tom. The reply speaks to Martina about Tom by name, from Tom's own analysis, and
// answers her question first; it suggests no exercise for someone who is not the one writing.
import { checkAdvice, questionKind, type QuestionKind } from "@/lib/coach/answer-first";
import { pickQuestion, type ReplyDraft } from "@/lib/coach/draft";
import { relevantPattern, STATE_ADJECTIVE, STRAINED_STATES } from "@/lib/coach/grounding";
import type { Variation } from "@/lib/coach/seed";
import { TOPICS, type TopicId } from "@/lib/coach/topics";
import type { CoachContext } from "@/lib/coach/types";

/** 'Toms', 'Max'' */
const genitive = (name: string) => (/[sßxz]$/i.test(name) ? `${name}'` : `${name}s`);

/** The topic as another person's: 'deinen Schlaf' → 'Toms Schlaf', 'Stress und Druck bei Tom'. */
function aboutThem(topic: TopicId, name: string): string {
  const about = TOPICS[topic].about;
  const own = /^dein(?:e[mnrs]?)? (.+)$/.exec(about);
  return own ? `${genitive(name)} ${own[1]}` : `${about} bei ${name}`;
}

const CHECK = "lasst es ärztlich abklären";

/** What the user can do for the other person, per topic; the others get the general step. */
const STEPS_FOR_THEM: Partial<Record<TopicId, string>> = {
  sleep:
    "Sorgt gemeinsam für feste Zeiten zum Schlafengehen und Aufstehen und für eine halbe Stunde ohne Bildschirm davor.",
  pain: "Notiert eine Woche lang, wann die Schmerzen stärker und wann schwächer sind, und nehmt die Notizen zum nächsten Arzttermin mit.",
  tension:
    "Erinnert euch gegenseitig an kurze Bewegungspausen, etwa einmal in der Stunde die Schultern kreisen lassen.",
  stress:
    "Überlegt gemeinsam, was gerade am meisten fordert, und sucht eine Sache, die {name} diese Woche abgeben oder verschieben kann.",
  work: "Überlegt gemeinsam, was gerade am meisten fordert, und sucht eine Sache, die {name} diese Woche abgeben oder verschieben kann.",
  exhaustion:
    "Plant für {name} feste Pausen ein, in denen nichts geleistet werden muss, und schützt sie wie Termine.",
  anxiety:
    "Nimm die Sorgen ernst, ohne sie kleinzureden, und übt gemeinsam, in unruhigen Momenten langsam auszuatmen.",
  anger:
    "Sprich es in einer ruhigen Minute an, nicht im Streit, und frag, was {name} in solchen Momenten helfen würde.",
  sadness:
    "Sei da, ohne zu drängen: Ein gemeinsamer Spaziergang oder eine Mahlzeit ohne Handy schafft oft Raum zum Reden.",
  loneliness:
    "Sei da, ohne zu drängen: Ein gemeinsamer Spaziergang oder eine Mahlzeit ohne Handy schafft oft Raum zum Reden.",
  grief:
    "Lass der Trauer Platz und sprecht über den Menschen oder das Tier, wenn {name} das möchte; ein festes kleines Ritual kann helfen.",
};
const GENERAL_STEP =
  "Such in einem ruhigen Moment das Gespräch, hör erst einmal zu, ohne gleich Lösungen anzubieten, und überlegt dann gemeinsam, was {name} guttun würde.";

function stepForThem(topic: TopicId | undefined, name: string): string {
  const step = (topic && STEPS_FOR_THEM[topic]) || GENERAL_STEP;
  return step.replaceAll("{name}", name);
}

function answerFor(kind: QuestionKind, topic: TopicId | undefined, name: string): string {
  switch (kind) {
    case "normal":
      return `Das kennen viele, besonders in Zeiten mit viel Belastung – ${name} ist damit nicht allein. Hält es über Wochen an oder schränkt es ${name} im Alltag deutlich ein, ${CHECK}.`;
    case "worry":
      return `Ernst nehmen ja, in Panik geraten nein: Ist es neu, wird es stärker oder hält es länger als zwei Wochen an, ${CHECK} – bei plötzlichen starken Beschwerden sofort.`;
    case "related":
      return "Ja, das kann gut zusammenhängen: Körper, Gefühle und Alltag beeinflussen sich gegenseitig. Ob es wirklich der Grund ist, zeigt sich am ehesten, wenn ihr beides ein, zwei Wochen nebeneinander beobachtet.";
    case "how_long":
      return `Das ist verschieden; viele merken nach zwei bis drei Wochen mit kleinen, regelmäßigen Schritten einen Unterschied. Wird es in dieser Zeit nicht besser, ${CHECK}.`;
    case "first_step":
      return `Ein guter erster Schritt: ${stepForThem(topic, name)}`;
    case "what_to_do":
      return `Was du für ${name} tun kannst: ${stepForThem(topic, name)}`;
    case "why":
      return "Woher das kommt, kann ich von hier aus nicht sicher sagen; oft spielen Belastung, Schlaf und Anspannung zusammen.";
  }
}

/** Tom's own analysis: a pattern that fits what is said, else a strained state. */
function fromTheirAnalysis(context: CoachContext, topic: TopicId | undefined): string {
  const { profile } = context;
  const pattern = relevantPattern(context, topic);
  if (pattern) {
    return `In der Analyse von ${profile.name} ist das Muster „${pattern}“ aufgetaucht, vielleicht hängt das zusammen.`;
  }
  const state = profile.overallState;
  if (!state || !STRAINED_STATES.has(state)) return "";
  return `Die letzte Analyse von ${profile.name} hat einen ${STATE_ADJECTIVE[state]} Zustand gezeigt, das spielt hier vielleicht mit hinein.`;
}

/**
 * `context.profile` is the person the message is about; `topic` what it is about, if anything.
 * The sign that deserves a check (palpitations, pain for weeks) comes first, as for the user.
 */
export function someoneElseReply(
  context: CoachContext,
  topic: TopicId | undefined,
  lastReply: string,
  variation: Variation,
): ReplyDraft {
  const name = context.profile.name;
  const kind = questionKind(context.message);
  const sign = checkAdvice(context.message, false) ?? "";
  const general = kind ? answerFor(kind, topic, name) : "";
  const answer = kind === "worry" && sign ? sign : [general, sign].filter(Boolean).join(" ");
  const listening = topic
    ? `${variation.pick(["Du machst dir Gedanken über", "Du schreibst über"], "opener")} ${aboutThem(topic, name)}.`
    : `Danke, dass du von ${name} erzählst.`;
  const grounding = fromTheirAnalysis(context, topic);
  return {
    sentences: [answer || listening, lastReply.includes(grounding) ? "" : grounding],
    question: pickQuestion(
      [
        `Seit wann fällt dir das bei ${name} auf?`,
        `Was beobachtest du bei ${name} sonst noch?`,
        "Und wie geht es dir selbst damit?",
      ],
      lastReply,
      variation,
    ),
    suggestions: [],
  };
}
