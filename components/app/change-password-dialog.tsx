"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";
import { toast } from "@/components/app/toast";

import { TextField } from "@/components/forms/text-field";
import { Button } from "@/components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "@/components/ui/dialog";
import { type ChangePasswordInput, changePasswordSchema } from "@/lib/validations/auth";
import { authMessages } from "@/messages/auth";
import { changePassword } from "@/server/actions/account";

const t = authMessages;

export function ChangePasswordDialog({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const form = useForm<ChangePasswordInput>({
    resolver: zodResolver(changePasswordSchema),
    defaultValues: { currentPassword: "", password: "", confirmPassword: "" },
  });
  const { errors, isSubmitting } = form.formState;

  const submit = form.handleSubmit(async (values) => {
    const result = await changePassword(values).catch(() => null);
    if (!result?.ok) {
      if (result?.fieldErrors?.currentPassword)
        form.setError("currentPassword", { message: result.fieldErrors.currentPassword });
      toast.error(result?.title ?? t.account.changePasswordTitle, {
        description: result?.message ?? t.toasts.unexpected,
      });
      return;
    }
    // The change ended every other session of the account; this one continues.
    toast.success(t.account.changePasswordSuccess, { description: t.account.changePasswordSuccessText });
    form.reset();
    onOpenChange(false);
  });

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{t.account.changePasswordTitle}</DialogTitle>
          <DialogDescription>{t.account.changePasswordText}</DialogDescription>
        </DialogHeader>
        <form onSubmit={submit} noValidate className="grid gap-4">
          <TextField
            label={t.fields.currentPassword}
            type="password"
            autoComplete="current-password"
            error={errors.currentPassword?.message}
            {...form.register("currentPassword")}
          />
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
          <DialogFooter>
            <Button type="button" variant="outline" onClick={() => onOpenChange(false)}>
              {t.actions.cancel}
            </Button>
            <Button type="submit" disabled={isSubmitting}>
              {t.account.changePasswordSubmit}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
