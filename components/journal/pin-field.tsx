"use client";

import { TextField } from "@/components/forms/text-field";

type PinFieldProps = Omit<React.ComponentProps<typeof TextField>, "type" | "inputMode" | "autoComplete">;

/** A PIN: digits on a phone's number pad, hidden as typed, never offered by the browser's autofill. */
export function PinField(props: PinFieldProps) {
  return <TextField type="password" inputMode="numeric" autoComplete="off" spellCheck={false} {...props} />;
}
