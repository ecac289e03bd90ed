// Issue 16: 'Daylio importieren' on a real database through POST /api/profiles/{id}/daylio. The
// preview stores nothing; a file with broken rows is imported only when the valid rows are
// confirmed; the second import of the same file adds 0 rows; a formula in a note stays text.
import { readFileSync } from "node:fs";

import { beforeEach, describe, expect, it, vi } from "vitest";

import { POST } from "@/app/api/profiles/[profileId]/daylio/route";
import { suggestMapping } from "@/lib/daylio/mood-mapping";
import { readDaylio } from "@/lib/daylio/read-daylio";
import { daylioMessages } from "@/messages/daylio";
import { prisma } from "@/server/db";

import { userWithProfile } from "./support/fixtures";
import { signInAs } from "./support/request-context";

vi.mock("next/headers", () => import("./support/request-context").then((module) => module.nextHeaders));
vi.mock("@/server/auth/session", () => import("./support/request-context").then((module) => module.session));

const FIXTURE = readFileSync("tests/fixtures/daylio/daylio-500.csv");
const parsed = readDaylio(FIXTURE);
if (!parsed.ok) throw new Error(parsed.problem);
const MAPPING = Object.fromEntries(
  suggestMapping(parsed.rows.map((row) => row.mood)).map(({ mood, target }) => [mood, target]),
);
const e = daylioMessages.errors;
let counter = 0;

function send(profileId: string, fields: Record<string, string>, file: Uint8Array = FIXTURE) {
  const form = new FormData();
  form.set("datei", new File([new Uint8Array(file)], "daylio_export.csv", { type: "text/csv" }));
  for (const [name, value] of Object.entries(fields)) form.set(name, value);
  const request = new Request(`http://localhost:3000/api/profiles/${profileId}/daylio`, {
    method: "POST",
    headers: { host: "localhost:3000", origin: "http://localhost:3000" },
    body: form,
  });
  return POST(request, { params: Promise.resolve({ profileId }) });
}

const preview = (profileId: string, file?: Uint8Array) => send(profileId, { schritt: "vorschau" }, file);
const importFile = (profileId: string, acceptBroken = "ja") =>
  send(profileId, {
    schritt: "import",
    zuordnung: JSON.stringify(MAPPING),
    fehlerhafteAuslassen: acceptBroken,
  });

async function signedIn(inactive: readonly string[] = []) {
  counter += 1;
  const made = await userWithProfile(`daylio-${counter}-${Date.now()}@example.org`, {
    plan: "pro",
    inactive,
  });
  signInAs(made.session);
  return made;
}

const stored = async (profileId: string) => ({
  entries: await prisma().journalEntry.count({ where: { profileId } }),
  checkIns: await prisma().checkIn.count({ where: { profileId } }),
});

describe("POST /api/profiles/{id}/daylio", () => {
  beforeEach(() => signInAs(null));

  it("previews 500 rows with the broken ones by line, imports once, and adds 0 rows the second time", async () => {
    const { profile } = await signedIn();
    const shown = await preview(profile.id);
    expect(shown.status).toBe(200);
    const { data } = (await shown.json()) as { data: Record<string, unknown> };
    expect(data).toMatchObject({ rows: 504, brokenTotal: 4 });
    expect(data.broken).toEqual([
      { line: 101, reason: "„2026-02-30“ ist kein gültiges Datum (erwartet: JJJJ-MM-TT)" },
      { line: 201, reason: "„25:99“ ist keine gültige Uhrzeit" },
      { line: 301, reason: "Die Stimmung fehlt" },
      { line: 401, reason: "6 statt 8 Spalten" },
    ]);
    expect(await stored(profile.id)).toEqual({ entries: 0, checkIns: 0 });

    // Broken rows and no confirmation: nothing of the half-read file is saved.
    const refused = await importFile(profile.id, "nein");
    expect(refused.status).toBe(422);
    expect(await refused.json()).toMatchObject({ message: e.brokenUnconfirmed.replace("{count}", "4") });
    expect(await stored(profile.id)).toEqual({ entries: 0, checkIns: 0 });

    const first = await importFile(profile.id);
    expect(first.status).toBe(201);
    const added = ((await first.json()) as { data: { checkIns: number; entries: number } }).data;
    expect(added).toEqual({ checkIns: data.newCheckIns, entries: data.newEntries });
    expect(added.entries).toBeGreaterThan(200);
    expect(await stored(profile.id)).toEqual({ entries: added.entries, checkIns: added.checkIns });

    const second = await importFile(profile.id);
    expect(((await second.json()) as { data: unknown }).data).toEqual({ checkIns: 0, entries: 0 });
    expect(await stored(profile.id)).toEqual({ entries: added.entries, checkIns: added.checkIns });
    expect(((await (await preview(profile.id)).json()) as { data: unknown }).data).toMatchObject({
      newCheckIns: 0,
      newEntries: 0,
    });
  });

  it("stores a formula in a note as text, encrypted like every entry", async () => {
    const { profile } = await signedIn();
    await importFile(profile.id);
    const all = await prisma().journalEntry.findMany({
      where: { profileId: profile.id },
      select: { content: true },
    });
    expect(all.map((entry) => entry.content)).toEqual(
      expect.arrayContaining(["=cmd|' /C calc'!A0", "+SUM(1,2)"]),
    );
    // Read under another name, so the client does not open it: the column holds ciphertext.
    const [raw] = await prisma().$queryRaw<{ stored: string }[]>`
      SELECT content AS stored FROM journal_entries WHERE profile_id = ${profile.id}::uuid LIMIT 1`;
    expect(raw?.stored).toMatch(/^enc1:/);
  });

  it("answers another user's profile 'not found' and a profile not shown 'conflict'", async () => {
    const other = await signedIn();
    const { inactiveProfiles } = await signedIn(["Luna"]);
    expect((await preview(other.profile.id)).status).toBe(404);
    const stale = await importFile(inactiveProfiles[0]?.id ?? "");
    expect(stale.status).toBe(409);
    expect(await stored(other.profile.id)).toEqual({ entries: 0, checkIns: 0 });
  });

  it("names a wrong encoding, a file that is not CSV, wrong columns and a file that is too big", async () => {
    const { profile } = await signedIn();
    const message = async (file: Uint8Array) =>
      ((await (await preview(profile.id, file)).json()) as { message: string }).message;
    const latin1 = Uint8Array.from([
      ...new TextEncoder().encode(FIXTURE.toString("utf8").slice(0, 300)),
      0xfc,
      0x0a,
    ]);
    expect(await message(latin1)).toBe(e.latin1);
    expect(await message(new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0x00]))).toBe(
      e.notCsv,
    );
    expect(await message(new TextEncoder().encode("datum;stimmung\n2026-01-01;gut\n"))).toBe(e.notCsv);
    expect(await message(new TextEncoder().encode("full_date,mood,x\n2026-01-01,gut,1\n"))).toContain(
      "Es fehlen die Spalten",
    );
    expect(await message(new Uint8Array(10 * 1024 * 1024 + 1).fill(0x41))).toBe(e.tooBig);
    expect(await stored(profile.id)).toEqual({ entries: 0, checkIns: 0 });
  });
});
