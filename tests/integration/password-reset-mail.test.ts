// The reset mail goes through the job queue to SMTP. With SMTP down the mail
// waits and is sent once it comes back; its link works once and for 60 minutes.
import { createServer, type Server } from "node:net";

import { SMTPServer } from "smtp-server";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";

import { requestPasswordReset, resetPassword } from "@/server/actions/auth";
import { hashPassword, verifyPassword } from "@/server/auth/password";
import { prisma } from "@/server/db";
import { startWorkers } from "@/server/jobs/workers";

import { testDatabase } from "./support/per-file-database";

vi.mock("next/headers", () => import("./support/request-context").then((module) => module.nextHeaders));
vi.mock("@/server/auth/session", () => import("./support/request-context").then((module) => module.session));

async function freePort(): Promise<number> {
  const probe: Server = createServer();
  await new Promise<void>((resolve) => probe.listen(0, "127.0.0.1", resolve));
  const { port } = probe.address() as { port: number };
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

const received: { to: string; body: string }[] = [];
let smtp: SMTPServer | undefined;
let port = 0;

function startSmtp(): Promise<void> {
  smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    onData(stream, session, callback) {
      let body = "";
      stream.on("data", (chunk: Buffer) => (body += chunk.toString("utf8")));
      stream.on("end", () => {
        received.push({ to: session.envelope.rcptTo.map((address) => address.address).join(","), body });
        callback();
      });
    },
  });
  return new Promise((resolve) => smtp?.listen(port, "127.0.0.1", resolve));
}

/** The queue's retries back off for minutes; tests move the clock instead of waiting. */
const retryNow = () =>
  testDatabase().sql.query(
    `UPDATE pgboss.job SET start_after = now() WHERE name = 'mail' AND state IN ('retry', 'created')`,
  );

/** Mail bodies arrive quoted-printable encoded. */
const decode = (body: string) =>
  Buffer.from(
    body
      .replace(/=\r?\n/g, "")
      .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16))),
    "latin1",
  ).toString("utf8");

const tokenFrom = (body: string) => /reset-password\?token=([A-Za-z0-9_-]{43})/.exec(decode(body))?.[1];

beforeAll(async () => {
  port = await freePort();
  vi.stubEnv("SMTP_URL", `smtp://127.0.0.1:${port}`);
  vi.stubEnv("SITE_URL", "https://resonanz.test");
  await prisma().user.create({
    data: { email: "reset@example.org", passwordHash: await hashPassword("altes-passwort") },
  });
  await startWorkers();
});

afterAll(async () => {
  await new Promise<void>((resolve) => (smtp ? smtp.close(() => resolve()) : resolve()));
  vi.unstubAllEnvs();
});

describe("password reset by e-mail", () => {
  it("answers the same for unknown addresses and sends nothing for them", async () => {
    const result = await requestPasswordReset({ email: "unbekannt@example.org" });
    expect(result).toEqual({ ok: true, data: { sent: true } });
    expect(await prisma().passwordResetToken.count()).toBe(0);
  });

  it("with SMTP down the mail waits, and is sent exactly once when SMTP is back", async () => {
    expect(await requestPasswordReset({ email: "Reset@Example.org" })).toMatchObject({ ok: true });
    // The first attempts fail against the closed port.
    await expect
      .poll(
        async () =>
          (await testDatabase().sql.query(`SELECT 1 FROM pgboss.job WHERE name = 'mail' AND state = 'retry'`))
            .rowCount,
        {
          timeout: 15_000,
        },
      )
      .toBeGreaterThan(0);
    expect(received).toHaveLength(0);

    await startSmtp();
    await retryNow();
    await expect.poll(() => received.length, { timeout: 20_000 }).toBe(1);
    await new Promise((resolve) => setTimeout(resolve, 3_000));
    expect(received).toHaveLength(1);
    expect(received[0]?.to).toBe("reset@example.org");
    expect(decode(received[0]?.body ?? "")).toContain("Neues Passwort festlegen");
  });

  it("the link sets a new password once; reuse and expiry are refused in German", async () => {
    const token = tokenFrom(received[0]?.body ?? "");
    expect(token).toHaveLength(43);
    const first = await resetPassword({
      token,
      password: "neues-passwort-1",
      confirmPassword: "neues-passwort-1",
    });
    expect(first).toEqual({ ok: true, data: { email: "reset@example.org" } });
    const user = await prisma().user.findUniqueOrThrow({ where: { email: "reset@example.org" } });
    expect(await verifyPassword(user.passwordHash ?? "", "neues-passwort-1")).toBe(true);
    expect(user.sessionVersion).toBe(1);

    const again = await resetPassword({
      token,
      password: "drittes-passwort",
      confirmPassword: "drittes-passwort",
    });
    expect(again).toMatchObject({ ok: false, message: expect.stringContaining("bereits verwendet") });

    await requestPasswordReset({ email: "reset@example.org" });
    await retryNow();
    await expect.poll(() => received.length, { timeout: 20_000 }).toBe(2);
    const second = tokenFrom(received[1]?.body ?? "");
    await prisma().passwordResetToken.updateMany({
      where: { usedAt: null },
      data: { expiresAt: new Date(Date.now() - 1000) },
    });
    const expired = await resetPassword({
      token: second,
      password: "spaetes-passwort",
      confirmPassword: "spaetes-passwort",
    });
    expect(expired).toMatchObject({ ok: false, message: expect.stringContaining("abgelaufen") });
  });

  it("refuses malformed input without writing", async () => {
    const before = await prisma().passwordResetToken.count();
    for (const input of [
      {},
      { email: "" },
      { email: "x".repeat(300) },
      { email: ["a@b.at"] },
      null,
      "a@b.at",
      { email: "a@b.at", admin: true },
    ]) {
      expect(await requestPasswordReset(input)).toMatchObject({ ok: false, code: "validation" });
    }
    expect(
      await resetPassword({ token: "kurz", password: "12345678", confirmPassword: "12345678" }),
    ).toMatchObject({
      ok: false,
      code: "validation",
    });
    expect(await prisma().passwordResetToken.count()).toBe(before);
  });
});
