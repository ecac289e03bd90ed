import { exercises } from "@/content/exercises";
import { viennaDate } from "@/lib/calendar/vienna-time";
import type { EnergyState } from "@/prisma/generated/client/enums";
import { lastDays } from "@/lib/calendar/day-column";

/** How many days the trends chart covers, today included. */
export const TREND_DAYS = 30;

export interface TrendDay {
  /** "YYYY-MM-DD" in Europe/Vienna. */
  day: string;
  state: EnergyState | null;
  energy: number | null;
  exercises: number;
}

export interface ExerciseEffect {
  exerciseId: string;
  title: string;
  sessions: number;
  averageBefore: number;
  averageAfter: number;
  /** averageAfter − averageBefore, rounded like them to one decimal. */
  averageChange: number;
}

export interface Trends {
  /** TREND_DAYS entries, oldest first, the last one today. */
  days: TrendDay[];
  /** Exercises done in the period, the most helpful first. */
  effects: ExerciseEffect[];
  checkIns: number;
  sessions: number;
  /** Mean check-in energy in the period, one decimal; null without check-ins. */
  averageEnergy: number | null;
}

export interface CheckInFact {
  day: string;
  state: EnergyState;
  energy: number;
}

export interface SessionFact {
  exerciseId: string;
  completedAt: Date;
  energyBefore: number;
  energyAfter: number;
}

const oneDecimal = (value: number) => Math.round(value * 10) / 10;
const mean = (values: readonly number[]) => values.reduce((sum, value) => sum + value, 0) / values.length;
const titles = new Map<string, string>(exercises.map((exercise) => [exercise.id, exercise.title]));

function effectsOf(sessions: readonly SessionFact[]): ExerciseEffect[] {
  const byExercise = new Map<string, SessionFact[]>();
  for (const session of sessions) {
    byExercise.set(session.exerciseId, [...(byExercise.get(session.exerciseId) ?? []), session]);
  }
  return [...byExercise.entries()]
    .map(([exerciseId, done]) => {
      const averageBefore = oneDecimal(mean(done.map((session) => session.energyBefore)));
      const averageAfter = oneDecimal(mean(done.map((session) => session.energyAfter)));
      return {
        exerciseId,
        title: titles.get(exerciseId) ?? exerciseId,
        sessions: done.length,
        averageBefore,
        averageAfter,
        averageChange: oneDecimal(averageAfter - averageBefore),
      };
    })
    .sort(
      (a, b) =>
        b.averageChange - a.averageChange || b.sessions - a.sessions || a.title.localeCompare(b.title, "de"),
    );
}

/**
 * The last TREND_DAYS days up to `today`: each day's check-in and the exercises finished that day
 * (by the Vienna calendar), and the average before/after energy per exercise in that period.
 * Facts outside the period are ignored, so callers may over-fetch a little.
 */
export function buildTrends(
  today: string,
  checkIns: readonly CheckInFact[],
  sessions: readonly SessionFact[],
): Trends {
  const days = lastDays(today, TREND_DAYS);
  const inPeriod = new Set(days);
  const checkInByDay = new Map(checkIns.filter((entry) => inPeriod.has(entry.day)).map((e) => [e.day, e]));
  const recent = sessions.filter((session) => inPeriod.has(viennaDate(session.completedAt)));
  const sessionsByDay = new Map<string, number>();
  for (const session of recent) {
    const day = viennaDate(session.completedAt);
    sessionsByDay.set(day, (sessionsByDay.get(day) ?? 0) + 1);
  }
  const energies = [...checkInByDay.values()].map((entry) => entry.energy);
  return {
    days: days.map((day) => {
      const checkIn = checkInByDay.get(day);
      return {
        day,
        state: checkIn?.state ?? null,
        energy: checkIn?.energy ?? null,
        exercises: sessionsByDay.get(day) ?? 0,
      };
    }),
    effects: effectsOf(recent),
    checkIns: energies.length,
    sessions: recent.length,
    averageEnergy: energies.length > 0 ? oneDecimal(mean(energies)) : null,
  };
}
