import "server-only";

import { moodKey, type MoodMapping, type MoodTarget, suggestMapping } from "@/lib/daylio/mood-mapping";
import { type ImportPlan, planImport } from "@/lib/daylio/plan-import";
import { type BrokenRow, type DaylioRow, readDaylio } from "@/lib/daylio/read-daylio";
import { ActionFailure } from "@/lib/errors";
import { formatMessage } from "@/lib/format-message";
import { daylioMessages } from "@/messages/daylio";
import { dayColumn, dayOf } from "@/lib/calendar/day-column";
import { prisma } from "@/server/db";
import { requireJournalOpen } from "@/server/journal-lock/access";
import { requireShownProfile, requireUsableProfile } from "@/server/profiles/shown-profile";

const e = daylioMessages.errors;
/** The preview lists this many broken rows and counts the rest. */
const BROKEN_SHOWN = 50;

export interface DaylioPreview {
  rows: number;
  broken: BrokenRow[];
  brokenTotal: number;
  notices: string[];
  moods: { mood: string; count: number; target: MoodTarget }[];
  newCheckIns: number;
  newEntries: number;
}

export interface DaylioImported {
  checkIns: number;
  entries: number;
}

const refuse = (message: string) => new ActionFailure("validation", e.title, message);

function read(bytes: Uint8Array) {
  const result = readDaylio(bytes);
  if (!result.ok) throw refuse(result.problem);
  return result;
}

/** What of the plan is not in the profile yet: days without a check-in, rows not imported before. */
async function newOnly(profileId: string, plan: ImportPlan): Promise<ImportPlan> {
  const [days, hashes] = await Promise.all([
    prisma().checkIn.findMany({
      where: { profileId, day: { in: plan.checkIns.map((checkIn) => dayColumn(checkIn.day)) } },
      select: { day: true },
    }),
    prisma().journalEntry.findMany({
      where: { profileId, importHash: { in: plan.entries.map((entry) => entry.importHash) } },
      select: { importHash: true },
    }),
  ]);
  const takenDays = new Set(days.map((row) => dayOf(row.day)));
  const takenHashes = new Set(hashes.map((row) => row.importHash));
  return {
    checkIns: plan.checkIns.filter((checkIn) => !takenDays.has(checkIn.day)),
    entries: plan.entries.filter((entry) => !takenHashes.has(entry.importHash)),
  };
}

function suggestedMapping(rows: readonly DaylioRow[]): MoodMapping {
  return Object.fromEntries(
    suggestMapping(rows.map((row) => row.mood)).map(({ mood, target }) => [mood, target]),
  );
}

/** Reads the file and tells what an import would add; nothing is stored. A locked journal first asks for its PIN. */
export async function previewDaylio(
  userId: string,
  profileId: string,
  bytes: Uint8Array,
  sessionKey: string | null = null,
): Promise<DaylioPreview> {
  await requireUsableProfile(userId, profileId);
  await requireJournalOpen(profileId, sessionKey);
  const file = read(bytes);
  const fresh = await newOnly(profileId, planImport(file.rows, suggestedMapping(file.rows), profileId));
  return {
    rows: file.rows.length + file.broken.length,
    broken: file.broken.slice(0, BROKEN_SHOWN),
    brokenTotal: file.broken.length,
    notices: file.notices,
    moods: suggestMapping(file.rows.map((row) => row.mood)),
    newCheckIns: fresh.checkIns.length,
    newEntries: fresh.entries.length,
  };
}

/**
 * Imports the file into the shown profile in one transaction: all valid rows or nothing. A file
 * with broken rows is imported only when the user confirmed the valid rows; rows imported before
 * (same moment, same profile) and days that have a check-in are skipped.
 */
export async function importDaylio(
  userId: string,
  profileId: string,
  bytes: Uint8Array,
  mapping: MoodMapping,
  acceptBroken: boolean,
  sessionKey: string | null = null,
): Promise<DaylioImported> {
  await requireShownProfile(userId, profileId);
  await requireJournalOpen(profileId, sessionKey);
  const file = read(bytes);
  if (file.broken.length > 0 && !acceptBroken) {
    throw refuse(formatMessage(e.brokenUnconfirmed, { count: file.broken.length }));
  }
  const unmapped = file.rows.find((row) => !mapping[moodKey(row.mood)]);
  if (unmapped) throw refuse(formatMessage(e.mappingMissing, { mood: unmapped.mood }));
  const plan = planImport(file.rows, mapping, profileId);
  const [checkIns, entries] = await prisma().$transaction([
    prisma().checkIn.createMany({
      data: plan.checkIns.map(({ day, energy, state }) => ({
        userId,
        profileId,
        day: dayColumn(day),
        energy,
        state,
      })),
      skipDuplicates: true,
    }),
    prisma().journalEntry.createMany({
      data: plan.entries.map(({ createdAt, content, importHash }) => ({
        userId,
        profileId,
        type: "erkenntnis" as const,
        content,
        importHash,
        createdAt,
      })),
      skipDuplicates: true,
    }),
  ]);
  return { checkIns: checkIns.count, entries: entries.count };
}
