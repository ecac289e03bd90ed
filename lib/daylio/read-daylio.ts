import { CsvError } from "csv-parse";
import { parse } from "csv-parse/sync";

import { formatMessage } from "@/lib/format-message";
import { daylioMessages } from "@/messages/daylio";
import { DAYLIO_MAX_BYTES } from "@/lib/daylio/limits";

/** Daylio's CSV export: these columns, in this order, with a header line. */
export const DAYLIO_COLUMNS = [
  "full_date",
  "date",
  "weekday",
  "time",
  "mood",
  "activities",
  "note_title",
  "note",
] as const;

const MAX_NOTE_LENGTH = 20_000;

export interface DaylioRow {
  /** The row's line in the file (the header is line 1). */
  line: number;
  day: string;
  hour: number;
  minute: number;
  mood: string;
  activities: string;
  noteTitle: string;
  note: string;
}

export interface BrokenRow {
  line: number;
  reason: string;
}

export type DaylioRead =
  { ok: false; problem: string } | { ok: true; rows: DaylioRow[]; broken: BrokenRow[]; notices: string[] };

const e = daylioMessages.errors;
const b = daylioMessages.broken;
const BOM = [0xef, 0xbb, 0xbf];

/** The text of the file, or the German reason it cannot be read as UTF-8 text. */
function decode(bytes: Uint8Array): { text: string; notices: string[] } | { problem: string } {
  if (bytes.length > DAYLIO_MAX_BYTES) return { problem: e.tooBig };
  const bom = BOM.every((byte, index) => bytes[index] === byte);
  const body = bom ? bytes.subarray(3) : bytes;
  if (body.every((byte) => byte === 0x20 || byte === 0x0a || byte === 0x0d || byte === 0x09)) {
    return { problem: e.empty };
  }
  // Spreadsheets, PDFs, images: control bytes that no text export has.
  if (body.subarray(0, 4096).some((byte) => byte < 0x09)) {
    return { problem: e.notCsv };
  }
  let text: string;
  try {
    text = new TextDecoder("utf-8", { fatal: true }).decode(body);
  } catch {
    // Latin-1 and Windows-1252 store umlauts as single bytes 0xC0–0xFF that UTF-8 never has alone.
    const latin1 = body.some((byte) => byte >= 0xc0);
    return { problem: latin1 ? e.latin1 : e.encoding };
  }
  return { text, notices: bom ? [daylioMessages.bomNotice] : [] };
}

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const TIME = /^(\d{1,2}):(\d{2})(?::\d{2})?\s*([ap]\.?\s?m\.?)?$/i;

function validDay(value: string): string | null {
  const match = DATE.exec(value.trim());
  if (!match) return null;
  const date = new Date(`${match[0]}T00:00:00Z`);
  return Number.isNaN(date.getTime()) || date.toISOString().slice(0, 10) !== match[0] ? null : match[0];
}

function validTime(value: string): { hour: number; minute: number } | null {
  const match = TIME.exec(value.trim());
  if (!match) return null;
  let hour = Number(match[1]);
  const minute = Number(match[2]);
  const meridiem = match[3]?.toLowerCase().replace(/[^ap]/g, "");
  if (meridiem) {
    if (hour < 1 || hour > 12) return null;
    hour = (hour % 12) + (meridiem === "p" ? 12 : 0);
  }
  return hour < 24 && minute < 60 ? { hour, minute } : null;
}

function toRow(record: string[], line: number): DaylioRow | BrokenRow {
  if (record.length !== DAYLIO_COLUMNS.length) {
    return { line, reason: formatMessage(b.columns, { found: record.length }) };
  }
  const [fullDate = "", , , time = "", mood = "", activities = "", noteTitle = "", note = ""] = record;
  const day = validDay(fullDate);
  if (!day) return { line, reason: formatMessage(b.date, { value: fullDate.slice(0, 40) }) };
  const clock = validTime(time);
  if (!clock) return { line, reason: formatMessage(b.time, { value: time.slice(0, 40) }) };
  if (mood.trim().length === 0) return { line, reason: b.mood };
  if (noteTitle.length + note.length > MAX_NOTE_LENGTH) return { line, reason: b.tooLong };
  return { line, day, ...clock, mood: mood.trim(), activities: activities.trim(), noteTitle, note };
}

/** The line of the byte where the parser gave up on a record. */
function lineAt(bytes: Uint8Array, offset: number): number {
  let line = 1;
  for (let index = 0; index < Math.min(offset - 1, bytes.length); index += 1)
    if (bytes[index] === 0x0a) line += 1;
  return line;
}

function missingColumns(header: readonly string[]): string[] {
  const names = header.map((name) => name.trim().toLowerCase());
  return DAYLIO_COLUMNS.filter((column) => !names.includes(column));
}

/**
 * Reads Daylio's CSV export with a real CSV parser (quotes, commas and line breaks inside notes).
 * A file that cannot be read at all gets one German problem; single rows that cannot be read are
 * listed with their line numbers, and the rest is read. Nothing is evaluated: a note that starts
 * with "=" stays text.
 */
export function readDaylio(bytes: Uint8Array): DaylioRead {
  const decoded = decode(bytes);
  if ("problem" in decoded) return { ok: false, problem: decoded.problem };
  const broken: BrokenRow[] = [];
  const encoded = new TextEncoder().encode(decoded.text);
  let records: { record: string[]; info: { lines: number } }[];
  try {
    records = parse(decoded.text, {
      info: true,
      relax_column_count: true,
      skip_empty_lines: true,
      skip_records_with_error: true,
      on_skip: (error) => {
        if (error)
          broken.push({
            line: lineAt(encoded, Number(error.bytes)),
            reason: error.code === "CSV_QUOTE_NOT_CLOSED" ? b.quote : b.unreadable,
          });
        return undefined;
      },
    }) as unknown as { record: string[]; info: { lines: number } }[];
  } catch (error) {
    if (error instanceof CsvError) return { ok: false, problem: e.notCsv };
    throw error;
  }
  const [header, ...body] = records;
  if (!header || header.record.length < 2) return { ok: false, problem: e.notCsv };
  const missing = missingColumns(header.record);
  if (missing.length > 0) {
    return { ok: false, problem: formatMessage(e.columns, { columns: missing.join(", ") }) };
  }
  const rows: DaylioRow[] = [];
  for (const { record, info } of body) {
    // info.lines is where the record ends; a note with line breaks starts earlier.
    const line = info.lines - (record.join(",").split("\n").length - 1);
    const row = toRow(record, line);
    if ("reason" in row) broken.push(row);
    else rows.push(row);
  }
  if (rows.length === 0 && broken.length === 0) return { ok: false, problem: e.noRows };
  broken.sort((first, second) => first.line - second.line);
  return { ok: true, rows, broken, notices: decoded.notices };
}
