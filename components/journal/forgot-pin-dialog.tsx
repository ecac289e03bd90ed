"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { toast } from "@/components/app/toast";

import { signOutAndLeave } from "@/components/app/sign-out";
import { TextField } from "@/components/forms/text-field";
import type { JournalLockValue } from "@/components/journal/journal-lock-context";
import { formProblem } from "@/components/journal/lock-form-result";
import { Button } from "@/components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "@/components/ui/dialog";
import { type PasswordForm, passwordFormSchema } from "@/lib/validations/journal-lock";
import { journalLockMessages } from "@/messages/journal-lock";
import { forgetJournalPin, forgetJournalPinAfterGoogle } from "@/server/actions/journal-lock";
import type { JournalLockView } from "@/server/journal-lock/lock-settings";

const t = journalLockMessages.forgot;

function Problem({ message }: { message: string | null }) {
  if (!message) return null;
  return (
    <p role="alert" className="text-sm text-destructive">
      {message}
    </p>
  );
}

type Done = (view: JournalLockView) => void;

function PasswordPath({ profileId, onDone }: { profileId: string; onDone: Done }) {
  const [problem, setProblem] = useState<string | null>(null);
  const form = useForm<PasswordForm>({
    resolver: zodResolver(passwordFormSchema),
    defaultValues: { password: "" },
  });
  const { errors, isSubmitting } = form.formState;
  const submit = form.handleSubmit(async ({ password }) => {
    setProblem(null);
    const result = await forgetJournalPin({ profileId, password }).catch(() => null);
    if (result?.ok) return onDone(result.data);
    setProblem(formProblem(form, result));
  });
  return (
    <form onSubmit={submit} noValidate className="grid gap-4">
      <DialogDescription>{t.text}</DialogDescription>
      <TextField
        label={t.password}
        type="password"
        autoComplete="current-password"
        error={errors.password?.message}
        {...form.register("password")}
      />
      <Problem message={problem} />
      <DialogFooter>
        <Button type="submit" disabled={isSubmitting}>
          {t.submit}
        </Button>
      </DialogFooter>
    </form>
  );
}

/** Google only: no password to ask for, so a sign-in with Google in the last 5 minutes stands in. */
function GooglePath({ profileId, onDone }: { profileId: string; onDone: Done }) {
  const [problem, setProblem] = useState<string | null>(null);
  const [running, setRunning] = useState(false);
  const remove = async () => {
    setRunning(true);
    setProblem(null);
    const result = await forgetJournalPinAfterGoogle({ profileId }).catch(() => null);
    setRunning(false);
    if (result?.ok) return onDone(result.data);
    setProblem(result?.message ?? journalLockMessages.errors.failedTitle);
  };
  return (
    <div className="grid gap-4">
      <DialogDescription>{t.googleText}</DialogDescription>
      <Problem message={problem} />
      <DialogFooter>
        <Button variant="outline" onClick={() => void signOutAndLeave()}>
          {t.signOut}
        </Button>
        <Button onClick={() => void remove()} disabled={running}>
          {t.googleSubmit}
        </Button>
      </DialogFooter>
    </div>
  );
}

/** 'PIN vergessen?': the account's password removes the lock; the entries stay. Never via support. */
export function ForgotPinDialog({
  lock,
  open,
  onOpenChange,
}: {
  lock: JournalLockValue;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const done = (view: JournalLockView) => {
    toast.success(t.done, { description: t.doneText });
    onOpenChange(false);
    lock.update(view);
  };
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{t.title}</DialogTitle>
        </DialogHeader>
        {lock.view.recovery === "password" ? (
          <PasswordPath profileId={lock.profileId} onDone={done} />
        ) : (
          <GooglePath profileId={lock.profileId} onDone={done} />
        )}
      </DialogContent>
    </Dialog>
  );
}
