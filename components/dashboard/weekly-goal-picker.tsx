"use client";

import { useId, useRef, useState } from "react";
import { toast } from "@/components/app/toast";

import { useDashboard } from "@/components/dashboard/dashboard-context";
import { WEEKLY_GOAL_MAX, WEEKLY_GOAL_MIN } from "@/lib/dashboard/month-rhythm";
import { plural } from "@/lib/plural";
import { actionMessages } from "@/messages/common";
import { monthRhythmMessages } from "@/messages/month-rhythm";
import { saveWeeklyGoal } from "@/server/actions/weekly-goal";

const t = monthRhythmMessages.goal;

const NONE = "";
const CHOICES = Array.from(
  { length: WEEKLY_GOAL_MAX - WEEKLY_GOAL_MIN + 1 },
  (_, index) => WEEKLY_GOAL_MIN + index,
);

/**
 * The optional weekly goal of 'Dein Monat', saved on change; the server card then re-reads it.
 * The select stays enabled while saving (disabling it would drop the keyboard focus); only the
 * last choice's answer counts.
 */
export function WeeklyGoalPicker({ goal }: { goal: number | null }) {
  const { profile, refresh } = useDashboard();
  const id = useId();
  const [value, setValue] = useState(goal === null ? NONE : String(goal));
  const [saving, setSaving] = useState(false);
  const saved = useRef(value);
  const latest = useRef(0);

  const save = async (next: string) => {
    const request = ++latest.current;
    setValue(next);
    setSaving(true);
    const days = next === NONE ? null : Number(next);
    const result = await saveWeeklyGoal({ profileId: profile.id, days }).catch(() => null);
    if (request !== latest.current) return;
    setSaving(false);
    if (!result?.ok) {
      setValue(saved.current);
      toast.error(t.failedTitle, {
        description: (result ?? { message: actionMessages.unavailable }).message,
      });
      return;
    }
    saved.current = next;
    toast.success(result.data.days === null ? t.removed : t.saved);
    refresh();
  };

  return (
    <div className="grid gap-1.5">
      <label htmlFor={id} className="text-sm font-medium">
        {t.label}
      </label>
      <select
        id={id}
        value={value}
        aria-describedby={`${id}-hinweis`}
        className="h-10 w-full max-w-56 rounded-md border bg-background px-2 text-sm"
        onChange={(event) => void save(event.target.value)}
      >
        <option value={NONE}>{t.none}</option>
        {CHOICES.map((days) => (
          <option key={days} value={days}>
            {plural(days, t.option)}
          </option>
        ))}
      </select>
      <p id={`${id}-hinweis`} className="text-xs text-muted-foreground" aria-live="polite">
        {saving ? t.saving : t.hint}
      </p>
    </div>
  );
}
