// The reset mail goes through the job queue to SMTP. With SMTP down the mail
// waits and is sent once it comes back; its link works once and for 60 minutes.
import { createServer, type Server } from "node:net";

import { SMTPServer } from "smtp-server";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";

import { changePassword } from "@/server/actions/account";
import { requestPasswordReset, resetPassword } from "@/server/actions/auth";
import { hashPassword, verifyPassword } from "@/server/auth/password";
import { prisma } from "@/server/db";
import { jobs } from "@/server/jobs/boss";
import { startWorkers } from "@/server/jobs/workers";
import { composeMail, type MailJob } from "@/server/mail/compose";

import { testDatabase } from "./support/per-file-database";
import { signInAs } from "./support/request-context";

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

/** Requests a reset for `email` and returns the token of the mail that arrives for it. */
async function resetLink(email: string): Promise<string> {
  const before = received.filter((mail) => mail.to === email).length;
  expect(await requestPasswordReset({ email })).toMatchObject({ ok: true });
  await retryNow();
  await expect
    .poll(() => received.filter((mail) => mail.to === email).length, { timeout: 20_000 })
    .toBe(before + 1);
  return tokenFrom(received.filter((mail) => mail.to === email).at(-1)?.body ?? "") ?? "";
}

const setPassword = (token: string, password: string) =>
  resetPassword({ token, password, confirmPassword: password });

/** Every mail job row, finished ones included, as text. */
const mailJobs = async () =>
  (
    await testDatabase().sql.query<{ data: string }>(
      `SELECT data::text AS data FROM pgboss.job WHERE name = 'mail'
       UNION ALL SELECT data::text FROM pgboss.archive WHERE name = 'mail'`,
    )
  ).rows.map((row) => row.data);

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

  it("the queue holds only ids: no address, no token, no link, before or after sending", async () => {
    const email = "nur-ids@example.org";
    const user = await prisma().user.create({
      data: { email, passwordHash: await hashPassword("irgendwas-1") },
    });
    const token = await resetLink(email);
    expect(token).toHaveLength(43);
    const rows = await mailJobs();
    expect(rows).toContainEqual(
      JSON.stringify({ kind: "reset-password", userId: user.id }).replace(/,/g, ", ").replace(/:/g, ": "),
    );
    for (const row of rows) {
      expect(row).not.toContain(token);
      expect(row).not.toMatch(/https?:|token|nur-ids@/);
    }
  });

  it("using one link, or changing the password, ends every other link of the user", async () => {
    const email = "viele-links@example.org";
    const user = await prisma().user.create({
      data: { email, passwordHash: await hashPassword("erstes-passwort") },
    });
    const older = await resetLink(email);
    const newer = await resetLink(email);
    expect(await setPassword(newer, "zweites-passwort")).toMatchObject({ ok: true });
    expect(await setPassword(older, "drittes-passwort")).toMatchObject({
      ok: false,
      message: "Dieser Link ist ungültig. Bitte fordere einen neuen an.",
    });

    const other = "wechsel-links@example.org";
    const changer = await prisma().user.create({
      data: { email: other, passwordHash: await hashPassword("erstes-passwort") },
    });
    const outstanding = await resetLink(other);
    signInAs({ id: changer.id, email: other, plan: "free" });
    expect(
      await changePassword({
        currentPassword: "erstes-passwort",
        password: "zweites-passwort",
        confirmPassword: "zweites-passwort",
      }),
    ).toMatchObject({ ok: true });
    signInAs(null);
    expect(await setPassword(outstanding, "drittes-passwort")).toMatchObject({ ok: false });
    const stored = await prisma().user.findUniqueOrThrow({ where: { id: changer.id } });
    expect(await verifyPassword(stored.passwordHash ?? "", "zweites-passwort")).toBe(true);
    expect(user.id).toBeDefined();
  });

  it("does not send a mail job queued in the old shape, with the whole mail and its link", async () => {
    const composed = await composeMail({
      to: "alt@example.org",
      subject: "Alt",
      text: "https://resonanz.test/reset-password?token=x",
    } as unknown as MailJob);
    expect(composed).toBeNull();
  });

  it("deletes finished mail jobs after a short retention", async () => {
    expect((await mailJobs()).length).toBeGreaterThan(0);
    // Five minutes later (the clock is moved, not waited for), maintenance archives and then drops them.
    const boss = (await jobs()) as unknown as { maintain(): Promise<void> };
    await testDatabase().sql.query(
      `UPDATE pgboss.job SET completed_on = now() - interval '6 minutes' WHERE name = 'mail' AND state = 'completed'`,
    );
    await boss.maintain();
    await testDatabase().sql.query(
      `UPDATE pgboss.archive SET archived_on = now() - interval '2 minutes' WHERE name = 'mail'`,
    );
    await boss.maintain();
    expect(await mailJobs()).toEqual([]);
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
