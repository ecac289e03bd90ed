// The guided player's timeline: which step runs, which breathing phase, what the clock shows.
import { describe, expect, it } from "vitest";

import { breathAt, breathScale, formatClock, stepAt, totalSeconds } from "@/lib/exercises/player-timeline";
import { exercises, type ExerciseStep } from "@/content/exercises";

const steps: ExerciseStep[] = [
  { title: "Ankommen", text: "a", seconds: 30 },
  { title: "Atmen", text: "b", seconds: 60 },
  { title: "Abschluss", text: "c", seconds: 10 },
];

describe("stepAt", () => {
  it("advances with the step durations", () => {
    expect(stepAt(steps, 0)).toMatchObject({ index: 0, secondsLeft: 30 });
    expect(stepAt(steps, 29.9).index).toBe(0);
    expect(stepAt(steps, 30)).toMatchObject({ index: 1, secondsLeft: 60 });
    expect(stepAt(steps, 75)).toMatchObject({ index: 1, secondsLeft: 15 });
    expect(stepAt(steps, 90)).toMatchObject({ index: 2, secondsLeft: 10 });
  });

  it("stays on the last step at and past the end", () => {
    expect(stepAt(steps, 100)).toMatchObject({ index: 2, secondsLeft: 0 });
    expect(stepAt(steps, 500)).toMatchObject({ index: 2, secondsLeft: 0 });
  });

  it("refuses an exercise without steps", () => {
    expect(() => stepAt([], 0)).toThrow();
  });

  it("reaches every step of every exercise, ending exactly at its duration", () => {
    for (const exercise of exercises) {
      const total = totalSeconds(exercise.steps);
      expect(total, exercise.id).toBe(exercise.durationMinutes * 60);
      let start = 0;
      for (const [index, step] of exercise.steps.entries()) {
        expect(stepAt(exercise.steps, start).index, `${exercise.id} step ${index}`).toBe(index);
        start += step.seconds;
      }
    }
  });
});

describe("breathAt", () => {
  const box = { inhale: 4, holdIn: 4, exhale: 4, holdOut: 4 };
  const relax = { inhale: 4, holdIn: 7, exhale: 8, holdOut: 0 };

  it("walks through the phases of one breath and starts again", () => {
    expect(breathAt(box, 0)).toEqual({ phase: "inhale", phaseSeconds: 4, secondsLeft: 4 });
    expect(breathAt(box, 3.2)).toEqual({ phase: "inhale", phaseSeconds: 4, secondsLeft: 1 });
    expect(breathAt(box, 4).phase).toBe("holdIn");
    expect(breathAt(box, 8).phase).toBe("exhale");
    expect(breathAt(box, 12).phase).toBe("holdOut");
    expect(breathAt(box, 16).phase).toBe("inhale");
  });

  it("skips phases of zero seconds", () => {
    expect(breathAt(relax, 11).phase).toBe("exhale");
    expect(breathAt(relax, 18.5)).toEqual({ phase: "exhale", phaseSeconds: 8, secondsLeft: 1 });
    expect(breathAt(relax, 19).phase).toBe("inhale");
    const phases = new Set(Array.from({ length: 19 }, (_, second) => breathAt(relax, second).phase));
    expect(phases).toEqual(new Set(["inhale", "holdIn", "exhale"]));
  });

  it("refuses a pattern without any phase", () => {
    expect(() => breathAt({ inhale: 0, holdIn: 0, exhale: 0, holdOut: 0 }, 3)).toThrow();
  });

  it("grows the circle while breathing in and holding, shrinks it while breathing out", () => {
    expect(breathScale("inhale")).toBe(breathScale("holdIn"));
    expect(breathScale("exhale")).toBe(breathScale("holdOut"));
    expect(breathScale("inhale")).toBeGreaterThan(breathScale("exhale"));
  });
});

describe("formatClock", () => {
  it("shows minutes and seconds, rounding up and never below zero", () => {
    expect(formatClock(480)).toBe("8:00");
    expect(formatClock(425)).toBe("7:05");
    expect(formatClock(59.2)).toBe("1:00");
    expect(formatClock(0.4)).toBe("0:01");
    expect(formatClock(0)).toBe("0:00");
    expect(formatClock(-3)).toBe("0:00");
  });
});
