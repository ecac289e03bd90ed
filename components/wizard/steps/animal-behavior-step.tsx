"use client";

import { AlertCircle } from "lucide-react";
import { useFormContext } from "react-hook-form";

import { CheckboxListField } from "@/components/wizard/fields/checkbox-list-field";
import { ChoiceField } from "@/components/wizard/fields/choice-field";
import { TextInputField } from "@/components/wizard/fields/text-input-field";
import { WordCountField } from "@/components/wizard/fields/word-count-field";
import {
  BEHAVIOR_PATTERN_OPTIONS,
  EMOTIONAL_ISSUE_OPTIONS,
  EXERCISE_LEVEL_LABELS,
} from "@/lib/profile/options";
import { TEXT_LIMITS } from "@/lib/profile/ranges";
import { ANIMAL_BEHAVIOR_BANNER_FIELDS } from "@/lib/profile/wizard-steps";
import type { ProfileInput } from "@/lib/validations/profile";
import { wizardMessages } from "@/messages/wizard";
import type { ExerciseLevel } from "@/prisma/generated/client/enums";

const t = wizardMessages.fields;
const EXERCISE_LEVELS = (Object.keys(EXERCISE_LEVEL_LABELS) as ExerciseLevel[]).map((value) => ({
  value,
  label: EXERCISE_LEVEL_LABELS[value],
}));

/**
 * Spec §4: shown while any of the step's five fields has an error. It floats
 * above the bottom bar, so appearing on a blur never moves the field the user
 * is about to click.
 */
function BehaviorBanner() {
  const { formState } = useFormContext<ProfileInput>();
  if (!ANIMAL_BEHAVIOR_BANNER_FIELDS.some((field) => formState.errors[field])) return null;
  return (
    <div
      data-floating-banner
      className="fixed inset-x-0 bottom-[calc(4.5rem+env(safe-area-inset-bottom))] z-30 px-4"
    >
      <div
        role="alert"
        className="mx-auto flex max-w-2xl items-start gap-2 rounded-lg border border-destructive/40 bg-background p-3 text-sm text-destructive shadow-md"
      >
        <AlertCircle className="mt-0.5 size-4 shrink-0" aria-hidden />
        <p>{wizardMessages.behaviorBanner}</p>
      </div>
    </div>
  );
}

/** Step 2 for animals: behaviour and condition, validated on blur; editing clears a field's error. */
export function AnimalBehaviorStep() {
  return (
    <div className="grid gap-6">
      <BehaviorBanner />
      <WordCountField
        name="generalBehavior"
        label={t.generalBehavior}
        required
        validateOn="blurClearOnEdit"
      />
      <WordCountField
        name="recentHealthIssues"
        label={t.recentHealthIssues}
        required
        validateOn="blurClearOnEdit"
      />
      <WordCountField
        name="environmentChanges"
        label={t.environmentChanges}
        required
        validateOn="blurClearOnEdit"
      />
      <WordCountField
        name="relationshipDescription"
        label={t.relationshipDescription}
        required
        validateOn="blurClearOnEdit"
      />
      <ChoiceField name="exerciseLevel" legend={t.exerciseLevel} options={EXERCISE_LEVELS} />
      <CheckboxListField
        name="behaviorPatterns"
        legend={t.behaviorPatterns}
        options={BEHAVIOR_PATTERN_OPTIONS}
      />
      <CheckboxListField
        name="emotionalIssues"
        legend={t.emotionalIssues}
        options={EMOTIONAL_ISSUE_OPTIONS}
      />
      <TextInputField
        name="livingEnvironment"
        label={t.livingEnvironment}
        maxLength={TEXT_LIMITS.shortText}
        clearOnEdit
      />
      <TextInputField
        name="ownerBondQuality"
        label={t.ownerBondQuality}
        maxLength={TEXT_LIMITS.shortText}
        clearOnEdit
      />
    </div>
  );
}
