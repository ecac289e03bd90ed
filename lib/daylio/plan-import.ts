import { createHash } from "node:crypto";

import { viennaInstant } from "@/lib/calendar/vienna-time";
import type { DaylioRow } from "@/lib/daylio/read-daylio";
import { type MoodMapping, moodKey, type MoodTarget } from "@/lib/daylio/mood-mapping";

export interface PlannedCheckIn extends MoodTarget {
  day: string;
}

export interface PlannedEntry {
  createdAt: Date;
  content: string;
  /** Stable across imports of the same export: the profile, the row's date and time and its position among rows of that minute. */
  importHash: string;
}

export interface ImportPlan {
  checkIns: PlannedCheckIn[];
  entries: PlannedEntry[];
}

const pad = (value: number) => String(value).padStart(2, "0");
const minuteOf = (row: DaylioRow) => `${row.day}T${pad(row.hour)}:${pad(row.minute)}`;

/** Daylio keeps line breaks in notes as <br>; everything else stays exactly as written. */
const noteText = (note: string) => note.replace(/<br\s*\/?>/gi, "\n").trim();

function entryContent(row: DaylioRow): string {
  return [row.noteTitle.trim(), noteText(row.note)].filter((part) => part.length > 0).join("\n\n");
}

/**
 * What an import writes: one check-in per day (the day's last mood, through the mapping) and one
 * journal entry per row with a note, dated when it was written (Vienna time). The hash names the
 * row's moment, never its text, so it tells nothing about what was written.
 */
export function planImport(rows: readonly DaylioRow[], mapping: MoodMapping, profileId: string): ImportPlan {
  const latest = new Map<string, DaylioRow>();
  const seen = new Map<string, number>();
  const entries: PlannedEntry[] = [];
  const ordered = [...rows].sort((first, second) => first.line - second.line);
  for (const row of ordered) {
    const minute = minuteOf(row);
    const current = latest.get(row.day);
    if (!current || minuteOf(current) <= minute) latest.set(row.day, row);
    const occurrence = seen.get(minute) ?? 0;
    seen.set(minute, occurrence + 1);
    const content = entryContent(row);
    if (content.length === 0) continue;
    entries.push({
      createdAt: viennaInstant(row.day, row.hour, row.minute),
      content,
      importHash: createHash("sha256").update(`daylio\n${profileId}\n${minute}\n${occurrence}`).digest("hex"),
    });
  }
  const checkIns = [...latest.values()].flatMap((row) => {
    const target = mapping[moodKey(row.mood)];
    return target ? [{ day: row.day, ...target }] : [];
  });
  return { checkIns, entries };
}
