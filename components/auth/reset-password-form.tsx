"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import Image from "next/image";
import Link from "next/link";
import { signIn } from "next-auth/react";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { toast } from "@/components/app/toast";

import { TextField } from "@/components/forms/text-field";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { type PasswordResetInput, passwordResetSchema } from "@/lib/validations/auth";
import { authMessages } from "@/messages/auth";
import { resetPassword } from "@/server/actions/auth";

const t = authMessages;

/** `problem`: why the link cannot be used, known before the form; then only the message shows. */
export function ResetPasswordForm({ token, problem = null }: { token: string; problem?: string | null }) {
  const [failure, setFailure] = useState<string | null>(problem ?? (token ? null : t.reset.missingToken));
  const form = useForm<PasswordResetInput>({
    resolver: zodResolver(passwordResetSchema),
    defaultValues: { token, password: "", confirmPassword: "" },
  });
  const { errors, isSubmitting } = form.formState;

  const submit = form.handleSubmit(
    async (values) => {
      const result = await resetPassword(values).catch(() => null);
      if (!result?.ok) {
        const message = result?.fieldErrors?.token ?? result?.message ?? t.toasts.unexpected;
        setFailure(message);
        toast.error(t.reset.title, { description: message });
        return;
      }
      toast.success(t.reset.success, { description: t.reset.successText });
      await signIn("credentials", { email: result.data.email, password: values.password, redirect: false });
      window.location.assign(new URL("/app", window.location.href));
    },
    (invalid) => {
      if (invalid.token?.message) setFailure(invalid.token.message);
    },
  );

  return (
    <Card className="w-full max-w-md">
      <CardHeader className="items-center text-center">
        <Image src="/logo.svg" alt={t.screen.logoAlt} width={56} height={56} className="mx-auto" />
        <CardTitle className="text-2xl">{t.reset.title}</CardTitle>
        <CardDescription>{t.reset.text}</CardDescription>
      </CardHeader>
      <CardContent>
        {failure ? (
          <div
            className="mb-4 rounded-md border border-destructive/40 bg-destructive/5 p-3 text-sm"
            role="alert"
          >
            <p>{failure}</p>
            <Link href="/app" className="mt-2 inline-block font-medium underline underline-offset-2">
              {t.reset.requestNew}
            </Link>
          </div>
        ) : null}
        {problem ? null : (
          <form onSubmit={submit} noValidate className="grid gap-4">
            <input type="hidden" {...form.register("token")} />
            <TextField
              label={t.fields.newPassword}
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
            <Button type="submit" size="lg" disabled={isSubmitting || !token}>
              {isSubmitting ? t.reset.submitting : t.reset.submit}
            </Button>
          </form>
        )}
      </CardContent>
    </Card>
  );
}
