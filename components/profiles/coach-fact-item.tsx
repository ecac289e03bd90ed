"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { Pencil, Trash2 } from "lucide-react";
import { useId, useState } from "react";
import { useForm } from "react-hook-form";
import { toast } from "@/components/app/toast";

import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Label } from "@/components/ui/label";
import { Textarea } from "@/components/ui/textarea";
import { formatLongDate } from "@/lib/dashboard/format-date";
import { formatMessage } from "@/lib/format-message";
import { type FactFormInput, factFormSchema } from "@/lib/validations/coach-memory";
import { coachMemoryMessages } from "@/messages/coach-memory";
import { editCoachFact } from "@/server/actions/coach-memory";
import type { MemoryFactView } from "@/server/memory/facts";

const t = coachMemoryMessages;

/** The edit form in place of the fact; the server checks the same rule and answers in German. */
function FactEditor({
  fact,
  onSaved,
  onCancel,
}: {
  fact: MemoryFactView;
  onSaved: (fact: MemoryFactView) => void;
  onCancel: () => void;
}) {
  const id = useId();
  const form = useForm<FactFormInput>({
    resolver: zodResolver(factFormSchema),
    defaultValues: { content: fact.content },
  });
  const { errors, isSubmitting } = form.formState;
  const error = errors.content?.message;

  const submit = form.handleSubmit(async ({ content }) => {
    const result = await editCoachFact({ factId: fact.id, content }).catch(() => null);
    if (!result?.ok) {
      const message = result?.fieldErrors?.content ?? result?.message;
      if (result?.code === "validation" && message) form.setError("content", { message });
      else toast.error(result?.title ?? t.toasts.failed, { description: result?.message });
      return;
    }
    toast.success(t.toasts.saved);
    onSaved(result.data);
  });

  return (
    <form onSubmit={submit} className="grid gap-2" noValidate>
      <Label htmlFor={`${id}-content`}>{t.editField}</Label>
      <Textarea
        id={`${id}-content`}
        autoFocus
        rows={3}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        {...form.register("content")}
      />
      {error ? (
        <p id={`${id}-error`} role="alert" className="text-sm text-destructive">
          {error}
        </p>
      ) : null}
      <div className="flex flex-wrap gap-2">
        <Button type="submit" size="sm" disabled={isSubmitting}>
          {isSubmitting ? t.saving : t.save}
        </Button>
        <Button type="button" size="sm" variant="outline" onClick={onCancel} disabled={isSubmitting}>
          {t.cancel}
        </Button>
      </div>
    </form>
  );
}

/** One remembered fact: its words, where it comes from and when, and what the user can do with it. */
export function CoachFactItem({
  fact,
  onSaved,
  onDelete,
}: {
  fact: MemoryFactView;
  onSaved: (fact: MemoryFactView) => void;
  onDelete: () => void;
}) {
  const [editing, setEditing] = useState(false);
  const textId = useId();
  const source = t.sources[fact.source];
  return (
    <li className="grid gap-3 rounded-lg border bg-card p-4" data-testid="coach-fact">
      {editing ? (
        <FactEditor
          fact={fact}
          onCancel={() => setEditing(false)}
          onSaved={(saved) => {
            setEditing(false);
            onSaved(saved);
          }}
        />
      ) : (
        <p id={textId} className="break-words">
          {fact.content}
        </p>
      )}
      <div className="flex flex-wrap items-center gap-x-3 gap-y-2 text-sm text-muted-foreground">
        <Badge variant="secondary">
          <span className="sr-only">{t.sourcePrefix} </span>
          {source}
        </Badge>
        <span>{formatMessage(t.dateLabel, { date: formatLongDate(fact.createdAt) })}</span>
        {fact.edited ? <span>{t.editedLabel}</span> : null}
        {editing ? null : (
          <span className="ml-auto flex gap-1">
            <Button variant="ghost" size="sm" aria-describedby={textId} onClick={() => setEditing(true)}>
              <Pencil aria-hidden className="size-4" />
              {t.edit}
            </Button>
            <Button variant="ghost" size="sm" aria-describedby={textId} onClick={onDelete}>
              <Trash2 aria-hidden className="size-4" />
              {t.remove}
            </Button>
          </span>
        )}
      </div>
    </li>
  );
}
