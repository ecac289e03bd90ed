// 'Dein Monat' never speaks of streaks or of days without an entry as a loss (issue 15): every
// string of its copy, and every text the card can show, is free of pressure language.
import { describe, expect, it } from "vitest";

import { monthRhythm } from "@/lib/dashboard/month-rhythm";
import { calendarCaption, headline, weekLine } from "@/lib/dashboard/month-rhythm-copy";
import { plural } from "@/lib/plural";
import { monthRhythmMessages } from "@/messages/month-rhythm";

const BANNED = [
  /serie/i,
  /streak/i,
  /verpasst/i,
  /verloren/i,
  /verlier/i,
  /gebrochen/i,
  /unterbrochen/i,
  /in folge/i,
  /hintereinander/i,
  /am stück/i,
  /verfehlt/i,
  /versäumt/i,
  /rückstand/i,
  /nicht geschafft/i,
  /nur noch/i,
  /schon wieder/i,
  /leider/i,
  /pflicht/i,
  /müssen|musst/i,
  /vergessen/i,
  /lücke/i,
  /\bfehl/i,
  /rekord/i,
  /!/,
];

function strings(value: unknown): string[] {
  if (typeof value === "string") return [value];
  if (value && typeof value === "object") return Object.values(value).flatMap(strings);
  return [];
}

/** Every text the card can show: each month, each count, each week and goal. */
function allTexts(): string[] {
  const texts: string[] = [];
  for (let month = 1; month <= 12; month += 1) {
    const today = `2026-${String(month).padStart(2, "0")}-28`;
    for (let count = 0; count <= 28; count += 1) {
      const days = Array.from(
        { length: count },
        (_, index) => `${today.slice(0, 8)}${String(index + 1).padStart(2, "0")}`,
      );
      for (const goal of [null, 1, 2, 3, 4, 5, 6, 7]) {
        const rhythm = monthRhythm(today, new Set(days), goal);
        texts.push(headline(rhythm), calendarCaption(rhythm), weekLine(rhythm) ?? "");
      }
    }
  }
  for (let days = 1; days <= 7; days += 1) texts.push(plural(days, monthRhythmMessages.goal.option));
  return texts;
}

describe("'Dein Monat' speaks without pressure", () => {
  const copy = strings(monthRhythmMessages);

  it("has copy to check", () => {
    expect(copy.length).toBeGreaterThan(10);
    expect(monthRhythmMessages.title).toBe("Dein Monat");
  });

  it.each(BANNED.map((word) => [String(word), word] as const))("no message says %s", (_, word) => {
    expect(copy.filter((text) => word.test(text))).toEqual([]);
  });

  it("no text the card can show says a banned word", () => {
    const texts = allTexts();
    expect(texts.length).toBeGreaterThan(1000);
    for (const word of BANNED) expect(texts.filter((text) => word.test(text))).toEqual([]);
  });

  it("the list would catch pressure language", () => {
    for (const text of [
      "Deine Serie ist gebrochen",
      "3 Tage Streak",
      "Du hast gestern verpasst",
      "Alles verloren",
      "Nur noch 2 Tage!",
    ])
      expect(BANNED.some((word) => word.test(text))).toBe(true);
  });
});
