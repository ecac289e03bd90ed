// Issue 16, 'Tagebuch sperren', on a real database: the PIN is stored as a sealed argon2id hash and
// never logged or returned; ten wrong PINs lock the entry for 15 minutes, counted in PostgreSQL
// across two app "instances"; a locked journal's entries stay out of the journal list and search,
// writing, 'An Chat senden', the family analysis, the coach's grounding, the PDF summary, the
// analysis screen, the data download and every other profile's view; an unlock holds for one
// session and closes after 5 minutes (a fake clock) or at a profile switch; the password removes
// a forgotten PIN, and a fresh Google sign-in does for an account without one.
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";

import { formatMessage } from "@/lib/format-message";
import { formatClock } from "@/lib/journal-lock/timing";
import { journalLockMessages } from "@/messages/journal-lock";
import { exportAccountData } from "@/server/account/export";
import { getAnalysisOverview, getFamilyAnalysis } from "@/server/actions/analysis";
import {
  linkJournalEntry,
  listJournalEntries,
  saveJournalEntry,
  sendJournalEntryToChat,
} from "@/server/actions/journal";
import {
  changeJournalLockPin,
  forgetJournalPin,
  forgetJournalPinAfterGoogle,
  lockJournal,
  removeJournalLockWithPin,
  setJournalLock,
  unlockJournalWithPin,
} from "@/server/actions/journal-lock";
import { switchProfile } from "@/server/actions/profiles";
import { startAnalysisOf } from "@/server/analysis/start";
import { hashPassword } from "@/server/auth/password";
import { startSession } from "@/server/auth/sessions";
import { hashToken } from "@/server/auth/tokens";
import { createNumberedChat } from "@/server/chat/create-chat";
import { loadGrounding } from "@/server/chat/grounding";
import { connectPostgres, type Database, prisma, setDatabase } from "@/server/db";
import { resetLimiters } from "@/server/rate-limit";
import { loadSummary } from "@/server/summary/load-summary";

import { downloadOf, parseExport } from "./support/export";
import { userWithProfile } from "./support/fixtures";
import { testDatabase } from "./support/per-file-database";
import { signInAs } from "./support/request-context";

vi.mock("next/headers", () => import("./support/request-context").then((module) => module.nextHeaders));
vi.mock("@/server/auth/session", () => import("./support/request-context").then((module) => module.session));

const t = journalLockMessages.errors;
const PIN = "73914682";
const PASSWORD = "richtiges-passwort";
const SECRET = "Ich habe Angst, dass Mama meine Nachrichten liest.";

beforeEach(() => signInAs(null));
afterEach(() => {
  vi.useRealTimers();
  setDatabase(testDatabase());
  // Limiters keep the database they were made with; the next test makes its own.
  resetLimiters();
});

let counter = 0;

/**
 * A Pro account with Mara (active) and Lea, signed in with a real session row; Mara's journal has
 * one entry (written before the lock) and a chat. `password: false` makes a Google-only account.
 */
async function family(options: { password?: boolean } = {}) {
  counter += 1;
  const passwordHash = options.password === false ? undefined : await hashPassword(PASSWORD);
  const { user, profile, inactiveProfiles, session } = await userWithProfile(
    `lock-${counter}-${Date.now()}@example.org`,
    { plan: "pro", passwordHash, inactive: ["Lea"] },
  );
  const sessionId = await startSession(user.id);
  signInAs(session, sessionId);
  const saved = await saveJournalEntry({ profileId: profile.id, type: "erkenntnis", content: SECRET });
  if (!saved.ok) throw new Error(saved.message);
  const lea = inactiveProfiles[0];
  if (!lea) throw new Error("no second profile");
  return {
    user,
    session,
    sessionId,
    key: hashToken(sessionId),
    mara: profile.id,
    lea: lea.id,
    entryId: saved.data.id,
    chatId: await createNumberedChat(user.id, profile.id),
  };
}

async function lockWithPin(profileId: string, pin = PIN) {
  const result = await setJournalLock({ profileId, pin, confirmPin: pin });
  if (!result.ok) throw new Error(result.message);
  return result.data;
}

const list = (profileId: string, query?: string) => listJournalEntries({ profileId, query });

describe("the PIN", () => {
  it("is stored as an argon2id hash, sealed with the user's key, and never returned or logged", async () => {
    const logged = [vi.spyOn(console, "error"), vi.spyOn(console, "warn"), vi.spyOn(console, "log")];
    const { mara, user } = await family();
    const results = [
      await setJournalLock({ profileId: mara, pin: PIN, confirmPin: PIN }),
      await lockJournal({ profileId: mara }),
      await unlockJournalWithPin({ profileId: mara, pin: "11111111" }),
      await unlockJournalWithPin({ profileId: mara, pin: PIN }),
      await changeJournalLockPin({
        profileId: mara,
        currentPin: PIN,
        pin: "24682468",
        confirmPin: "24682468",
      }),
    ];
    expect(results.map((result) => result.ok)).toEqual([true, true, false, true, true]);
    expect(results[0]).toMatchObject({ ok: true, data: { enabled: true, recovery: "password" } });
    for (const result of results) expect(JSON.stringify(result)).not.toMatch(/73914682|24682468|11111111/);

    const [raw] = await testDatabase()
      .sql.query<{ pin_hash: string }>("SELECT pin_hash FROM journal_locks WHERE profile_id = $1::uuid", [
        mara,
      ])
      .then((result) => result.rows);
    expect(raw?.pin_hash).toMatch(/^enc1:/);
    expect(raw?.pin_hash).not.toContain("argon2");
    const opened = await prisma().journalLock.findUniqueOrThrow({ where: { profileId: mara } });
    expect(opened.pinHash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(opened.userId).toBe(user.id);

    const logs = logged.flatMap((spy) => spy.mock.calls.flat().map(String)).join("\n");
    expect(logs).not.toMatch(/73914682|24682468|11111111/);
    for (const spy of logged) spy.mockRestore();
  });

  it("refuses a wrong shape in German and stores nothing", async () => {
    const { mara } = await family();
    for (const [pin, message] of [
      ["12a4", t.pinDigits],
      ["123", t.pinLength],
      ["123456789", t.pinLength],
      ["", t.pinRequired],
    ] as const) {
      expect(await setJournalLock({ profileId: mara, pin, confirmPin: pin })).toMatchObject({
        ok: false,
        code: "validation",
        fieldErrors: { pin: message },
      });
      expect(await unlockJournalWithPin({ profileId: mara, pin })).toMatchObject({
        ok: false,
        code: "validation",
        fieldErrors: { pin: message },
      });
    }
    expect(await setJournalLock({ profileId: mara, pin: "2468", confirmPin: "2469" })).toMatchObject({
      ok: false,
      fieldErrors: { confirmPin: t.pinsDiffer },
    });
    expect(await prisma().journalLock.count({ where: { profileId: mara } })).toBe(0);
  });

  it("is set once; changing it and removing the lock need the current PIN", async () => {
    const { mara } = await family();
    await lockWithPin(mara);
    expect(await setJournalLock({ profileId: mara, pin: "1111", confirmPin: "1111" })).toMatchObject({
      ok: false,
      code: "conflict",
      message: t.alreadyLocked,
    });
    expect(
      await changeJournalLockPin({ profileId: mara, currentPin: "0000", pin: "1111", confirmPin: "1111" }),
    ).toMatchObject({ ok: false, code: "validation", fieldErrors: { currentPin: expect.any(String) } });
    expect(await removeJournalLockWithPin({ profileId: mara, pin: "0000" })).toMatchObject({ ok: false });
    expect(await prisma().journalLock.count({ where: { profileId: mara } })).toBe(1);

    expect(
      await changeJournalLockPin({ profileId: mara, currentPin: PIN, pin: "1111", confirmPin: "1111" }),
    ).toMatchObject({ ok: true });
    expect(await removeJournalLockWithPin({ profileId: mara, pin: PIN })).toMatchObject({ ok: false });
    expect(await removeJournalLockWithPin({ profileId: mara, pin: "1111" })).toMatchObject({
      ok: true,
      data: { enabled: false },
    });
    expect(await prisma().journalLock.count({ where: { profileId: mara } })).toBe(0);
  });
});

describe("ten wrong PINs", () => {
  /** A second "instance": its own connection pool and its own rate limiter objects. */
  let second: Database | undefined;

  beforeAll(async () => {
    const { DATABASE_URL } = process.env;
    if (DATABASE_URL && testDatabase().kind === "postgres") {
      const url = await testDatabase().sql.query<{ db: string }>("SELECT current_database() AS db");
      const next = new URL(DATABASE_URL);
      next.pathname = `/${url.rows[0]?.db}`;
      second = connectPostgres(next.toString(), { max: 2 });
    } else {
      // PGlite cannot be opened twice: there the "instances" share one connection.
      second = testDatabase();
    }
  });

  afterAll(async () => {
    if (second && second !== testDatabase()) await second.close();
  });

  async function pinOn(instance: "a" | "b", profileId: string, pin: string) {
    setDatabase(instance === "a" ? testDatabase() : second);
    resetLimiters();
    try {
      return await unlockJournalWithPin({ profileId, pin });
    } finally {
      setDatabase(testDatabase());
    }
  }

  it("lock the PIN entry for 15 minutes across two instances, with the time it opens again", async () => {
    const start = new Date("2026-11-25T13:00:00Z");
    vi.useFakeTimers({ toFake: ["Date"], now: start });
    const { mara } = await family();
    await lockWithPin(mara);
    await lockJournal({ profileId: mara });

    const answers = [];
    for (let attempt = 1; attempt <= 10; attempt += 1) {
      answers.push(await pinOn(attempt % 2 === 0 ? "b" : "a", mara, "0000"));
    }
    expect(answers.slice(0, 9).map((answer) => !answer.ok && answer.code)).toEqual(
      Array(9).fill("validation"),
    );
    expect(answers[0]).toMatchObject({ message: formatMessage(t.pinWrong, { left: 9 }) });
    expect(answers[8]).toMatchObject({ message: t.pinWrongLast });
    const until = formatClock(new Date(start.getTime() + 15 * 60_000));
    expect(until).toBe("14:15");
    const locked = { ok: false, code: "rate_limited", message: formatMessage(t.tooMany, { time: until }) };
    expect(answers[9]).toMatchObject(locked);

    // Even the right PIN, on either instance, until the 15 minutes are over.
    expect(await pinOn("b", mara, PIN)).toMatchObject({ ok: false, code: "rate_limited" });
    vi.setSystemTime(new Date(start.getTime() + 14 * 60_000));
    expect(await pinOn("a", mara, PIN)).toMatchObject({ ok: false, code: "rate_limited" });
    expect(await list(mara)).toMatchObject({ ok: false, code: "journal_locked" });
    vi.setSystemTime(new Date(start.getTime() + 15 * 60_000 + 1_000));
    expect(await pinOn("b", mara, PIN)).toMatchObject({ ok: true, data: { enabled: true } });
    expect(await list(mara)).toMatchObject({ ok: true });
  });

  it("count per profile, and a right PIN starts the count again", async () => {
    const { mara } = await family();
    await lockWithPin(mara);
    for (let attempt = 0; attempt < 9; attempt += 1) await pinOn("a", mara, "0000");
    expect(await pinOn("b", mara, PIN)).toMatchObject({ ok: true });
    for (let attempt = 0; attempt < 9; attempt += 1) {
      expect(await pinOn("a", mara, "0000")).toMatchObject({ ok: false, code: "validation" });
    }
    expect(await pinOn("b", mara, PIN)).toMatchObject({ ok: true });
  });
});

describe("a locked journal", () => {
  it("is hidden from the list, search, writing and 'An Chat senden' until the PIN is entered", async () => {
    const { mara, user } = await family();
    await lockWithPin(mara);
    await lockJournal({ profileId: mara });
    const entry = { profileId: mara, type: "klarheit" as const, content: "Neuer Eintrag ohne PIN" };
    for (const result of [
      await list(mara),
      await list(mara, "Mama"),
      await saveJournalEntry(entry),
      await linkJournalEntry(entry),
      await sendJournalEntryToChat(entry),
    ]) {
      expect(result).toMatchObject({ ok: false, code: "journal_locked", message: t.locked });
    }
    expect(await prisma().journalEntry.count({ where: { userId: user.id } })).toBe(1);
    expect(await prisma().chatMessage.count({ where: { chat: { userId: user.id } } })).toBe(0);

    expect(await unlockJournalWithPin({ profileId: mara, pin: PIN })).toMatchObject({ ok: true });
    const found = await list(mara, "Mama");
    expect(found.ok && found.data.entries.map((row) => row.content)).toEqual([SECRET]);
    expect(await saveJournalEntry(entry)).toMatchObject({ ok: true });
  });

  it("opens for the session that entered the PIN only", async () => {
    const { mara, session } = await family();
    await lockWithPin(mara);
    expect(await list(mara)).toMatchObject({ ok: true });
    // The same account in another browser.
    signInAs(session, await startSession(session.id));
    expect(await list(mara)).toMatchObject({ ok: false, code: "journal_locked" });
  });

  it("closes again 5 minutes after the PIN was entered", async () => {
    const start = new Date("2026-11-25T09:00:00Z");
    vi.useFakeTimers({ toFake: ["Date"], now: start });
    const { mara, key } = await family();
    await lockWithPin(mara);
    await lockJournal({ profileId: mara });
    const opened = await unlockJournalWithPin({ profileId: mara, pin: PIN });
    expect(opened).toMatchObject({
      ok: true,
      data: { openUntil: "2026-11-25T09:05:00.000Z", openForMs: 5 * 60_000 },
    });
    vi.setSystemTime(new Date(start.getTime() + 5 * 60_000 - 1));
    expect(await list(mara)).toMatchObject({ ok: true });
    vi.setSystemTime(new Date(start.getTime() + 5 * 60_000));
    expect(await list(mara)).toMatchObject({ ok: false, code: "journal_locked" });
    // The server decides by the stored end, not by the row being gone.
    expect(await prisma().journalUnlock.count({ where: { sessionHash: key } })).toBe(1);
  });

  it("closes at a profile switch, and stays hidden from the other profile", async () => {
    const { mara, lea, key } = await family();
    await lockWithPin(mara);
    expect(await list(mara)).toMatchObject({ ok: true });

    expect(await switchProfile({ profileId: lea })).toMatchObject({ ok: true });
    expect(await prisma().journalUnlock.count({ where: { sessionHash: key } })).toBe(0);
    // Lea's page, asking for Mara's entries by id, and Lea's own journal.
    expect(await list(mara)).toMatchObject({ ok: false, code: "journal_locked" });
    expect(await list(mara, "Mama")).toMatchObject({ ok: false, code: "journal_locked" });
    const own = await list(lea);
    expect(own.ok && own.data.entries).toEqual([]);

    expect(await switchProfile({ profileId: mara })).toMatchObject({ ok: true });
    expect(await list(mara)).toMatchObject({ ok: false, code: "journal_locked" });
  });

  it("is left out of the coach's grounding, even while unlocked", async () => {
    const { mara, user, chatId } = await family();
    const before = await loadGrounding(user.id, chatId);
    expect(before.grounding.recentJournal.map((entry) => entry.content)).toEqual([SECRET]);
    await lockWithPin(mara);
    const unlocked = await loadGrounding(user.id, chatId);
    expect(unlocked.grounding.recentJournal).toEqual([]);
    await lockJournal({ profileId: mara });
    const locked = await loadGrounding(user.id, chatId);
    expect(JSON.stringify(locked.grounding)).not.toContain("Mama");
  });

  it("is left out of the family analysis", async () => {
    const { mara, user } = await family();
    await lockWithPin(mara);
    await lockJournal({ profileId: mara });
    const analysis = await getFamilyAnalysis({});
    expect(analysis).toMatchObject({ ok: true });
    expect(JSON.stringify(analysis)).not.toContain("Mama");
    const stored = await prisma().familyAnalysis.findMany({ where: { userId: user.id } });
    expect(JSON.stringify(stored)).not.toContain("Mama");
  });

  it("is left out of the PDF summary, and of the entries linked with the analysis", async () => {
    const { mara, user, key, entryId } = await family();
    await startAnalysisOf(user.id, mara);
    const linked = await linkJournalEntry({
      profileId: mara,
      type: "loswerden",
      content: "Verknüpft mit Mama",
    });
    expect(linked).toMatchObject({ ok: true });
    await lockWithPin(mara);

    const open = await loadSummary(user.id, mara, [entryId], new Date(), key);
    expect(open.journal.map((entry) => entry.content)).toEqual([SECRET]);
    expect(open.journalLeftOut).toBe(false);
    const overview = await getAnalysisOverview({ profileId: mara });
    expect(overview.ok && overview.data.latest?.journalEntries.length).toBe(1);

    await lockJournal({ profileId: mara });
    const closed = await loadSummary(user.id, mara, [entryId], new Date(), key);
    expect(closed.journal).toEqual([]);
    expect(closed.journalLeftOut).toBe(true);
    expect(JSON.stringify(closed)).not.toContain("Mama");
    // Without a session (a script, a job): closed as well.
    expect((await loadSummary(user.id, mara, [entryId])).journal).toEqual([]);
    const hidden = await getAnalysisOverview({ profileId: mara });
    expect(hidden.ok && hidden.data.latest?.journalEntries).toEqual([]);
  });

  it("is left out of the data download unless this session unlocked it", async () => {
    const { mara, user, key } = await family();
    await lockWithPin(mara);
    const unlocked = parseExport(await new Response(await exportAccountData(user.id, key)).text());
    expect(unlocked.filter((record) => record.type === "journalEntry")).toHaveLength(1);
    expect(unlocked.find((record) => record.type === "journalLock")?.data).toMatchObject({
      profileId: mara,
      entriesIncluded: true,
    });

    await lockJournal({ profileId: mara });
    const { of, text } = await downloadOf(user.id);
    expect(of("journalEntry")).toEqual([]);
    expect(of("journalLock")).toEqual([
      expect.objectContaining({
        profileId: mara,
        entriesIncluded: false,
        note: journalLockMessages.elsewhere.exportLeftOut,
      }),
    ]);
    expect(text).not.toContain("Mama");
    expect(text).not.toContain("argon2");
    expect(text).not.toContain("pinHash");
  });
});

describe("'PIN vergessen?'", () => {
  it("removes the lock with the account's password, under the sign-in's limit; the entries stay", async () => {
    const { mara } = await family();
    await lockWithPin(mara);
    await lockJournal({ profileId: mara });
    expect(await forgetJournalPin({ profileId: mara, password: "falsch" })).toMatchObject({
      ok: false,
      code: "validation",
      fieldErrors: { password: t.passwordWrong },
    });
    expect(await prisma().journalLock.count({ where: { profileId: mara } })).toBe(1);
    expect(await forgetJournalPin({ profileId: mara, password: PASSWORD })).toMatchObject({
      ok: true,
      data: { enabled: false, openUntil: null, openForMs: null },
    });
    const entries = await list(mara);
    expect(entries.ok && entries.data.entries.map((row) => row.content)).toEqual([SECRET]);
    expect(await forgetJournalPin({ profileId: mara, password: PASSWORD })).toMatchObject({
      ok: false,
      code: "conflict",
      message: t.notLocked,
    });
  });

  it("stops after 5 wrong passwords like the sign-in", async () => {
    const { mara } = await family();
    await lockWithPin(mara);
    for (let attempt = 0; attempt < 5; attempt += 1) {
      expect(await forgetJournalPin({ profileId: mara, password: "falsch" })).toMatchObject({ ok: false });
    }
    expect(await forgetJournalPin({ profileId: mara, password: PASSWORD })).toMatchObject({
      ok: false,
      code: "rate_limited",
    });
    expect(await prisma().journalLock.count({ where: { profileId: mara } })).toBe(1);
  });

  it("for a Google-only account: only within 5 minutes of signing in with Google", async () => {
    const { mara, key, session } = await family({ password: false });
    const view = await lockWithPin(mara);
    expect(view.recovery).toBe("google");
    expect(await forgetJournalPin({ profileId: mara, password: "irgendwas" })).toMatchObject({
      ok: false,
      message: t.noPassword,
    });
    await prisma().session.update({
      where: { tokenHash: key },
      data: { createdAt: new Date(Date.now() - 6 * 60_000) },
    });
    expect(await forgetJournalPinAfterGoogle({ profileId: mara })).toMatchObject({
      ok: false,
      message: t.signInTooOld,
    });
    signInAs(session, await startSession(session.id));
    expect(await forgetJournalPinAfterGoogle({ profileId: mara })).toMatchObject({
      ok: true,
      data: { enabled: false },
    });
  });

  it("is not for accounts with a password", async () => {
    const { mara } = await family();
    await lockWithPin(mara);
    expect(await forgetJournalPinAfterGoogle({ profileId: mara })).toMatchObject({
      ok: false,
      message: t.hasPassword,
    });
  });
});
