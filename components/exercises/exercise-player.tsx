"use client";

import { useState } from "react";
import { toast } from "@/components/app/toast";

import { useDashboard } from "@/components/dashboard/dashboard-context";
import { EnergyCheckStep } from "@/components/exercises/energy-check-step";
import { PlayerSession } from "@/components/exercises/player-session";
import { SessionSummary } from "@/components/exercises/session-summary";
import type { Exercise } from "@/content/exercises";
import { actionMessages } from "@/messages/common";
import { exerciseMessages } from "@/messages/exercises";
import { recordExerciseSession } from "@/server/actions/exercises";
import type { RecordedSession } from "@/server/exercises/sessions";

const t = exerciseMessages.player;

type Stage =
  | { kind: "before" }
  | { kind: "running"; before: number }
  | { kind: "after"; before: number; spentSeconds: number }
  | { kind: "done"; session: RecordedSession };

/** One pass through an exercise: energy before, the guided session, energy after, the summary. */
function PlayerFlow({
  exercise,
  onAgain,
  onExit,
}: {
  exercise: Exercise;
  onAgain: () => void;
  onExit: () => void;
}) {
  const { profile } = useDashboard();
  const [stage, setStage] = useState<Stage>({ kind: "before" });
  const [before, setBefore] = useState<number | null>(null);
  const [after, setAfter] = useState<number | null>(null);
  const [saving, setSaving] = useState(false);

  const save = async (energyBefore: number, durationSeconds: number) => {
    if (after === null) return;
    setSaving(true);
    try {
      const result = await recordExerciseSession({
        profileId: profile.id,
        exerciseId: exercise.id,
        durationSeconds,
        energyBefore,
        energyAfter: after,
      });
      if (!result.ok) {
        toast.error(result.title, { description: result.message });
        return;
      }
      toast.success(exerciseMessages.toasts.saved, { description: exerciseMessages.toasts.savedText });
      setStage({ kind: "done", session: result.data });
    } catch {
      toast.error(actionMessages.unexpectedTitle, { description: actionMessages.unexpected });
    } finally {
      setSaving(false);
    }
  };

  switch (stage.kind) {
    case "before":
      return (
        <EnergyCheckStep
          title={t.before.title}
          question={t.before.question}
          name="energie-vorher"
          value={before}
          onChange={setBefore}
          action={t.before.start}
          onSubmit={() => {
            if (before !== null) setStage({ kind: "running", before });
          }}
        />
      );
    case "running":
      return (
        <PlayerSession
          exercise={exercise}
          onFinished={(spentSeconds) => setStage({ kind: "after", before: stage.before, spentSeconds })}
          onLeave={onExit}
        />
      );
    case "after":
      return (
        <EnergyCheckStep
          title={t.after.title}
          question={t.after.question}
          name="energie-nachher"
          value={after}
          onChange={setAfter}
          action={saving ? t.after.saving : t.after.save}
          busy={saving}
          onSubmit={() => void save(stage.before, stage.spentSeconds)}
        />
      );
    case "done":
      return <SessionSummary session={stage.session} onAgain={onAgain} onBack={onExit} />;
  }
}

/** The guided player; 'Noch einmal' starts a fresh pass. */
export function ExercisePlayer({ exercise, onExit }: { exercise: Exercise; onExit: () => void }) {
  const [attempt, setAttempt] = useState(0);
  return (
    <PlayerFlow
      key={attempt}
      exercise={exercise}
      onAgain={() => setAttempt((value) => value + 1)}
      onExit={onExit}
    />
  );
}
