"use client";

import { useFormContext } from "react-hook-form";

import { Input } from "@/components/ui/input";
import type { ProfileField, ProfileInput } from "@/lib/validations/profile";

import {
  describedBy,
  errorMessage,
  FieldError,
  FieldHint,
  fieldIds,
  FieldLabel,
  useRecheckWhileInvalid,
} from "./field-parts";

type TextName = Extract<
  ProfileField,
  "name" | "customAnimalType" | "breed" | "customHousingType" | "livingEnvironment" | "ownerBondQuality"
>;

/** A one-line text field; validated on blur (spec §4), or only cleared while typing when `clearOnEdit`. */
export function TextInputField({
  name,
  label,
  required = false,
  hint,
  placeholder,
  maxLength,
  autoComplete = "off",
  clearOnEdit = false,
}: {
  name: TextName;
  label: string;
  required?: boolean;
  hint?: string;
  placeholder?: string;
  maxLength: number;
  autoComplete?: string;
  clearOnEdit?: boolean;
}) {
  const { register, clearErrors, formState } = useFormContext<ProfileInput>();
  const recheck = useRecheckWhileInvalid(name);
  const { id, hintId, errorId } = fieldIds(name);
  const error = errorMessage(formState.errors, name);
  return (
    <div className="grid gap-1.5">
      <FieldLabel htmlFor={id} required={required}>
        {label}
      </FieldLabel>
      <Input
        id={id}
        placeholder={placeholder}
        maxLength={maxLength}
        autoComplete={autoComplete}
        aria-required={required || undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(hint && hintId, error && errorId)}
        {...register(name, { onChange: clearOnEdit ? () => clearErrors(name) : recheck })}
      />
      {hint ? <FieldHint id={hintId}>{hint}</FieldHint> : null}
      <FieldError id={errorId} message={error} />
    </div>
  );
}
