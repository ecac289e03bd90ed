"use client";

import { useController, useFormContext } from "react-hook-form";

import { Input } from "@/components/ui/input";
import type { Range } from "@/lib/profile/ranges";
import type { ProfileInput } from "@/lib/validations/profile";

import {
  describedBy,
  errorMessage,
  FieldError,
  FieldHint,
  fieldIds,
  FieldLabel,
  useRecheckWhileInvalid,
} from "./field-parts";

type NumberName = "age" | "heightCm" | "weightKg";

/** What the input holds as a number: empty is null, and so is anything the browser cannot read. */
const toNumber = (text: string): number | null => {
  if (text.trim() === "") return null;
  const value = Number(text.replace(",", "."));
  return Number.isFinite(value) ? value : null;
};

/** A number within the input range of spec §5/§9. */
export function NumberField({
  name,
  label,
  range,
  required = true,
  readOnly = false,
  hint,
  clearOnEdit = false,
  plain = false,
  noteId,
  children,
}: {
  name: NumberName;
  label: string;
  range: Range;
  required?: boolean;
  readOnly?: boolean;
  hint?: string;
  clearOnEdit?: boolean;
  /** No 'optional' mark: birth date or age is required, not each. */
  plain?: boolean;
  /** The id of the live note passed as children, so it describes the field. */
  noteId?: string;
  /** A live note under the field (weight guidance). */
  children?: React.ReactNode;
}) {
  const { control, clearErrors, formState } = useFormContext<ProfileInput>();
  const recheck = useRecheckWhileInvalid(name);
  const {
    field: { ref, value, onChange, onBlur },
  } = useController({ control, name });
  const { id, hintId, errorId } = fieldIds(name);
  const error = errorMessage(formState.errors, name);
  return (
    <div className="grid gap-1.5">
      <FieldLabel htmlFor={id} required={required} plain={plain}>
        {label}
      </FieldLabel>
      <Input
        id={id}
        ref={ref}
        name={name}
        type="number"
        inputMode={range.step < 1 ? "decimal" : "numeric"}
        min={range.min}
        max={range.max}
        step={range.step}
        readOnly={readOnly}
        aria-readonly={readOnly || undefined}
        aria-required={required || undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(hint && hintId, noteId, error && errorId)}
        className={readOnly ? "bg-muted" : undefined}
        value={value ?? ""}
        onChange={(event) => {
          onChange(toNumber(event.target.value));
          if (clearOnEdit) clearErrors(name);
          else recheck();
        }}
        onBlur={onBlur}
      />
      {hint ? <FieldHint id={hintId}>{hint}</FieldHint> : null}
      {children}
      <FieldError id={errorId} message={error} />
    </div>
  );
}
