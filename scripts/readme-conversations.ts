// Prints the README's three conversations (issue 23, "Done when" 4) as the real code answers them:
// the rule-based coach for a person and for a dog (each with the other profile in the household),
// and the support assistant. No language model is involved.
//   npm run conversations
import { pathToFileURL } from "node:url";

import { composeReply } from "@/lib/coach";
import type { CoachContext, CoachHouseholdMember, CoachMessage, CoachProfile, CoachReply } from "@/lib/coach";
import { supportReply } from "@/server/chat/support-reply";

const martina: CoachProfile = {
  name: "Martina",
  profileType: "human",
  stressLevel: 7,
  overallState: "überreizt",
  patternTitles: ["Anspannung im Nacken"],
  recommendations: [{ title: "Box-Atmung", exerciseId: "box-atmung" }],
};
const bello: CoachProfile = {
  name: "Bello",
  profileType: "animal",
  animalType: "hund",
  overallState: "unruhig",
  patternTitles: ["Unruhe am Abend"],
};

interface Conversation {
  title: string;
  speaker: string;
  profile: CoachProfile;
  household: CoachHouseholdMember[];
  turns: readonly string[];
  answer?: (reply: CoachReply, context: CoachContext) => CoachReply;
}

const CONVERSATIONS: readonly Conversation[] = [
  {
    title:
      "**A person** (Martina, stress level 7, analysis 'überreizt' with the pattern „Anspannung im Nacken“; Bello in the household with „Unruhe am Abend“):",
    speaker: "Coach",
    profile: martina,
    household: [bello],
    turns: [
      "Mein Nacken ist total verspannt, vor allem abends.",
      "Ist das normal?",
      "Das hilft mir nicht.",
      "Ich kann nachts auch schlecht schlafen.",
      "Und Bello ist abends auch so unruhig. Kann das mit mir zusammenhängen?",
      "Ich habe manchmal Herzrasen, wenn ich im Bett liege. Sollte ich mir Sorgen machen?",
    ],
  },
  {
    title:
      "**A dog** (Bello, analysis 'unruhig' with the pattern „Unruhe am Abend“; Martina in the household):",
    speaker: "Coach",
    profile: bello,
    household: [martina],
    turns: [
      "Bello ist abends total unruhig, seit wir umgezogen sind.",
      "Kann das mit dem Umzug zusammenhängen?",
      "Was kann ich tun?",
      "Er humpelt auch seit einer Woche. Sollte ich mir Sorgen machen?",
      "Ich bin selbst auch total erschöpft.",
    ],
  },
  {
    title:
      "**Support** (the chat 'Support'; its replies are never counted, so it answers the same at the Free limit):",
    speaker: "Support",
    profile: martina,
    household: [],
    answer: supportReply,
    turns: [
      "Wie kann ich mein Abo kündigen und wo ändere ich meine Zahlungsmethode?",
      "Wie lösche ich mein Konto?",
      "Kannst du mir sagen, was meine Frau in ihrem Konto geschrieben hat?",
      "Wie wird das Wetter am Wochenende?",
    ],
  },
];

function links(reply: CoachReply): string {
  return reply.suggestions.map((suggestion) => ` [${suggestion.label}]`).join("");
}

function transcript(conversation: Conversation): string[] {
  const history: CoachMessage[] = [];
  const lines = [conversation.title, ""];
  conversation.turns.forEach((message, index) => {
    const context: CoachContext = {
      profile: conversation.profile,
      household: conversation.household,
      history: [...history],
      memory: [],
      message,
    };
    const coach = composeReply(context);
    const reply = conversation.answer ? conversation.answer(coach, context) : coach;
    if (index > 0) lines.push(">");
    const quoted = reply.content.replaceAll("\n\n", "\n>\n> ");
    lines.push(`> **Du:** ${message}`, ">", `> **${conversation.speaker}:** ${quoted}${links(reply)}`);
    history.push({ role: "user", content: message }, { role: "assistant", content: reply.content });
  });
  return lines;
}

/** The three transcripts as Markdown, exactly as the README shows them. */
export function readmeConversations(): string {
  return CONVERSATIONS.map((conversation) => transcript(conversation).join("\n")).join("\n\n");
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  console.log(readmeConversations());
}
