"use client";

import type { FieldValues, Path, UseFormReturn } from "react-hook-form";

import type { ActionResult } from "@/lib/errors";
import { actionMessages } from "@/messages/common";

/**
 * Puts a refused action's field errors on the form's fields. Returns the message for the form as
 * a whole when no field took it (a blocked PIN entry, an outage), else null.
 */
export function formProblem<F extends FieldValues, T>(
  form: UseFormReturn<F>,
  result: ActionResult<T> | null,
): string | null {
  if (result?.ok) return null;
  if (!result) return actionMessages.unavailable;
  const fields = Object.keys(form.getValues());
  let placed = false;
  for (const [field, message] of Object.entries(result.fieldErrors ?? {})) {
    if (!fields.includes(field)) continue;
    form.setError(field as Path<F>, { message });
    placed = true;
  }
  return placed ? null : result.message;
}
