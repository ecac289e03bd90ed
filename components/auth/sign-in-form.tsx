"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useRouter } from "next/navigation";
import { signIn } from "next-auth/react";
import { useForm } from "react-hook-form";
import { toast } from "sonner";

import { ForgotPasswordDialog } from "@/components/auth/forgot-password-dialog";
import { TextField } from "@/components/forms/text-field";
import { Button } from "@/components/ui/button";
import { type SignInInput, signInSchema } from "@/lib/validations/auth";
import { signInErrorMessage } from "@/lib/auth/sign-in-error";
import { authMessages } from "@/messages/auth";

const t = authMessages;

export function SignInForm({
  disabled,
  onBusy,
  defaultEmail = "",
}: {
  disabled: boolean;
  onBusy: (busy: boolean) => void;
  defaultEmail?: string;
}) {
  const router = useRouter();
  const form = useForm<SignInInput>({
    resolver: zodResolver(signInSchema),
    defaultValues: { email: defaultEmail, password: "" },
  });
  const { errors, isSubmitting } = form.formState;

  const submit = form.handleSubmit(async ({ email, password }) => {
    onBusy(true);
    try {
      const result = await signIn("credentials", { email, password, redirect: false });
      if (!result || result.error) {
        toast.error(t.toasts.signInFailed, { description: signInErrorMessage(result?.error) });
        return;
      }
      toast.success(t.toasts.signInSuccess, { description: t.toasts.signInSuccessText });
      router.refresh();
    } catch {
      toast.error(t.toasts.signInFailed, { description: t.toasts.unexpected });
    } finally {
      onBusy(false);
    }
  });

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
        autoComplete="current-password"
        error={errors.password?.message}
        {...form.register("password")}
      />
      <div className="-mt-2 flex justify-end">
        <ForgotPasswordDialog currentEmail={() => form.getValues("email")} />
      </div>
      <Button type="submit" size="lg" disabled={disabled || isSubmitting}>
        {isSubmitting ? t.actions.signingIn : t.actions.signIn}
      </Button>
    </form>
  );
}
