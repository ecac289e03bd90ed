"use client";

import { useFormContext, useWatch } from "react-hook-form";

import { Textarea } from "@/components/ui/textarea";
import { formatMessage } from "@/lib/format-message";
import { TEXT_LIMITS } from "@/lib/profile/ranges";
import { countWords, MIN_WORDS } from "@/lib/profile/word-count";
import type { ProfileField, ProfileInput } from "@/lib/validations/profile";
import { cn } from "@/lib/utils";
import { wizardMessages } from "@/messages/wizard";

import {
  describedBy,
  errorMessage,
  FieldError,
  FieldHint,
  fieldIds,
  FieldLabel,
  useRecheckWhileInvalid,
} from "./field-parts";

export type FreeTextName = Extract<
  ProfileField,
  | "lifeSituation"
  | "professionalSituation"
  | "exerciseRoutine"
  | "generalBehavior"
  | "recentHealthIssues"
  | "environmentChanges"
  | "relationshipDescription"
  | "currentHealthIssues"
  | "recentAccidents"
  | "medications"
  | "emotionalConcerns"
  | "emotionalState"
  | "childhoodExperiences"
  | "traumaHistory"
>;

/**
 * When a field's rule runs (spec §4, §5): on blur by default (and on change
 * while it shows an error); on every change for emotional concerns; on blur
 * with editing clearing the error on the animal behaviour step.
 */
export type ValidateOn = "blur" | "change" | "blurClearOnEdit";

/** A free-text field; with `counted`, the 'n/5 Wörter' counter that turns green at 5. */
export function WordCountField({
  name,
  label,
  required = false,
  counted = required,
  validateOn = "blur",
  hint,
  showError = true,
  plain = false,
  rows = 3,
}: {
  name: FreeTextName;
  label: string;
  required?: boolean;
  counted?: boolean;
  validateOn?: ValidateOn;
  hint?: string;
  /** False where a group shows the error once (the health aspects). */
  showError?: boolean;
  /** No 'optional' mark: the field belongs to a group with its own rule. */
  plain?: boolean;
  rows?: number;
}) {
  const { register, control, trigger, clearErrors, formState } = useFormContext<ProfileInput>();
  const value = useWatch({ control, name }) as string | undefined;
  const { id, hintId, counterId, errorId } = fieldIds(name);
  const error = errorMessage(formState.errors, name);
  const words = countWords(value);
  const enough = words >= MIN_WORDS;
  const recheck = useRecheckWhileInvalid(name);
  const onChange = {
    blur: recheck,
    change: () => void trigger(name),
    blurClearOnEdit: () => clearErrors(name),
  }[validateOn];
  return (
    <div className="grid gap-1.5">
      <FieldLabel htmlFor={id} required={required} plain={plain}>
        {label}
      </FieldLabel>
      <Textarea
        id={id}
        rows={rows}
        maxLength={TEXT_LIMITS.freeText}
        aria-required={required || undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(hint && hintId, counted && counterId, error && errorId)}
        className="min-h-24"
        {...register(name, { onChange })}
      />
      <div className="flex flex-wrap items-start justify-between gap-x-4 gap-y-1">
        <div className="grid gap-1">
          {hint ? <FieldHint id={hintId}>{hint}</FieldHint> : null}
          {showError ? <FieldError id={errorId} message={error} /> : null}
        </div>
        {counted ? (
          <p
            id={counterId}
            data-complete={enough}
            className={cn(
              "ml-auto text-xs tabular-nums",
              enough ? "font-medium text-success" : "text-muted-foreground",
            )}
          >
            {formatMessage(wizardMessages.wordCounter, { n: words })}
          </p>
        ) : null}
      </div>
    </div>
  );
}
