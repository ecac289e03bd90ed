// Where the guided player is at a given moment: the step, the breathing phase, the clock. Pure
// functions of the elapsed seconds, so pausing, fast clocks and tests all agree.
import type { BreathingPattern, ExerciseStep } from "@/content/exercises";

export interface StepPosition {
  index: number;
  step: ExerciseStep;
  /** Seconds left in this step. */
  secondsLeft: number;
}

export type BreathPhase = "inhale" | "holdIn" | "exhale" | "holdOut";

export interface BreathPosition {
  phase: BreathPhase;
  /** Length of the current phase, for the animation. */
  phaseSeconds: number;
  /** Whole seconds left in the phase, counting down to 1. */
  secondsLeft: number;
}

const PHASES: readonly BreathPhase[] = ["inhale", "holdIn", "exhale", "holdOut"];

export function totalSeconds(steps: readonly ExerciseStep[]): number {
  return steps.reduce((sum, step) => sum + step.seconds, 0);
}

/** The step running at `elapsed` seconds; past the end, the last step. */
export function stepAt(steps: readonly ExerciseStep[], elapsed: number): StepPosition {
  let start = 0;
  for (const [index, step] of steps.entries()) {
    if (elapsed < start + step.seconds || index === steps.length - 1) {
      return { index, step, secondsLeft: Math.max(0, start + step.seconds - elapsed) };
    }
    start += step.seconds;
  }
  throw new Error("An exercise needs at least one step");
}

/** The breathing phase at `elapsed` seconds; phases of 0 seconds are skipped. */
export function breathAt(pattern: BreathingPattern, elapsed: number): BreathPosition {
  const phases = PHASES.map((phase) => ({ phase, seconds: pattern[phase] })).filter((p) => p.seconds > 0);
  const cycle = phases.reduce((sum, entry) => sum + entry.seconds, 0);
  if (cycle <= 0) throw new Error("A breathing pattern needs at least one phase");
  let into = ((elapsed % cycle) + cycle) % cycle;
  for (const { phase, seconds } of phases) {
    if (into < seconds) return { phase, phaseSeconds: seconds, secondsLeft: Math.ceil(seconds - into) };
    into -= seconds;
  }
  throw new Error("unreachable: the phases fill the cycle");
}

/** The circle's size in a phase: it grows while breathing in and shrinks while breathing out. */
export function breathScale(phase: BreathPhase): number {
  return phase === "inhale" || phase === "holdIn" ? 1 : 0.55;
}

/** "7:05" for a count-down. */
export function formatClock(seconds: number): string {
  const whole = Math.max(0, Math.ceil(seconds));
  return `${Math.floor(whole / 60)}:${String(whole % 60).padStart(2, "0")}`;
}
