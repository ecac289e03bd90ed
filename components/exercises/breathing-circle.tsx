"use client";

import { REDUCED_MOTION_QUERY, useMediaQuery } from "@/components/app/use-media-query";
import { breathAt, breathScale } from "@/lib/exercises/player-timeline";
import type { BreathingPattern } from "@/content/exercises";
import { formatMessage } from "@/lib/format-message";
import { exerciseMessages } from "@/messages/exercises";

const t = exerciseMessages.player.breathing;

/**
 * A circle that grows while breathing in, holds, and shrinks while breathing out, paced by the
 * exercise's pattern. With reduced motion it stays still and the text cue carries the rhythm.
 */
export function BreathingCircle({
  pattern,
  elapsed,
  running,
}: {
  pattern: BreathingPattern;
  elapsed: number;
  running: boolean;
}) {
  const reduceMotion = useMediaQuery(REDUCED_MOTION_QUERY);
  const { phase, phaseSeconds, secondsLeft } = breathAt(pattern, elapsed);
  const animate = running && !reduceMotion;
  return (
    <figure aria-label={t.label} className="flex flex-col items-center gap-3">
      <div className="relative flex size-52 items-center justify-center">
        <div
          aria-hidden="true"
          data-breath-phase={phase}
          className="absolute inset-0 rounded-full bg-gradient-to-br from-aura-from to-aura-to ease-in-out"
          style={{
            transform: `scale(${reduceMotion ? 0.8 : breathScale(phase)})`,
            transitionProperty: "transform",
            transitionDuration: animate ? `${phaseSeconds}s` : "0s",
          }}
        />
        <span aria-hidden="true" className="relative font-display text-2xl">
          {t[phase]}
        </span>
      </div>
      <figcaption className="text-sm text-muted-foreground tabular-nums">
        {formatMessage(t.cue, { phase: t[phase], seconds: secondsLeft })}
      </figcaption>
    </figure>
  );
}
