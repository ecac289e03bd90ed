"use client";

import { ArrowLeft } from "lucide-react";
import { useId, useState } from "react";
import { toast } from "@/components/app/toast";

import { useDashboard } from "@/components/dashboard/dashboard-context";
import { ModuleFrame } from "@/components/dashboard/module-frame";
import { CoachFactItem } from "@/components/profiles/coach-fact-item";
import { DeleteFactDialog } from "@/components/profiles/delete-fact-dialog";
import { useCoachMemory } from "@/components/profiles/use-coach-memory";
import { Button } from "@/components/ui/button";
import { Skeleton } from "@/components/ui/skeleton";
import { Switch } from "@/components/ui/switch";
import { formatMessage } from "@/lib/format-message";
import { coachMemoryMessages } from "@/messages/coach-memory";
import type { ProfileType } from "@/prisma/generated/client/enums";
import { pauseCoachMemory } from "@/server/actions/coach-memory";
import type { MemoryFactView, MemoryView } from "@/server/memory/facts";

const t = coachMemoryMessages;

/** 'Was der Coach über dich weiß', or for an animal 'Was der Coach über Luna weiß'. */
export function coachMemoryTitle(profile: { name: string; profileType: ProfileType }): string {
  return profile.profileType === "animal" ? formatMessage(t.titleAnimal, { name: profile.name }) : t.title;
}

/** 'Erinnern pausieren': the switch, with what it means now. */
function PauseSwitch({ memory, onChange }: { memory: MemoryView; onChange: (paused: boolean) => void }) {
  const id = useId();
  const [busy, setBusy] = useState(false);
  const toggle = async (paused: boolean) => {
    setBusy(true);
    const result = await pauseCoachMemory({ profileId: memory.profile.id, paused }).catch(() => null);
    setBusy(false);
    if (!result?.ok) {
      toast.error(result?.title ?? t.toasts.failed, { description: result?.message });
      return;
    }
    toast.success(result.data.paused ? t.toasts.paused : t.toasts.resumed);
    onChange(result.data.paused);
  };
  return (
    <div className="flex items-start gap-3 rounded-lg border p-4">
      <Switch
        id={id}
        checked={memory.paused}
        disabled={busy}
        aria-describedby={`${id}-state`}
        onCheckedChange={(checked) => void toggle(checked)}
        className="mt-0.5"
      />
      <div className="grid gap-1">
        <label htmlFor={id} className="font-medium">
          {t.pause.label}
        </label>
        <p id={`${id}-state`} className="text-sm text-muted-foreground">
          {memory.paused ? t.pause.on : t.pause.off}
        </p>
      </div>
    </div>
  );
}

function EmptyMemory({ memory }: { memory: MemoryView }) {
  const { name, profileType } = memory.profile;
  return (
    <div className="grid gap-1 rounded-lg border border-dashed p-6 text-center">
      <p className="font-medium">{t.empty}</p>
      <p className="text-sm text-muted-foreground">
        {profileType === "animal" ? formatMessage(t.emptyHintAnimal, { name }) : t.emptyHint}
      </p>
    </div>
  );
}

/** The facts the coach uses for the profile the dashboard shows, each editable and deletable. */
export function CoachMemoryScreen() {
  const dashboard = useDashboard();
  const { status, update, retry } = useCoachMemory(dashboard.profile.id);
  const [deleting, setDeleting] = useState<MemoryFactView | null>(null);
  const profile = status.kind === "ready" ? status.memory.profile : dashboard.profile;

  const replaceFact = (saved: MemoryFactView) =>
    update((memory) => ({
      ...memory,
      facts: memory.facts.map((fact) => (fact.id === saved.id ? saved : fact)),
    }));
  const removeFact = (factId: string) => {
    setDeleting(null);
    update((memory) => {
      const facts = memory.facts.filter((fact) => fact.id !== factId);
      return { ...memory, facts, full: facts.length >= memory.max };
    });
  };

  return (
    <ModuleFrame
      title={coachMemoryTitle(profile)}
      actions={
        <Button variant="outline" size="sm" onClick={() => dashboard.navigate("profile")}>
          <ArrowLeft aria-hidden="true" />
          {t.back}
        </Button>
      }
    >
      <div className="grid gap-4">
        <p className="text-sm text-muted-foreground">
          {profile.profileType === "animal" ? formatMessage(t.introAnimal, { name: profile.name }) : t.intro}
        </p>
        {status.kind === "loading" && (
          <div role="status" aria-label={t.loading} className="grid gap-3">
            <Skeleton className="h-16" />
            <Skeleton className="h-20" />
            <Skeleton className="h-20" />
          </div>
        )}
        {status.kind === "error" && (
          <div role="alert" className="grid justify-items-start gap-2 rounded-lg border p-4">
            <p className="font-medium">{status.error.title}</p>
            <p className="text-sm text-muted-foreground">{status.error.message}</p>
            <Button variant="outline" onClick={retry}>
              {t.retry}
            </Button>
          </div>
        )}
        {status.kind === "ready" && (
          <>
            <PauseSwitch
              memory={status.memory}
              onChange={(paused) => update((memory) => ({ ...memory, paused }))}
            />
            {status.memory.journalHidden && (
              <p className="rounded-lg border bg-muted/40 p-3 text-sm text-muted-foreground">
                {t.journalHidden}
              </p>
            )}
            {status.memory.full && (
              <p className="rounded-lg border border-warning/40 bg-warning/10 p-3 text-sm">
                {formatMessage(t.full, { max: status.memory.max })}
              </p>
            )}
            {status.memory.facts.length === 0 ? (
              <EmptyMemory memory={status.memory} />
            ) : (
              <ul aria-label={t.listLabel} className="grid gap-3">
                {status.memory.facts.map((fact) => (
                  <CoachFactItem
                    key={fact.id}
                    fact={fact}
                    onSaved={replaceFact}
                    onDelete={() => setDeleting(fact)}
                  />
                ))}
              </ul>
            )}
          </>
        )}
      </div>
      <DeleteFactDialog fact={deleting} onClose={() => setDeleting(null)} onDeleted={removeFact} />
    </ModuleFrame>
  );
}
