"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { toast } from "@/components/app/toast";

import type { JournalLockValue } from "@/components/journal/journal-lock-context";
import { formProblem } from "@/components/journal/lock-form-result";
import { PinField } from "@/components/journal/pin-field";
import { Button } from "@/components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "@/components/ui/dialog";
import {
  type ChangePinForm,
  changePinFormSchema,
  type PinForm,
  pinFormSchema,
  type SetPinForm,
  setPinFormSchema,
} from "@/lib/validations/journal-lock";
import { journalLockMessages } from "@/messages/journal-lock";
import {
  changeJournalLockPin,
  removeJournalLockWithPin,
  setJournalLock,
} from "@/server/actions/journal-lock";

// The three PIN dialogs of 'Tagebuch sperren': set the first PIN, change it, remove the lock.

const m = journalLockMessages;

interface DialogProps {
  lock: JournalLockValue;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

function Shell({
  open,
  onOpenChange,
  title,
  text,
  children,
}: Omit<DialogProps, "lock"> & { title: string; text: string; children: React.ReactNode }) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription>{text}</DialogDescription>
        </DialogHeader>
        {children}
      </DialogContent>
    </Dialog>
  );
}

function Footer({ submit, busy, onCancel }: { submit: string; busy: boolean; onCancel: () => void }) {
  return (
    <DialogFooter>
      <Button type="button" variant="outline" onClick={onCancel}>
        {m.actions.cancel}
      </Button>
      <Button type="submit" disabled={busy}>
        {submit}
      </Button>
    </DialogFooter>
  );
}

function Problem({ message }: { message: string | null }) {
  return message ? (
    <p role="alert" className="text-sm text-destructive">
      {message}
    </p>
  ) : null;
}

/** 'Tagebuch sperren': the PIN twice. */
export function SetPinDialog({ lock, open, onOpenChange }: DialogProps) {
  const [problem, setProblem] = useState<string | null>(null);
  const form = useForm<SetPinForm>({
    resolver: zodResolver(setPinFormSchema),
    defaultValues: { pin: "", confirmPin: "" },
  });
  const { errors, isSubmitting } = form.formState;
  const submit = form.handleSubmit(async (values) => {
    setProblem(null);
    const result = await setJournalLock({ profileId: lock.profileId, ...values }).catch(() => null);
    if (result?.ok) {
      toast.success(m.setup.done, { description: m.setup.doneText });
      form.reset();
      onOpenChange(false);
      return lock.update(result.data);
    }
    setProblem(formProblem(form, result));
  });
  return (
    <Shell open={open} onOpenChange={onOpenChange} title={m.setup.title} text={m.setup.text}>
      <form onSubmit={submit} noValidate className="grid gap-4">
        <PinField label={m.setup.pin} error={errors.pin?.message} {...form.register("pin")} />
        <PinField
          label={m.setup.confirm}
          error={errors.confirmPin?.message}
          {...form.register("confirmPin")}
        />
        <Problem message={problem} />
        <Footer submit={m.setup.submit} busy={isSubmitting} onCancel={() => onOpenChange(false)} />
      </form>
    </Shell>
  );
}

/** 'PIN ändern': the old PIN, then the new one twice. */
export function ChangePinDialog({ lock, open, onOpenChange }: DialogProps) {
  const [problem, setProblem] = useState<string | null>(null);
  const form = useForm<ChangePinForm>({
    resolver: zodResolver(changePinFormSchema),
    defaultValues: { currentPin: "", pin: "", confirmPin: "" },
  });
  const { errors, isSubmitting } = form.formState;
  const submit = form.handleSubmit(async (values) => {
    setProblem(null);
    const result = await changeJournalLockPin({ profileId: lock.profileId, ...values }).catch(() => null);
    if (result?.ok) {
      toast.success(m.change.done);
      form.reset();
      onOpenChange(false);
      return lock.update(result.data);
    }
    setProblem(formProblem(form, result));
  });
  return (
    <Shell open={open} onOpenChange={onOpenChange} title={m.change.title} text={m.change.text}>
      <form onSubmit={submit} noValidate className="grid gap-4">
        <PinField
          label={m.change.current}
          error={errors.currentPin?.message}
          {...form.register("currentPin")}
        />
        <PinField label={m.change.pin} error={errors.pin?.message} {...form.register("pin")} />
        <PinField
          label={m.change.confirm}
          error={errors.confirmPin?.message}
          {...form.register("confirmPin")}
        />
        <Problem message={problem} />
        <Footer submit={m.change.submit} busy={isSubmitting} onCancel={() => onOpenChange(false)} />
      </form>
    </Shell>
  );
}

/** 'Sperre aufheben': the PIN once more. */
export function RemoveLockDialog({ lock, open, onOpenChange }: DialogProps) {
  const [problem, setProblem] = useState<string | null>(null);
  const form = useForm<PinForm>({ resolver: zodResolver(pinFormSchema), defaultValues: { pin: "" } });
  const { errors, isSubmitting } = form.formState;
  const submit = form.handleSubmit(async ({ pin }) => {
    setProblem(null);
    const result = await removeJournalLockWithPin({ profileId: lock.profileId, pin }).catch(() => null);
    if (result?.ok) {
      toast.success(m.remove.done);
      form.reset();
      onOpenChange(false);
      return lock.update(result.data);
    }
    setProblem(formProblem(form, result));
  });
  return (
    <Shell open={open} onOpenChange={onOpenChange} title={m.remove.title} text={m.remove.text}>
      <form onSubmit={submit} noValidate className="grid gap-4">
        <PinField label={m.remove.pin} error={errors.pin?.message} {...form.register("pin")} />
        <Problem message={problem} />
        <Footer submit={m.remove.submit} busy={isSubmitting} onCancel={() => onOpenChange(false)} />
      </form>
    </Shell>
  );
}
