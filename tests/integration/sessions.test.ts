// Server-side sessions: a row per signed-in browser, checked on every request,
// so ending one takes effect at once. (The cookie path itself is exercised
// against production servers in tests/system/.)
import { describe, expect, it } from "vitest";

import { endSession, endSessions, extendSession, sessionUser, startSession } from "@/server/auth/sessions";
import { hashToken } from "@/server/auth/tokens";
import { prisma } from "@/server/db";

async function user(email: string) {
  return prisma().user.create({ data: { email } });
}

describe("sessions", () => {
  it("stores only the SHA-256 of the session id and finds the user and plan by it", async () => {
    const mara = await user("sitzung@example.org");
    const sessionId = await startSession(mara.id);
    const rows = await prisma().session.findMany({ where: { userId: mara.id } });
    expect(rows.map((row) => row.tokenHash)).toEqual([hashToken(sessionId)]);
    expect(JSON.stringify(rows)).not.toContain(sessionId);
    expect(await sessionUser(sessionId)).toEqual({ id: mara.id, email: mara.email, plan: "free" });
    await prisma().subscription.create({
      data: { id: "sub_sitzung", userId: mara.id, stripeCustomerId: "cus_sitzung", status: "trialing" },
    });
    expect(await sessionUser(sessionId)).toMatchObject({ plan: "pro" });
  });

  it("ends one session, all but one, or all of them", async () => {
    const mara = await user("drei-geraete@example.org");
    const [phone, laptop, tablet] = await Promise.all([1, 2, 3].map(() => startSession(mara.id)));
    await endSession(phone!);
    expect(await sessionUser(phone!)).toBeNull();
    expect(await sessionUser(laptop!)).not.toBeNull();
    expect(await endSessions(mara.id, { except: laptop })).toBe(1);
    expect(await sessionUser(tablet!)).toBeNull();
    expect(await sessionUser(laptop!)).not.toBeNull();
    expect(await endSessions(mara.id)).toBe(1);
    expect(await sessionUser(laptop!)).toBeNull();
  });

  it("refuses expired, unknown and deleted users' sessions, and extends live ones", async () => {
    const mara = await user("ablauf@example.org");
    const sessionId = await startSession(mara.id);
    await prisma().session.updateMany({
      where: { userId: mara.id },
      data: { expiresAt: new Date(Date.now() + 60_000) },
    });
    await extendSession(sessionId);
    const [extended] = await prisma().session.findMany({ where: { userId: mara.id } });
    expect(extended!.expiresAt.getTime()).toBeGreaterThan(Date.now() + 29 * 24 * 60 * 60_000);

    await prisma().session.updateMany({
      where: { userId: mara.id },
      data: { expiresAt: new Date(Date.now() - 1) },
    });
    expect(await sessionUser(sessionId)).toBeNull();
    await extendSession(sessionId); // an expired session stays expired
    expect(await sessionUser(sessionId)).toBeNull();
    expect(await sessionUser("gibt-es-nicht")).toBeNull();

    // A new session clears the user's expired ones.
    const next = await startSession(mara.id);
    expect(await prisma().session.count({ where: { userId: mara.id } })).toBe(1);
    await prisma().user.delete({ where: { id: mara.id } });
    expect(await sessionUser(next)).toBeNull();
  });
});
