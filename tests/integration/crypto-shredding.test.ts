// Issue 17: deleting an account shreds its data key with its rows; a copy of the database taken
// before can be read with the key-encryption key of that time until that key is rotated away and
// destroyed; everyone else's data still decrypts; a tampered row fails alone; old rows in plain
// text are encrypted by a resumable, idempotent step.
import { execFile } from "node:child_process";
import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";

import { afterEach, describe, expect, it, vi } from "vitest";

import { cryptoMessages } from "@/messages/crypto";
import { deleteAccount } from "@/server/actions/account";
import { listJournalEntries, saveJournalEntry } from "@/server/actions/journal";
import { open, parseEnvelope } from "@/server/crypto/cipher";
import { forgetAllKeys } from "@/server/crypto/data-keys";
import { encryptExistingRows } from "@/server/crypto/encrypt-existing";
import { fileStore, LocalKeyring } from "@/server/crypto/local-keyring";
import { keyProvider, setKeyProvider } from "@/server/crypto/provider";
import { destroyRetiredKeks, maintainKeys, rotateKeys } from "@/server/crypto/rotation";
import { prisma } from "@/server/db";

import { userWithProfile } from "./support/fixtures";
import { testDatabase } from "./support/per-file-database";
import { signInAs } from "./support/request-context";

vi.mock("next/headers", () => import("./support/request-context").then((module) => module.nextHeaders));
vi.mock("@/server/auth/session", () => import("./support/request-context").then((module) => module.session));

const sql = () => testDatabase().sql;

interface KeyRow {
  id: string;
  kek_version: number;
  wrapped_key: string;
}

async function keyRow(userId: string): Promise<KeyRow | undefined> {
  const { rows } = await sql().query<KeyRow>(
    "SELECT id, kek_version, wrapped_key FROM user_keys WHERE user_id = $1::uuid",
    [userId],
  );
  return rows[0];
}

/** The profile the signed-in user's page shows: every journal read and write names it. */
let shown = "";

function showAs(fixture: Awaited<ReturnType<typeof userWithProfile>>): void {
  signInAs(fixture.session);
  shown = fixture.profile.id;
}

async function entryTexts(): Promise<string[]> {
  const result = await listJournalEntries({ profileId: shown });
  if (!result.ok) throw new Error(result.message);
  return result.data.entries.map((entry) => entry.content);
}

async function writeEntry(content: string): Promise<void> {
  const result = await saveJournalEntry({ profileId: shown, type: "erkenntnis", content });
  if (!result.ok) throw new Error(result.message);
}

/** What a backup holds of a user: the wrapped key and one ciphertext. */
async function backupOf(userId: string) {
  const key = await keyRow(userId);
  const { rows } = await sql().query<{ content: string }>(
    "SELECT content FROM journal_entries WHERE user_id = $1::uuid LIMIT 1",
    [userId],
  );
  if (!key || !rows[0]) throw new Error("nothing to back up");
  return { key, content: rows[0].content };
}

/** Reads a backup with whatever key-encryption keys exist now. */
async function readBackup(backup: Awaited<ReturnType<typeof backupOf>>): Promise<string> {
  const dataKey = await keyProvider().unwrap(
    { kekVersion: backup.key.kek_version, wrapped: backup.key.wrapped_key },
    backup.key.id,
  );
  const envelope = parseEnvelope(backup.content);
  if (!envelope) throw new Error("not sealed");
  return open(dataKey, envelope);
}

afterEach(() => vi.restoreAllMocks());

describe("crypto-shredding", () => {
  it("deletes the data key with the account; a backup dies with the rotated and destroyed key", async () => {
    const leaving = await userWithProfile("leaving@example.test");
    showAs(leaving);
    await writeEntry("Heute war ein langer Tag am See.");
    const staying = await userWithProfile("staying@example.test");
    showAs(staying);
    await writeEntry("Ich bleibe und schreibe weiter.");

    const backup = await backupOf(leaving.user.id);
    showAs(leaving);
    expect(await deleteAccount({ confirmation: "LÖSCHEN" })).toEqual({ ok: true, data: { deleted: true } });
    expect(await keyRow(leaving.user.id)).toBeUndefined();
    const { rows } = await sql().query("SELECT 1 FROM journal_entries WHERE user_id = $1::uuid", [
      leaving.user.id,
    ]);
    expect(rows).toHaveLength(0);

    // A copy of the database from before the deletion, read with today's key-encryption key.
    expect(await readBackup(backup)).toBe("Heute war ein langer Tag am See.");

    const { version, rewrapped } = await rotateKeys();
    expect(version).toBe(2);
    expect(rewrapped).toBe(1);
    expect((await keyRow(staying.user.id))?.kek_version).toBe(2);
    // Retired but kept for the backup retention window: the backup is still readable.
    expect(await destroyRetiredKeks(30)).toEqual([]);
    expect(await readBackup(backup)).toBe("Heute war ein langer Tag am See.");

    expect(await destroyRetiredKeks(0)).toEqual([1]);
    await expect(readBackup(backup)).rejects.toThrow(/does not exist/);

    // Everyone else's data still decrypts, read afresh through the new key-encryption key.
    forgetAllKeys();
    showAs(staying);
    expect(await entryTexts()).toEqual(["Ich bleibe und schreibe weiter."]);
  });

  it("rotates every KEY_ROTATION_DAYS and destroys after BACKUP_RETENTION_DAYS", async () => {
    showAs(await userWithProfile("schedule@example.test"));
    await writeEntry("Ein Eintrag für den Zeitplan.");
    const schedule = { rotationDays: 30, retentionDays: 30 };
    const day = (n: number) => new Date(Date.now() + n * 24 * 60 * 60 * 1000);
    // Earlier tests in this file rotated already; count from where the keyring stands.
    const start = await keyProvider().currentVersion();
    const { rows } = await sql().query<{ n: number }>("SELECT count(*)::int AS n FROM user_keys");
    const keys = rows[0]?.n ?? 0;
    expect(await maintainKeys(schedule, day(10))).toEqual({ rotated: null, rewrapped: 0, destroyed: [] });
    expect(await maintainKeys(schedule, day(31))).toEqual({
      rotated: start + 1,
      rewrapped: keys,
      destroyed: [],
    });
    expect(await maintainKeys(schedule, day(60))).toEqual({ rotated: null, rewrapped: 0, destroyed: [] });
    expect(await maintainKeys(schedule, day(62))).toEqual({
      rotated: start + 2,
      rewrapped: keys,
      destroyed: [start],
    });
    forgetAllKeys();
    expect(await entryTexts()).toEqual(["Ein Eintrag für den Zeitplan."]);
  });
});

describe("a row that cannot be decrypted", () => {
  it("shows the German placeholder for that row alone and logs no content", async () => {
    const tamper = await userWithProfile("tamper@example.test");
    const { user } = tamper;
    showAs(tamper);
    await writeEntry("Erster Eintrag bleibt lesbar.");
    await writeEntry("Zweiter Eintrag wird verändert.");
    await writeEntry("Dritter Eintrag bekommt einen fremden Schlüssel.");
    const other = await userWithProfile("tamper-other@example.test");
    showAs(other);
    await writeEntry("Ein Eintrag eines anderen Menschen.");
    const otherKey = await keyRow(other.user.id);

    const { rows } = await sql().query<{ id: string; content: string }>(
      "SELECT id, content FROM journal_entries WHERE user_id = $1::uuid ORDER BY created_at",
      [user.id],
    );
    const [, second, third] = rows;
    if (!second || !third || !otherKey) throw new Error("expected three entries");
    // One flipped byte in the ciphertext.
    const envelope = parseEnvelope(second.content);
    if (!envelope) throw new Error("not sealed");
    const bytes = Buffer.from(envelope.payload, "base64url");
    bytes.writeUInt8(bytes.readUInt8(20) ^ 1, 20);
    await sql().query("UPDATE journal_entries SET content = $1 WHERE id = $2::uuid", [
      envelope.header + bytes.toString("base64url"),
      second.id,
    ]);
    // The right ciphertext under another user's key id: a wrong key.
    await sql().query("UPDATE journal_entries SET content = replace(content, $1, $2) WHERE id = $3::uuid", [
      parseEnvelope(third.content)?.keyId ?? "",
      otherKey.id,
      third.id,
    ]);

    const errors = vi.spyOn(console, "error").mockImplementation(() => undefined);
    showAs(tamper);
    expect(await entryTexts()).toEqual([
      cryptoMessages.unreadable,
      cryptoMessages.unreadable,
      "Erster Eintrag bleibt lesbar.",
    ]);
    expect(cryptoMessages.unreadable).toBe("Dieser Eintrag kann nicht gelesen werden.");
    const logged = errors.mock.calls.map((call) => call.join(" ")).join("\n");
    expect(logged).toMatch(/\[crypto\].*cannot be read/);
    expect(logged).not.toMatch(/Eintrag/);
    showAs(other);
    expect(await entryTexts()).toEqual(["Ein Eintrag eines anderen Menschen."]);
  });
});

describe("rows from before encryption", () => {
  it("are encrypted in place, resumably and only once, and still read as written", async () => {
    const { session, user, profile } = await userWithProfile("legacy@example.test");
    await sql().query(
      `INSERT INTO journal_entries (user_id, profile_id, type, content) VALUES ($1::uuid, $2::uuid, 'klarheit', $3)`,
      [user.id, profile.id, "Alter Eintrag im Klartext."],
    );
    await sql().query(
      `UPDATE profiles SET current_health_issues = 'Alte Beschwerden im Klartext', current_symptoms = '{kopfschmerzen}'
        WHERE id = $1::uuid`,
      [profile.id],
    );
    await sql().query(
      `INSERT INTO analyses (profile_id, overall_state, engine_version, detail)
       VALUES ($1::uuid, 'harmonisch', 'legacy', '{"summary": "Alte Analyse im Klartext"}'::jsonb)`,
      [profile.id],
    );
    const first = await encryptExistingRows();
    expect(first).toMatchObject({ journal_entries: 1, profiles: 1, analyses: 1 });
    expect(await encryptExistingRows()).toMatchObject({ journal_entries: 0, profiles: 0, analyses: 0 });

    const dump = JSON.stringify(
      (await sql().query("SELECT * FROM journal_entries")).rows.concat(
        (await sql().query("SELECT * FROM profiles")).rows,
        (await sql().query("SELECT * FROM analyses")).rows,
      ),
    );
    expect(dump).not.toMatch(/Klartext|kopfschmerzen/);

    signInAs(session);
    shown = profile.id;
    expect(await entryTexts()).toEqual(["Alter Eintrag im Klartext."]);
    const stored = await prisma().profile.findUniqueOrThrow({ where: { id: profile.id } });
    expect(stored).toMatchObject({
      currentHealthIssues: "Alte Beschwerden im Klartext",
      currentSymptoms: ["kopfschmerzen"],
    });
    const analysis = await prisma().analysis.findFirstOrThrow({ where: { profileId: profile.id } });
    expect(analysis.detail).toEqual({ summary: "Alte Analyse im Klartext" });
  });
});

describe("npm run keys:rotate", () => {
  it.runIf(Boolean(process.env.DATABASE_URL))(
    "re-wraps every data key under a new key-encryption key; the old one can then be removed",
    async () => {
      const directory = mkdtempSync(path.join(tmpdir(), "resonanz-keys-"));
      const master = randomBytes(32);
      const keyring = path.join(directory, "keyring.json");
      setKeyProvider(new LocalKeyring(master, fileStore(keyring)));
      forgetAllKeys();
      try {
        const rotating = await userWithProfile("rotate-script@example.test");
        const { user } = rotating;
        showAs(rotating);
        await writeEntry("Vor der Rotation geschrieben.");
        expect((await keyRow(user.id))?.kek_version).toBe(1);

        const { rows } = await sql().query<{ name: string }>("SELECT current_database() AS name");
        const url = new URL(process.env.DATABASE_URL ?? "");
        url.pathname = `/${rows[0]?.name ?? ""}`;
        const { stdout } = await promisify(execFile)(
          "npm",
          ["run", "--silent", "keys:rotate", "--", "--destroy-retired"],
          {
            env: {
              ...process.env,
              DATABASE_URL: url.toString(),
              DATA_ENCRYPTION_KEY: master.toString("base64"),
              DATA_ENCRYPTION_KEYRING: keyring,
            },
          },
        );
        expect(stdout).toMatch(/version 2 is current; 1 data key\(s\) re-wrapped/);
        expect(stdout).toMatch(/Destroyed key-encryption key version\(s\): 1\./);
        expect((await keyRow(user.id))?.kek_version).toBe(2);
        // This process reads the keyring file afresh, as after its reload interval.
        setKeyProvider(new LocalKeyring(master, fileStore(keyring)));
        expect((await keyProvider().versions()).map((version) => version.version)).toEqual([2]);
        forgetAllKeys();
        expect(await entryTexts()).toEqual(["Vor der Rotation geschrieben."]);
      } finally {
        rmSync(directory, { recursive: true, force: true });
      }
    },
    60_000,
  );
});
