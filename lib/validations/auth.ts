// One set of zod schemas for the auth forms (react-hook-form + zodResolver)
// and for the server actions and the credentials provider.
import { z } from "@/lib/validations/zod";

import { authMessages } from "@/messages/auth";

const t = authMessages.validation;

export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 1000;
export const EMAIL_MAX_LENGTH = 254;

export const emailSchema = z
  .string({ error: t.emailRequired })
  .trim()
  .min(1, t.emailRequired)
  .max(EMAIL_MAX_LENGTH, t.emailTooLong)
  .pipe(z.email({ error: t.emailInvalid }))
  .transform((email) => email.toLowerCase());

/** Sign-in accepts whatever was set before; it only bounds the length. */
export const currentPasswordSchema = z
  .string({ error: t.passwordRequired })
  .min(1, t.passwordRequired)
  .max(PASSWORD_MAX_LENGTH, t.passwordTooLong);

export const newPasswordSchema = z
  .string({ error: t.passwordRequired })
  .min(1, t.passwordRequired)
  .max(PASSWORD_MAX_LENGTH, t.passwordTooLong)
  .refine((password) => password.length >= PASSWORD_MIN_LENGTH, t.passwordTooShort)
  .refine((password) => password.trim().length > 0, t.passwordBlank);

export const signInSchema = z.strictObject({
  email: emailSchema,
  password: currentPasswordSchema,
});

const confirmPasswordSchema = z.string().max(PASSWORD_MAX_LENGTH, t.passwordTooLong);
const passwordsMatch = (value: { password: string; confirmPassword: string }) =>
  value.password === value.confirmPassword;
const mismatch = { message: t.passwordsDiffer, path: ["confirmPassword"] };

export const signUpSchema = z
  .strictObject({ email: emailSchema, password: newPasswordSchema, confirmPassword: confirmPasswordSchema })
  .refine(passwordsMatch, mismatch);

export const passwordResetRequestSchema = z.strictObject({ email: emailSchema });

/** Reset tokens are 32 random bytes in base64url. */
export const resetTokenSchema = z.string().regex(/^[A-Za-z0-9_-]{43}$/, t.tokenInvalid);

export const passwordResetSchema = z
  .strictObject({
    token: resetTokenSchema,
    password: newPasswordSchema,
    confirmPassword: confirmPasswordSchema,
  })
  .refine(passwordsMatch, mismatch);

export const changePasswordSchema = z
  .strictObject({
    currentPassword: currentPasswordSchema,
    password: newPasswordSchema,
    confirmPassword: confirmPasswordSchema,
  })
  .refine(passwordsMatch, mismatch);

export const deleteAccountSchema = z.strictObject({
  confirmation: z.literal(authMessages.account.deleteConfirmWord, {
    error: authMessages.account.deleteConfirmLabel,
  }),
});

export type SignInInput = z.input<typeof signInSchema>;
export type SignUpInput = z.input<typeof signUpSchema>;
export type PasswordResetRequestInput = z.input<typeof passwordResetRequestSchema>;
export type PasswordResetInput = z.input<typeof passwordResetSchema>;
export type ChangePasswordInput = z.input<typeof changePasswordSchema>;
export type DeleteAccountInput = z.input<typeof deleteAccountSchema>;
