import { evidenceSentence } from "@/lib/analysis/explain";
import { FIELD_LABELS, listOf, type ListField } from "@/lib/analysis/field-labels";
import { round, scaleStates, type Finding } from "@/lib/analysis/finding";
import { compileKeywords, findKeywords, type KeywordMatcher } from "@/lib/analysis/keyword-match";
import { LIST_FIELDS_BY_SUBJECT, type KnowledgeTopic } from "@/lib/analysis/knowledge-base/types";
import { normalizeKeyword } from "@/lib/analysis/normalize-text";
import { fillName, type ProfileContext } from "@/lib/analysis/profile-context";
import type { Trigger } from "@/lib/analysis/types";
import {
  BEHAVIOR_PATTERN_OPTIONS,
  EMOTIONAL_ISSUE_OPTIONS,
  SYMPTOM_OPTIONS,
  type ProfileOption,
} from "@/lib/profile/options";

const MAX_PHRASES_PER_FIELD = 3;
const DEFAULT_WEIGHT = 2;
const STRESS_BOOST_FROM = 7;

const OPTIONS_BY_FIELD: Record<ListField, readonly ProfileOption[]> = {
  currentSymptoms: SYMPTOM_OPTIONS,
  behaviorPatterns: BEHAVIOR_PATTERN_OPTIONS,
  emotionalIssues: EMOTIONAL_ISSUE_OPTIONS,
};

/** Stored slugs, but also labels typed by hand ("Migräne"), find their option. */
const OPTION_LOOKUP = new Map<ListField, Map<string, ProfileOption>>(
  (Object.entries(OPTIONS_BY_FIELD) as [ListField, readonly ProfileOption[]][]).map(([field, options]) => [
    field,
    new Map(
      options.flatMap((option) => [
        [normalizeKeyword(option.value), option],
        [normalizeKeyword(option.label), option],
      ]),
    ),
  ]),
);

const matchers = new Map<string, KeywordMatcher>();

function matcherFor(topic: KnowledgeTopic): KeywordMatcher {
  let matcher = matchers.get(topic.id);
  if (!matcher) {
    matcher = compileKeywords(topic);
    matchers.set(topic.id, matcher);
  }
  return matcher;
}

function optionTriggers(context: ProfileContext, topic: KnowledgeTopic): Trigger[] {
  if (!topic.options) return [];
  const triggers: Trigger[] = [];
  for (const field of LIST_FIELDS_BY_SUBJECT[context.subject]) {
    const lookup = OPTION_LOOKUP.get(field);
    const labels = new Set<string>();
    for (const entry of listOf(context.profile, field)) {
      const option = lookup?.get(normalizeKeyword(entry));
      if (option && topic.options.includes(option.value)) labels.add(option.label);
    }
    for (const label of labels) triggers.push({ field, label: FIELD_LABELS[field], value: label });
  }
  return triggers;
}

function textTriggers(context: ProfileContext, topic: KnowledgeTopic): Trigger[] {
  const triggers: Trigger[] = [];
  for (const field of topic.fields) {
    const text = context.texts.get(field);
    if (!text) continue;
    for (const phrase of findKeywords(text, matcherFor(topic)).slice(0, MAX_PHRASES_PER_FIELD)) {
      triggers.push({ field, label: FIELD_LABELS[field], value: phrase });
    }
  }
  return triggers;
}

/** High stress sharpens complaints that lean towards tension, overload or worry. */
function stressSharpens(context: ProfileContext, topic: KnowledgeTopic): boolean {
  if (topic.resource || context.stressLevel === null || context.stressLevel < STRESS_BOOST_FROM) return false;
  const { überreizt = 0, blockiert = 0, unruhig = 0 } = topic.states;
  return Math.max(überreizt, blockiert, unruhig) >= 1.5;
}

function toFinding(context: ProfileContext, topic: KnowledgeTopic, found: Trigger[]): Finding {
  const extraInputs = Math.min(found.length - 1, 2);
  const sharpened = stressSharpens(context, topic);
  const triggers: Trigger[] = sharpened
    ? [
        ...found,
        { field: "stressLevel", label: FIELD_LABELS.stressLevel, value: String(context.stressLevel) },
      ]
    : found;
  return {
    id: topic.id,
    area: topic.area,
    name: topic.name,
    title: topic.title,
    explanation: `${evidenceSentence(context, triggers)} ${fillName(topic.reading, context)}`,
    weight: round((topic.weight ?? DEFAULT_WEIGHT) + 0.5 * extraInputs + (sharpened ? 0.5 : 0)),
    states: scaleStates(topic.states, 1 + 0.25 * extraInputs),
    triggers,
    recommends: topic.recommends,
    resource: topic.resource === true,
    supersedes: topic.supersedes ?? [],
    theme: topic.theme,
  };
}

/** Checks each topic of the profile's subject against its checkbox lists and free text. */
export function detectTopics(context: ProfileContext, topics: readonly KnowledgeTopic[]): Finding[] {
  const findings: Finding[] = [];
  for (const topic of topics) {
    if (topic.subject !== context.subject) continue;
    const found = [...optionTriggers(context, topic), ...textTriggers(context, topic)];
    if (found.length > 0) findings.push(toFinding(context, topic, found));
  }
  return findings;
}
