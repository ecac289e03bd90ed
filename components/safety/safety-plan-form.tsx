"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { Printer, Save } from "lucide-react";
import { useState } from "react";
import { useForm, useWatch } from "react-hook-form";
import { toast } from "@/components/app/toast";

import { CrisisNumbers } from "@/components/safety/crisis-numbers";
import { Button } from "@/components/ui/button";
import { Label } from "@/components/ui/label";
import { Textarea } from "@/components/ui/textarea";
import { formatCount } from "@/lib/format-count";
import { formatMessage } from "@/lib/format-message";
import {
  SAFETY_PLAN_FIELD_LIMIT,
  SAFETY_PLAN_STEPS,
  type SafetyPlanInput,
  safetyPlanSchema,
} from "@/lib/validations/safety-plan";
import { actionMessages } from "@/messages/common";
import { safetyPlanMessages } from "@/messages/safety-plan";
import { updateSafetyPlan } from "@/server/actions/safety-plan";
import type { SafetyPlanView } from "@/server/safety-plan/plan";
import { onFirstUse } from "@/lib/on-first-use";

const t = safetyPlanMessages;

const dateFormat = onFirstUse(
  () => new Intl.DateTimeFormat("de-AT", { dateStyle: "long", timeStyle: "short" }),
);

function planValues(plan: SafetyPlanView): SafetyPlanInput {
  return Object.fromEntries(SAFETY_PLAN_STEPS.map((step) => [step, plan[step]])) as SafetyPlanInput;
}

/**
 * 'Mein Krisenplan': the seven steps of a Stanley–Brown safety plan as free text, saved for the
 * user alone, and printable as a plain page with the crisis numbers.
 */
export function SafetyPlanForm({ plan }: { plan: SafetyPlanView }) {
  const [savedAt, setSavedAt] = useState(plan.updatedAt);
  const form = useForm<SafetyPlanInput>({
    resolver: zodResolver(safetyPlanSchema),
    defaultValues: planValues(plan),
  });
  const { errors, isSubmitting, isDirty } = form.formState;
  const values = useWatch({ control: form.control });

  const submit = form.handleSubmit(async (input) => {
    const result = await updateSafetyPlan(input).catch(() => null);
    if (!result?.ok) {
      for (const [field, message] of Object.entries(result?.fieldErrors ?? {})) {
        if ((SAFETY_PLAN_STEPS as readonly string[]).includes(field))
          form.setError(field as keyof SafetyPlanInput, { type: "server", message });
      }
      toast.error(result?.title ?? t.failedTitle, {
        description: result?.message ?? actionMessages.unexpected,
      });
      return;
    }
    form.reset(planValues(result.data));
    setSavedAt(result.data.updatedAt);
    toast.success(t.saved);
  });

  const printedOn = formatMessage(t.printedFor, { date: dateFormat().format(new Date()) });

  return (
    <>
      <form
        onSubmit={submit}
        noValidate
        className="grid gap-6 print:hidden"
        aria-labelledby="krisenplan-titel"
      >
        {SAFETY_PLAN_STEPS.map((step) => {
          const id = `krisenplan-${step}`;
          const error = errors[step]?.message;
          const length = values[step]?.length ?? 0;
          return (
            <div key={step} className="grid gap-1.5">
              <Label htmlFor={id} className="text-base font-semibold">
                {t.steps[step].title}
              </Label>
              <p id={`${id}-hint`} className="text-sm text-muted-foreground">
                {t.steps[step].hint}
              </p>
              <Textarea
                id={id}
                rows={4}
                className="text-base"
                aria-invalid={error ? true : undefined}
                aria-describedby={[`${id}-hint`, error ? `${id}-error` : `${id}-count`].join(" ")}
                {...form.register(step)}
              />
              <p
                id={`${id}-count`}
                className={
                  length > SAFETY_PLAN_FIELD_LIMIT
                    ? "text-right text-xs text-destructive"
                    : "text-right text-xs text-muted-foreground"
                }
              >
                {formatCount(length)} / {formatCount(SAFETY_PLAN_FIELD_LIMIT)}
              </p>
              {error ? (
                <p id={`${id}-error`} role="alert" className="text-sm text-destructive">
                  {error}
                </p>
              ) : null}
            </div>
          );
        })}
        <div className="sticky bottom-0 -mx-4 flex flex-wrap items-center gap-3 border-t bg-background/95 px-4 py-3 backdrop-blur">
          <Button type="submit" disabled={isSubmitting}>
            <Save aria-hidden />
            {isSubmitting ? t.saving : t.save}
          </Button>
          <Button type="button" variant="outline" onClick={() => window.print()}>
            <Printer aria-hidden />
            {t.print}
          </Button>
          <p className="text-sm text-muted-foreground" aria-live="polite" data-testid="krisenplan-status">
            {savedAt && !isDirty
              ? formatMessage(t.savedAt, { date: dateFormat().format(new Date(savedAt)) })
              : isDirty
                ? t.unsaved
                : t.notSaved}
          </p>
        </div>
      </form>

      <section aria-label={t.title} className="hidden print:block">
        <p className="mb-4 text-sm">{printedOn}</p>
        {SAFETY_PLAN_STEPS.map((step) => (
          <div key={step} className="mb-4 break-inside-avoid">
            <h2 className="text-base font-semibold">{t.steps[step].title}</h2>
            <p className="text-sm whitespace-pre-wrap">{values[step]?.trim() || "—"}</p>
          </div>
        ))}
        <CrisisNumbers headingLevel={2} />
      </section>
    </>
  );
}
