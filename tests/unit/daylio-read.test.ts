// Issue 16: Daylio's CSV export read with csv-parse; files that cannot be read get one German
// message naming the problem, single broken rows are listed with their line numbers.
import { readFileSync } from "node:fs";

import { describe, expect, it } from "vitest";

import { viennaInstant } from "@/lib/calendar/vienna-time";
import { suggestMapping } from "@/lib/daylio/mood-mapping";
import { planImport } from "@/lib/daylio/plan-import";
import { DAYLIO_MAX_BYTES } from "@/lib/daylio/limits";
import { readDaylio } from "@/lib/daylio/read-daylio";
import { daylioMessages } from "@/messages/daylio";

const HEADER = "full_date,date,weekday,time,mood,activities,note_title,note\n";
const utf8 = (text: string) => new TextEncoder().encode(text);
const problem = (bytes: Uint8Array) => {
  const result = readDaylio(bytes);
  return result.ok ? null : result.problem;
};
const e = daylioMessages.errors;

describe("readDaylio", () => {
  it("reads the 500-row fixture and lists its four broken rows with their lines", () => {
    const result = readDaylio(readFileSync("tests/fixtures/daylio/daylio-500.csv"));
    if (!result.ok) throw new Error(result.problem);
    expect(result.rows).toHaveLength(500);
    expect(result.broken.map((row) => row.line)).toEqual([101, 201, 301, 401]);
    expect(result.broken[0]?.reason).toBe("„2026-02-30“ ist kein gültiges Datum (erwartet: JJJJ-MM-TT)");
    expect(result.broken[3]?.reason).toBe("6 statt 8 Spalten");
  });

  it("keeps quotes, commas, line breaks and formulas in notes as text", () => {
    const result = readDaylio(
      utf8(
        `${HEADER}2026-03-01,March 1,Sunday,8:05 PM,rad,a | b,"Titel, mit Komma","Zeile 1\nZeile ""2"""\n` +
          `2026-03-02,March 2,Monday,07:30,good,,,"=cmd|' /C calc'!A0"\n`,
      ),
    );
    if (!result.ok) throw new Error(result.problem);
    expect(result.rows.map((row) => [row.line, row.hour, row.minute, row.note])).toEqual([
      [2, 20, 5, 'Zeile 1\nZeile "2"'],
      [4, 7, 30, "=cmd|' /C calc'!A0"],
    ]);
  });

  it("names an unclosed quote by its line", () => {
    const result = readDaylio(
      utf8(`${HEADER}2026-03-01,x,y,10:00,rad,,,ok\n2026-03-02,x,y,10:00,rad,,,"offen\n`),
    );
    if (!result.ok) throw new Error(result.problem);
    expect(result.rows).toHaveLength(1);
    expect(result.broken).toEqual([{ line: 3, reason: daylioMessages.broken.quote }]);
  });

  it("refuses files that are not a readable Daylio CSV, naming the problem in German", () => {
    expect(problem(new Uint8Array(DAYLIO_MAX_BYTES + 1).fill(0x41))).toBe(e.tooBig);
    expect(problem(utf8("  \n"))).toBe(e.empty);
    expect(problem(new Uint8Array([0x25, 0x50, 0x44, 0x46, 0x2d, 0x01, 0x00, 0x02]))).toBe(e.notCsv);
    expect(problem(utf8("Das ist ein Brief.\nKeine Tabelle.\n"))).toBe(e.notCsv);
    expect(problem(utf8("full_date,time,mood\n2026-03-01,10:00,rad\n"))).toBe(
      "Das ist kein Daylio-Export: Es fehlen die Spalten date, weekday, activities, note_title, note.",
    );
    expect(problem(utf8(HEADER))).toBe(e.noRows);
    // "Grüße" saved as Latin-1: ü is the single byte 0xFC.
    const latin1 = Uint8Array.from([
      ...utf8(`${HEADER}2026-03-01,x,y,10:00,rad,,,Gr`),
      0xfc,
      ...utf8("ße\n"),
    ]);
    expect(problem(latin1)).toBe(e.latin1);
  });

  it("reads UTF-8 with a BOM and says so", () => {
    const result = readDaylio(
      Uint8Array.from([0xef, 0xbb, 0xbf, ...utf8(`${HEADER}2026-03-01,x,y,10:00,rad,,,Grüße\n`)]),
    );
    if (!result.ok) throw new Error(result.problem);
    expect(result.rows[0]?.note).toBe("Grüße");
    expect(result.notices).toEqual([daylioMessages.bomNotice]);
  });
});

describe("planImport", () => {
  it("makes one check-in per day from its last mood and stable hashes per row", () => {
    const result = readDaylio(
      utf8(
        `${HEADER}2026-03-01,x,y,21:00,bad,,,Abend\n2026-03-01,x,y,08:00,rad,,Morgen,"A<br>B"\n2026-03-02,x,y,9:00,good,,,\n`,
      ),
    );
    if (!result.ok) throw new Error(result.problem);
    const mapping = Object.fromEntries(
      suggestMapping(result.rows.map((row) => row.mood)).map((m) => [m.mood, m.target]),
    );
    const plan = planImport(result.rows, mapping, "p1");
    expect(plan.checkIns).toEqual([
      { day: "2026-03-01", energy: 2, state: "müde" },
      { day: "2026-03-02", energy: 4, state: "harmonisch" },
    ]);
    expect(plan.entries.map((entry) => entry.content)).toEqual(["Abend", "Morgen\n\nA\nB"]);
    expect(plan.entries[0]?.createdAt).toEqual(new Date("2026-03-01T20:00:00Z"));
    expect(planImport(result.rows, mapping, "p1").entries.map((entry) => entry.importHash)).toEqual(
      plan.entries.map((entry) => entry.importHash),
    );
    expect(planImport(result.rows, mapping, "p2").entries[0]?.importHash).not.toBe(
      plan.entries[0]?.importHash,
    );
  });

  it("dates Vienna wall-clock times in winter and summer", () => {
    expect(viennaInstant("2026-01-15", 10, 0)).toEqual(new Date("2026-01-15T09:00:00Z"));
    expect(viennaInstant("2026-07-15", 10, 0)).toEqual(new Date("2026-07-15T08:00:00Z"));
  });
});
