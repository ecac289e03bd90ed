// 'Tagebuch sperren': one set of zod schemas for the PIN forms (react-hook-form + zodResolver) and
// the server actions. The PIN is 4 to 8 digits; anything else is refused in German.
import { z } from "@/lib/validations/zod";

import { currentPasswordSchema } from "@/lib/validations/auth";
import { journalLockMessages } from "@/messages/journal-lock";

const t = journalLockMessages.errors;

export const PIN_MIN_LENGTH = 4;
export const PIN_MAX_LENGTH = 8;

/** Digits first, then the length: '12a4' is told it has a letter, '123' that it is too short. */
export const pinSchema = z
  .string({ error: t.pinRequired })
  .min(1, t.pinRequired)
  .regex(/^\d+$/, t.pinDigits)
  .min(PIN_MIN_LENGTH, t.pinLength)
  .max(PIN_MAX_LENGTH, t.pinLength);

/** The repetition is only compared, so it only needs a bound. */
const confirmSchema = z.string({ error: t.pinRequired }).max(PIN_MAX_LENGTH * 4, t.pinsDiffer);

const pinsMatch = (value: { pin: string; confirmPin: string }) => value.pin === value.confirmPin;
const mismatch = { message: t.pinsDiffer, path: ["confirmPin"] };

// The forms' fields; the actions add the profile the page shows.
const newPinFields = { pin: pinSchema, confirmPin: confirmSchema };

export const setPinFormSchema = z.strictObject(newPinFields).refine(pinsMatch, mismatch);
export const pinFormSchema = z.strictObject({ pin: pinSchema });
export const changePinFormSchema = z
  .strictObject({ currentPin: pinSchema, ...newPinFields })
  .refine(pinsMatch, mismatch);
export const passwordFormSchema = z.strictObject({ password: currentPasswordSchema });

const profile = { profileId: z.uuid() };

export const setPinSchema = z.strictObject({ ...profile, ...newPinFields }).refine(pinsMatch, mismatch);
export const pinSchemaForProfile = z.strictObject({ ...profile, pin: pinSchema });
export const changePinSchema = z
  .strictObject({ ...profile, currentPin: pinSchema, ...newPinFields })
  .refine(pinsMatch, mismatch);
export const passwordResetLockSchema = z.strictObject({ ...profile, password: currentPasswordSchema });
export const profileOnlySchema = z.strictObject(profile);

export type SetPinForm = z.infer<typeof setPinFormSchema>;
export type PinForm = z.infer<typeof pinFormSchema>;
export type ChangePinForm = z.infer<typeof changePinFormSchema>;
export type PasswordForm = z.infer<typeof passwordFormSchema>;
