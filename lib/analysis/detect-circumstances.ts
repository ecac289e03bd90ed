import { FIELD_LABELS } from "@/lib/analysis/field-labels";
import { round, type Finding } from "@/lib/analysis/finding";
import { compileKeywords, findKeywords } from "@/lib/analysis/keyword-match";
import {
  ANIMAL_EXERCISE_ENTRIES,
  FINANCE_ENTRIES,
  FLAT_NOTE,
  IMPRINT_ENTRIES,
  IMPRINT_KEYWORDS,
  RELATIONSHIP_ENTRIES,
  STRESS_ENTRIES,
  type CircumstanceEntry,
} from "@/lib/analysis/knowledge-base/circumstances";
import type { StateWeights } from "@/lib/analysis/knowledge-base/types";
import { fillName, type ProfileContext } from "@/lib/analysis/profile-context";
import type { ProfileField, Trigger } from "@/lib/analysis/types";
import {
  EXERCISE_LEVEL_LABELS,
  FINANCIAL_SITUATION_LABELS,
  HOUSING_TYPE_LABELS,
  RELATIONSHIP_STATUS_LABELS,
} from "@/lib/profile/options";

function trigger(field: ProfileField, value: string): Trigger {
  return { field, label: FIELD_LABELS[field], value };
}

function fromEntry(
  context: ProfileContext,
  entry: CircumstanceEntry,
  triggers: Trigger[],
  overrides: { states?: StateWeights; weight?: number; note?: string } = {},
): Finding {
  const explanation = fillName(entry.explanation, context).replaceAll("{level}", String(context.stressLevel));
  return {
    id: entry.id,
    area: entry.area,
    name: entry.name,
    title: entry.title,
    explanation: overrides.note ? `${explanation} ${overrides.note}` : explanation,
    weight: round(overrides.weight ?? entry.weight),
    states: overrides.states ?? entry.states,
    triggers,
    recommends: entry.recommends,
    resource: entry.resource === true,
    supersedes: [],
    theme: entry.theme,
  };
}

/** Looks an enum value up in a label map; tolerates the database spelling "im-wandel". */
function enumKey<T extends string>(labels: Record<T, string>, value: unknown): T | null {
  if (typeof value !== "string") return null;
  const key = value.replace(/-/g, "_");
  return key in labels ? (key as T) : null;
}

function financeFinding(context: ProfileContext): Finding | null {
  const key = enumKey(FINANCIAL_SITUATION_LABELS, context.profile.financialSituation);
  const entry = key ? FINANCE_ENTRIES[key] : undefined;
  if (!key || !entry || context.subject !== "human") return null;
  return fromEntry(context, entry, [trigger("financialSituation", FINANCIAL_SITUATION_LABELS[key])]);
}

function relationshipFinding(context: ProfileContext): Finding | null {
  const key = enumKey(RELATIONSHIP_STATUS_LABELS, context.profile.relationshipStatus);
  const entry = key ? RELATIONSHIP_ENTRIES[key] : undefined;
  if (!key || !entry || context.subject !== "human") return null;
  return fromEntry(context, entry, [trigger("relationshipStatus", RELATIONSHIP_STATUS_LABELS[key])]);
}

/** Stress 8–10 is a pattern of its own, 7 a milder one, 1–3 a resource; 4–6 says little on its own. */
function stressFinding(context: ProfileContext): Finding | null {
  const level = context.stressLevel;
  if (level === null) return null;
  const triggers = [trigger("stressLevel", String(level))];
  if (level >= 8) {
    return fromEntry(context, STRESS_ENTRIES.high, triggers, {
      states: { überreizt: level - 6 },
      weight: 2.5 + 0.5 * (level - 8),
    });
  }
  if (level === 7) return fromEntry(context, STRESS_ENTRIES.raised, triggers, { states: { überreizt: 1 } });
  if (level <= 3) {
    return fromEntry(context, STRESS_ENTRIES.low, triggers, {
      states: { gestärkt: round((4 - level) * 0.75), harmonisch: 0.5 },
    });
  }
  return null;
}

const burdenMatcher = compileKeywords({ keywords: IMPRINT_KEYWORDS.burden });
const nothingMatcher = compileKeywords({ keywords: IMPRINT_KEYWORDS.nothing, negation: "none" });

function saysNothing(context: ProfileContext, field: "traumaHistory" | "childhoodExperiences"): boolean {
  const text = context.texts.get(field);
  if (!text) return true;
  return text.text.split(" ").length <= 4 && findKeywords(text, nothingMatcher).length > 0;
}

function burdens(context: ProfileContext, field: "traumaHistory" | "childhoodExperiences"): string[] {
  const text = context.texts.get(field);
  return text ? findKeywords(text, burdenMatcher).slice(0, 3) : [];
}

/** Childhood and trauma history, read gently: the explanation never repeats what was written. */
function imprintFinding(context: ProfileContext): Finding | null {
  if (context.subject !== "human") return null;
  const childhood = burdens(context, "childhoodExperiences").map((value) =>
    trigger("childhoodExperiences", value),
  );
  if (!saysNothing(context, "traumaHistory")) {
    const [first] = burdens(context, "traumaHistory");
    const traumaTrigger = trigger("traumaHistory", first ?? "eigene Beschreibung");
    return fromEntry(context, IMPRINT_ENTRIES.trauma, [traumaTrigger, ...childhood]);
  }
  if (childhood.length === 0 || saysNothing(context, "childhoodExperiences")) return null;
  return fromEntry(context, IMPRINT_ENTRIES.childhood, childhood);
}

function animalExerciseFinding(context: ProfileContext): Finding | null {
  const key = enumKey(EXERCISE_LEVEL_LABELS, context.profile.exerciseLevel);
  const entry = key ? ANIMAL_EXERCISE_ENTRIES[key] : undefined;
  if (!key || !entry || context.subject !== "animal") return null;
  const triggers = [trigger("exerciseLevel", EXERCISE_LEVEL_LABELS[key])];
  const inFlat = key === "selten" && context.profile.housingType === "wohnung";
  if (inFlat) triggers.push(trigger("housingType", HOUSING_TYPE_LABELS.wohnung));
  return fromEntry(context, entry, triggers, inFlat ? { note: FLAT_NOTE } : {});
}

/** Findings from choices and numbers: finances, relationship, stress level, imprints, exercise level. */
export function detectCircumstances(context: ProfileContext): Finding[] {
  return [
    stressFinding(context),
    financeFinding(context),
    relationshipFinding(context),
    imprintFinding(context),
    animalExerciseFinding(context),
  ].filter((finding): finding is Finding => finding !== null);
}
