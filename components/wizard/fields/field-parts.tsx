"use client";

import { type FieldErrors, get, useFormContext } from "react-hook-form";

import { Label } from "@/components/ui/label";
import type { ProfileField, ProfileInput } from "@/lib/validations/profile";
import { cn } from "@/lib/utils";
import { wizardMessages } from "@/messages/wizard";

/** The ids that tie a field to its label, hint, counter and error. */
export function fieldIds(name: ProfileField) {
  const id = `profil-${name}`;
  return { id, hintId: `${id}-hinweis`, counterId: `${id}-zaehler`, errorId: `${id}-fehler` };
}

/** The first message for a field; list fields may carry it on one of their entries. */
export function errorMessage(errors: FieldErrors<ProfileInput>, name: ProfileField): string | undefined {
  const error = get(errors, name) as { message?: string } | { message?: string }[] | undefined;
  if (!error) return undefined;
  if (Array.isArray(error)) return error.find((entry) => entry?.message)?.message;
  return error.message;
}

/** aria-describedby for whichever of hint, counter and error are shown. */
export const describedBy = (...ids: (string | false | undefined)[]) =>
  ids.filter(Boolean).join(" ") || undefined;

/** A label marked '*' when required and '(optional)' when not, unless `plain`. */
export function FieldLabel({
  htmlFor,
  id,
  required,
  plain = false,
  children,
}: {
  htmlFor?: string;
  id?: string;
  required?: boolean;
  plain?: boolean;
  children: React.ReactNode;
}) {
  return (
    <Label htmlFor={htmlFor} id={id} className="leading-snug">
      <span>
        {children}
        {required ? (
          <span className="text-destructive" aria-hidden>
            {" *"}
          </span>
        ) : plain ? null : (
          <span className="font-normal text-muted-foreground">{` (${wizardMessages.optional})`}</span>
        )}
      </span>
    </Label>
  );
}

export function FieldHint({ id, children }: { id: string; children: React.ReactNode }) {
  return (
    <p id={id} className="text-xs text-muted-foreground">
      {children}
    </p>
  );
}

export function FieldError({ id, message, className }: { id: string; message?: string; className?: string }) {
  if (!message) return null;
  return (
    <p id={id} className={cn("text-sm font-medium text-destructive", className)}>
      {message}
    </p>
  );
}

/**
 * Fields are first checked on blur (spec §4); once one shows an error it is
 * checked again on every change, so fixing it clears the message while typing
 * instead of moving the layout under the next click.
 */
export function useRecheckWhileInvalid(name: ProfileField): () => void {
  const { getFieldState, trigger } = useFormContext<ProfileInput>();
  return () => {
    if (getFieldState(name).invalid) void trigger(name);
  };
}
