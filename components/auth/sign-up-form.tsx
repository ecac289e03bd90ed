"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useState } from "react";
import { type FieldErrors, useForm } from "react-hook-form";
import { toast } from "sonner";

import { TextField } from "@/components/forms/text-field";
import { Button } from "@/components/ui/button";
import { formatMessage } from "@/lib/format-message";
import { type SignUpInput, signUpSchema } from "@/lib/validations/auth";
import { authMessages } from "@/messages/auth";
import { signUp } from "@/server/actions/auth";

const t = authMessages;

const showMismatch = () =>
  toast.error(t.toasts.passwordMismatch, { description: t.toasts.passwordMismatchText });

/**
 * Sign-up answers the same for a new address and for one that has an account,
 * so it cannot sign in at once: the mail says what to do next (confirm the
 * address, or sign in to the existing account).
 */
export function SignUpForm({ disabled, onBusy }: { disabled: boolean; onBusy: (busy: boolean) => void }) {
  const [sentTo, setSentTo] = useState<string | null>(null);
  const form = useForm<SignUpInput>({
    resolver: zodResolver(signUpSchema),
    defaultValues: { email: "", password: "", confirmPassword: "" },
  });
  const { errors, isSubmitting } = form.formState;

  const onInvalid = (invalid: FieldErrors<SignUpInput>) => {
    if (invalid.confirmPassword?.message === t.validation.passwordsDiffer) showMismatch();
  };

  const submit = form.handleSubmit(async (values) => {
    onBusy(true);
    try {
      const result = await signUp(values);
      if (!result.ok) {
        if (result.fieldErrors?.confirmPassword === t.validation.passwordsDiffer) showMismatch();
        else toast.error(t.toasts.signUpFailed, { description: result.message });
        return;
      }
      toast.success(t.toasts.signUpSent, { description: t.toasts.signUpSentText });
      form.reset();
      setSentTo(result.data.email);
    } catch {
      toast.error(t.toasts.signUpFailed, { description: t.toasts.unexpected });
    } finally {
      onBusy(false);
    }
  }, onInvalid);

  if (sentTo) {
    return (
      <div role="status" className="grid gap-3 rounded-md border bg-muted/40 p-4 text-sm">
        <p className="text-base font-semibold">{t.signUp.sentTitle}</p>
        <p>{formatMessage(t.signUp.sentText, { email: sentTo })}</p>
        <Button type="button" variant="outline" onClick={() => setSentTo(null)}>
          {t.signUp.again}
        </Button>
      </div>
    );
  }

  return (
    <form onSubmit={submit} noValidate className="grid gap-4">
      <TextField
        label={t.fields.email}
        type="email"
        autoComplete="email"
        placeholder={t.fields.emailPlaceholder}
        error={errors.email?.message}
        {...form.register("email")}
      />
      <TextField
        label={t.fields.password}
        type="password"
        autoComplete="new-password"
        hint={t.fields.passwordHint}
        error={errors.password?.message}
        {...form.register("password")}
      />
      <TextField
        label={t.fields.passwordConfirm}
        type="password"
        autoComplete="new-password"
        error={errors.confirmPassword?.message}
        {...form.register("confirmPassword")}
      />
      <Button type="submit" size="lg" disabled={disabled || isSubmitting}>
        {isSubmitting ? t.actions.signingUp : t.actions.signUp}
      </Button>
    </form>
  );
}
