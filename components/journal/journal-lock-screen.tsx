"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { LockKeyhole } from "lucide-react";
import { useState } from "react";
import { useForm } from "react-hook-form";

import { ForgotPinDialog } from "@/components/journal/forgot-pin-dialog";
import type { JournalLockValue } from "@/components/journal/journal-lock-context";
import { formProblem } from "@/components/journal/lock-form-result";
import { PinField } from "@/components/journal/pin-field";
import { Button } from "@/components/ui/button";
import { type PinForm, pinFormSchema } from "@/lib/validations/journal-lock";
import { journalLockMessages } from "@/messages/journal-lock";
import { unlockJournalWithPin } from "@/server/actions/journal-lock";

const t = journalLockMessages.screen;

/** Instead of the entries while the journal is locked: the PIN, and the way out when it is forgotten. */
export function JournalLockScreen({ lock }: { lock: JournalLockValue }) {
  const [problem, setProblem] = useState<string | null>(null);
  const [forgotOpen, setForgotOpen] = useState(false);
  const form = useForm<PinForm>({ resolver: zodResolver(pinFormSchema), defaultValues: { pin: "" } });
  const { errors, isSubmitting } = form.formState;

  const submit = form.handleSubmit(async ({ pin }) => {
    setProblem(null);
    const result = await unlockJournalWithPin({ profileId: lock.profileId, pin }).catch(() => null);
    if (result?.ok) {
      form.reset();
      lock.update(result.data);
      return;
    }
    // A wrong PIN is told at the field; a blocked entry or an outage for the whole form.
    setProblem(formProblem(form, result));
    form.setValue("pin", "");
    form.setFocus("pin");
  });

  return (
    <section
      aria-labelledby="tagebuch-gesperrt"
      className="mx-auto mt-6 flex max-w-sm flex-col items-center gap-4 rounded-2xl border bg-card px-6 py-8 text-center"
    >
      <span className="flex size-14 items-center justify-center rounded-full bg-primary/10">
        <LockKeyhole className="size-7 text-primary" aria-hidden="true" />
      </span>
      <h2 id="tagebuch-gesperrt" className="font-display text-xl font-semibold">
        {t.title}
      </h2>
      <p className="text-sm leading-relaxed text-muted-foreground">{t.text}</p>
      <form onSubmit={submit} noValidate className="grid w-full gap-3 text-left">
        <PinField label={t.pin} autoFocus error={errors.pin?.message} {...form.register("pin")} />
        {problem ? (
          <p role="alert" className="text-sm text-destructive">
            {problem}
          </p>
        ) : null}
        <Button type="submit" disabled={isSubmitting}>
          {isSubmitting ? t.working : t.submit}
        </Button>
      </form>
      <Button variant="link" size="sm" onClick={() => setForgotOpen(true)}>
        {t.forgot}
      </Button>
      <ForgotPinDialog lock={lock} open={forgotOpen} onOpenChange={setForgotOpen} />
    </section>
  );
}
