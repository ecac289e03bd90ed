import { normalizeText } from "@/lib/analysis/normalize-text";
import { detectIntents, topicIntent, type IntentOptions } from "@/lib/coach/intents";
import { isTopic, type TopicId } from "@/lib/coach/topics";
import type { CoachMessage } from "@/lib/coach/types";

export type FollowUpKind = "helped" | "did_not_help" | "agrees" | "continues";

export interface FollowUp {
  kind: FollowUpKind;
  /** The topic of the user's previous message, for short answers without a topic of their own. */
  previousTopic: TopicId | null;
}

const DID_NOT_HELP =
  /\b(?:nicht|kaum|wenig|gar nicht|nichts) (?:\w+ )?(?:geholfen|funktioniert|gebracht|geklappt|gutgetan|gut getan)\b|\bbringt (?:mir )?(?:nichts|nix)\b|\bklappt (?:\w+ )?nicht\b|\bhilft (?:mir )?(?:auch |immer noch |leider |einfach |gar )?(?:nicht|nichts|kaum)\b/;
const HELPED =
  /\b(?:hat|haben|hatte) (?:\w+ ){0,3}(?:geholfen|gut ?getan)\b|\bhilft (?:mir )?(?:sehr|gut|wirklich)\b|\bgeht (?:\w+ ){0,2}besser\b|\btut (?:mir )?(?:richtig |sehr )?gut\b/;
const AGREEMENT =
  /^(?:ok|okay|ja|jep|jo|gut|alles klar|mhm|hm+|passt|verstanden|mach ich|stimmt|genau|in ordnung)\b/;
const AGREEMENT_WORDS = 3;
const SHORT_ANSWER_WORDS = 8;

const TOPIC_MEMORY = 3;

/** The topic of the most recent user message that had one, looking back a few messages. */
function recentTopic(history: readonly CoachMessage[], options: IntentOptions): TopicId | null {
  const userMessages = history
    .filter((message) => message.role === "user")
    .slice(-TOPIC_MEMORY)
    .reverse();
  for (const message of userMessages) {
    const intent = topicIntent(detectIntents(message.content, options));
    if (intent && isTopic(intent.id)) return intent.id;
  }
  return null;
}

/** How the message relates to the conversation so far; null at the start of a chat. */
export function detectFollowUp(
  message: string,
  history: readonly CoachMessage[],
  options: IntentOptions,
): FollowUp | null {
  if (!history.some((entry) => entry.role === "assistant")) return null;
  const previousTopic = recentTopic(history, options);
  const text = normalizeText(message).text;
  if (DID_NOT_HELP.test(text)) return { kind: "did_not_help", previousTopic };
  if (HELPED.test(text)) return { kind: "helped", previousTopic };

  const words = text.split(" ").length;
  if (words <= AGREEMENT_WORDS && AGREEMENT.test(text)) return { kind: "agrees", previousTopic };
  // A short answer usually answers the coach's last question.
  const current = topicIntent(detectIntents(message, options));
  const short = words <= SHORT_ANSWER_WORDS;
  if (short || current?.id === previousTopic) return { kind: "continues", previousTopic };
  return null;
}

export const FOLLOW_UP_ACKS: Record<FollowUpKind, readonly string[]> = {
  helped: ["Schön zu hören, dass dir das gutgetan hat.", "Das freut mich, danke, dass du davon erzählst."],
  did_not_help: [
    "Danke, dass du ehrlich sagst, dass es nicht geholfen hat. Dann probieren wir etwas anderes.",
    "Gut, dass du das sagst: Nicht jede Übung passt zu jedem Menschen, also schauen wir weiter.",
  ],
  agrees: ["Gut, dann bleiben wir dran.", "Alles klar, dann schauen wir weiter."],
  continues: ["Danke, dass du weitererzählst.", "Lass uns da dranbleiben."],
};
