import "server-only";

import type { CoachContext, CoachReply } from "@/lib/coach";
import { ENERGY_STATE_LABELS } from "@/lib/profile/options";

/** What the language model gets: the same grounding as the rule-based coach, and its draft. */
export interface ModelPrompt {
  system: string;
  messages: { role: "user" | "assistant"; content: string }[];
}

const RULES = [
  "You are the coach of Resonanz, a German-language wellness app for people and their pets.",
  "Answer in German, addressing the user with 'du', warmly and briefly (at most 120 words).",
  "Listen first: reflect in one sentence what the user said, then offer one or two concrete, gentle suggestions.",
  "You are not a doctor or vet: never diagnose, never name medication, and for physical symptoms suggest seeing a doctor or vet.",
  "Keep the exercise and journal suggestions of the reference answer, with their names, because the app links them.",
  "Do not mention that you are a language model or that there is a reference answer.",
].join(" ");

function profileLines(context: CoachContext): string[] {
  const { profile } = context;
  const who =
    profile.profileType === "animal"
      ? `The profile is an animal (${profile.animalType ?? "Tier"}) called ${profile.name}; the user is its owner.`
      : `The profile is the user, a person called ${profile.name}.`;
  const lines = [who];
  if (profile.stressLevel != null && profile.profileType === "human")
    lines.push(`Self-reported stress level: ${profile.stressLevel} of 10.`);
  if (profile.overallState)
    lines.push(`Latest analysis, overall energy state: ${ENERGY_STATE_LABELS[profile.overallState]}.`);
  if (profile.patternTitles?.length)
    lines.push(`Patterns found by the analysis: ${profile.patternTitles.join("; ")}.`);
  if (profile.recommendations?.length)
    lines.push(
      `Recommended by the analysis: ${profile.recommendations.map((entry) => entry.title).join("; ")}.`,
    );
  return lines;
}

/** The account's other profiles: a locked one by name and species only. */
function householdLines(context: CoachContext): string[] {
  const members = context.household ?? [];
  if (members.length === 0) return [];
  return [
    "Other profiles of the same account (answer about one of them from its own analysis when the user asks about it):",
    ...members.map((member) => {
      const kind = member.profileType === "animal" ? `animal (${member.animalType ?? "Tier"})` : "person";
      if (member.locked) return `- ${member.name}, ${kind}; locked on the Free plan, no analysis available.`;
      const state = member.overallState ? `, energy state ${ENERGY_STATE_LABELS[member.overallState]}` : "";
      const patterns = member.patternTitles?.length ? `, patterns: ${member.patternTitles.join("; ")}` : "";
      return `- ${member.name}, ${kind}${state}${patterns}.`;
    }),
  ];
}

const SOURCE_LABELS = { profile: "profile", analysis: "analysis", chat: "chat", journal: "journal" } as const;

/** The memory the user sees and edits: the only things the model may take as known about the profile. */
function memoryLines(context: CoachContext): string[] {
  if (context.memory.length === 0) return [];
  return [
    "What you remember about the profile (the user sees and edits this list; nothing else from earlier chats or the journal is known to you):",
    ...context.memory.map((fact) => {
      const date = fact.createdAt ? `, ${fact.createdAt.slice(0, 10)}` : "";
      return `- (${SOURCE_LABELS[fact.source]}${date}) ${fact.content.slice(0, 500)}`;
    }),
  ];
}

/**
 * The system prompt carries the profile, the analysis, the memory and the rule-based coach's own
 * answer as a reference; the conversation follows as chat messages (crisis messages are already
 * left out of the history).
 */
export function modelPrompt(context: CoachContext, reference: CoachReply): ModelPrompt {
  const system = [
    RULES,
    "",
    ...profileLines(context),
    ...householdLines(context),
    ...memoryLines(context),
    "",
    `Reference answer of the rule-based coach: ${reference.content}`,
  ].join("\n");
  return {
    system,
    messages: [...context.history, { role: "user", content: context.message }],
  };
}
