"use client";

import { useFormContext } from "react-hook-form";

import { CheckboxListField } from "@/components/wizard/fields/checkbox-list-field";
import {
  errorMessage,
  FieldError,
  FieldHint,
  fieldIds,
  FieldLabel,
} from "@/components/wizard/fields/field-parts";
import { StressLevelField } from "@/components/wizard/fields/stress-level-field";
import { WordCountField } from "@/components/wizard/fields/word-count-field";
import { symptomOptionsFor } from "@/lib/profile/options";
import type { ProfileInput } from "@/lib/validations/profile";
import { wizardMessages } from "@/messages/wizard";

const t = wizardMessages.fields;

/**
 * Spec §5: at least one of current health issues, accidents and medications
 * needs 5+ words, so the group is required, not each field, and the rule's
 * one message is shown under the group.
 */
function HealthAspects() {
  const { formState } = useFormContext<ProfileInput>();
  const { errorId } = fieldIds("currentHealthIssues");
  const hintId = "profil-gesundheit-hinweis";
  return (
    <fieldset className="grid gap-4 rounded-lg border p-4" aria-describedby={hintId}>
      <legend className="px-1">
        <FieldLabel required>{t.healthGroup}</FieldLabel>
      </legend>
      <FieldHint id={hintId}>{t.healthGroupHint}</FieldHint>
      <WordCountField
        name="currentHealthIssues"
        label={t.currentHealthIssues}
        counted
        plain
        showError={false}
      />
      <WordCountField name="recentAccidents" label={t.recentAccidents} counted plain showError={false} />
      <WordCountField name="medications" label={t.medications} counted plain showError={false} />
      <FieldError id={errorId} message={errorMessage(formState.errors, "currentHealthIssues")} />
    </fieldset>
  );
}

/** Step 3, people only: health and emotion (spec §2). */
export function HumanHealthStep() {
  const gender = useFormContext<ProfileInput>().watch("gender");
  return (
    <div className="grid gap-6">
      <HealthAspects />
      <WordCountField name="emotionalConcerns" label={t.emotionalConcerns} required validateOn="change" />
      <CheckboxListField
        name="currentSymptoms"
        legend={t.currentSymptoms}
        options={symptomOptionsFor(gender)}
      />
      <WordCountField name="emotionalState" label={t.emotionalState} />
      <WordCountField name="childhoodExperiences" label={t.childhoodExperiences} />
      <WordCountField name="traumaHistory" label={t.traumaHistory} />
      <StressLevelField />
    </div>
  );
}
