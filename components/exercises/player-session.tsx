"use client";

import { Pause, Play, Square, Volume2, VolumeX } from "lucide-react";
import { useEffect, useRef, useState } from "react";

import { BreathingCircle } from "@/components/exercises/breathing-circle";
import { LeaveDialog } from "@/components/exercises/leave-dialog";
import { formatClock, stepAt, totalSeconds } from "@/lib/exercises/player-timeline";
import { useExerciseTimer } from "@/components/exercises/use-exercise-timer";
import { useSpeech } from "@/components/exercises/use-speech";
import { Button } from "@/components/ui/button";
import { Progress } from "@/components/ui/progress";
import type { Exercise } from "@/content/exercises";
import { formatMessage } from "@/lib/format-message";
import { exerciseMessages } from "@/messages/exercises";

const t = exerciseMessages.player;

/** Keys typed into controls keep their own meaning; Space on a button presses that button. */
function isControl(target: EventTarget | null): boolean {
  return (
    target instanceof HTMLElement &&
    target.closest("button, input, select, textarea, a[href], [role=button], [role=radio], [role=switch]") !==
      null
  );
}

/**
 * The running session: count-down, steps advancing with their durations, the breathing circle,
 * spoken guidance for audio exercises, pause/resume, finishing early and leaving.
 */
export function PlayerSession({
  exercise,
  onFinished,
  onLeave,
}: {
  exercise: Exercise;
  /** Called with the seconds actually spent, pauses excluded. */
  onFinished: (spentSeconds: number) => void;
  onLeave: () => void;
}) {
  const total = totalSeconds(exercise.steps);
  const timer = useExerciseTimer(total, () => onFinished(total));
  const { start, pause, toggle, running, elapsed, spentSeconds } = timer;
  const [leaving, setLeaving] = useState<{ resume: boolean } | null>(null);
  const [muted, setMuted] = useState(false);
  const speech = useSpeech();
  const region = useRef<HTMLDivElement>(null);
  const position = stepAt(exercise.steps, elapsed);
  const audio = exercise.formats.includes("Audio");
  const spoken = `${position.step.title}. ${position.step.text}`;

  useEffect(() => {
    start();
    region.current?.focus();
  }, [start]);

  const { speak, cancel } = speech;
  useEffect(() => {
    if (audio && !muted && running) speak(spoken);
    else cancel();
  }, [audio, muted, running, spoken, speak, cancel]);

  const askToLeave = () => {
    setLeaving({ resume: running });
    pause();
  };

  useEffect(() => {
    if (leaving) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === "Escape") {
        event.preventDefault();
        setLeaving({ resume: running });
        pause();
      } else if (event.key === " " && !isControl(event.target)) {
        event.preventDefault();
        toggle();
      }
    };
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, [leaving, running, pause, toggle]);

  return (
    <div ref={region} tabIndex={-1} className="space-y-6 outline-none" data-running={running}>
      <div className="space-y-2 text-center">
        <p className="text-sm text-muted-foreground">{t.timer}</p>
        <p className="font-display text-5xl tabular-nums" data-testid="restzeit">
          {formatClock(total - elapsed)}
        </p>
        <Progress value={(elapsed / total) * 100} aria-label={t.timer} />
        {running ? null : <p className="text-sm font-medium">{t.paused}</p>}
      </div>

      {exercise.breathing ? (
        <BreathingCircle pattern={exercise.breathing} elapsed={elapsed} running={running} />
      ) : null}

      <div aria-live="polite" className="space-y-2 rounded-xl border bg-card p-5">
        <p className="text-sm text-muted-foreground">
          {formatMessage(t.step, { current: position.index + 1, total: exercise.steps.length })}
          {" · "}
          {formatMessage(t.remaining, { time: formatClock(position.secondsLeft) })}
        </p>
        <h2 className="text-xl font-semibold">{position.step.title}</h2>
        <p className="leading-relaxed">{position.step.text}</p>
      </div>

      <div className="flex flex-wrap items-center justify-center gap-2">
        <Button onClick={toggle} size="lg">
          {running ? <Pause aria-hidden="true" /> : <Play aria-hidden="true" />}
          {running ? t.pause : t.resume}
        </Button>
        <Button
          variant="outline"
          size="lg"
          onClick={() => {
            pause();
            onFinished(Math.max(1, spentSeconds()));
          }}
        >
          <Square aria-hidden="true" />
          {t.finishEarly}
        </Button>
        {audio && speech.support === "ready" ? (
          <Button variant="ghost" size="lg" onClick={() => setMuted((value) => !value)}>
            {muted ? <VolumeX aria-hidden="true" /> : <Volume2 aria-hidden="true" />}
            {muted ? t.voiceOff : t.voiceOn}
          </Button>
        ) : null}
        <Button variant="ghost" size="lg" onClick={askToLeave}>
          {t.back}
        </Button>
      </div>
      {audio && speech.support === "unavailable" ? (
        <p className="text-center text-sm text-muted-foreground">{t.noVoice}</p>
      ) : null}
      <p className="hidden text-center text-xs text-muted-foreground sm:block">{t.keyboard}</p>

      <LeaveDialog
        open={leaving !== null}
        onStay={() => {
          if (leaving?.resume) start();
          setLeaving(null);
        }}
        onLeave={onLeave}
      />
    </div>
  );
}
