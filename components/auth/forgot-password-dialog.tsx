"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { toast } from "sonner";

import { TextField } from "@/components/forms/text-field";
import { Button } from "@/components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from "@/components/ui/dialog";
import { type PasswordResetRequestInput, passwordResetRequestSchema } from "@/lib/validations/auth";
import { authMessages } from "@/messages/auth";
import { requestPasswordReset } from "@/server/actions/auth";

const t = authMessages;

/** `currentEmail` pre-fills the dialog with what the sign-in form holds when it opens. */
export function ForgotPasswordDialog({ currentEmail }: { currentEmail: () => string }) {
  const [open, setOpen] = useState(false);
  const form = useForm<PasswordResetRequestInput>({
    resolver: zodResolver(passwordResetRequestSchema),
    defaultValues: { email: "" },
  });
  const { errors, isSubmitting } = form.formState;

  const submit = form.handleSubmit(async (values) => {
    try {
      const result = await requestPasswordReset(values);
      if (!result.ok) {
        toast.error(t.toasts.resetFailed, { description: result.message || t.toasts.resetFailedText });
        return;
      }
      toast.success(t.toasts.resetSent, { description: t.toasts.resetSentText });
      setOpen(false);
    } catch {
      toast.error(t.toasts.resetFailed, { description: t.toasts.resetFailedText });
    }
  });

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (next) form.reset({ email: currentEmail() });
        setOpen(next);
      }}
    >
      <DialogTrigger asChild>
        <Button type="button" variant="link" className="h-auto px-0 text-sm">
          {t.actions.forgotPassword}
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{t.reset.dialogTitle}</DialogTitle>
          <DialogDescription>{t.reset.dialogText}</DialogDescription>
        </DialogHeader>
        {/* The dialog is portalled, but React events bubble along the component tree: without
            stopPropagation, sending it also submitted the sign-in form it is rendered in. */}
        <form
          onSubmit={(event) => {
            event.stopPropagation();
            void submit(event);
          }}
          noValidate
          className="grid gap-4"
        >
          <TextField
            label={t.fields.email}
            type="email"
            autoComplete="email"
            error={errors.email?.message}
            {...form.register("email")}
          />
          <DialogFooter>
            <Button type="button" variant="outline" onClick={() => setOpen(false)}>
              {t.actions.cancel}
            </Button>
            <Button type="submit" disabled={isSubmitting}>
              {isSubmitting ? t.actions.sending : t.actions.sendReset}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
