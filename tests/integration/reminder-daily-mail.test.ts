// The 8:00 impulse reminder end to end: the pg-boss schedule, the job at 8:00 Vienna time (with
// a controlled clock) sending one mail per opted-in user through an in-process SMTP server, no
// second mail that day however often or concurrently the job runs, and the one-click unsubscribe.
import { createServer, type Server } from "node:net";

import { NextRequest } from "next/server";
import { SMTPServer } from "smtp-server";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";

import { GET, POST } from "@/app/api/reminders/unsubscribe/route";
import { impulseOfTheDay } from "@/lib/impulses/daily";
import { prisma } from "@/server/db";
import { jobs, send } from "@/server/jobs/boss";
import { startWorkers } from "@/server/jobs/workers";
import { impulseReminderQueue } from "@/server/reminders/queue";
import { sendImpulseReminders } from "@/server/reminders/send-reminders";
import { unsubscribeToken } from "@/server/reminders/unsubscribe-token";

vi.mock("next/headers", () => import("./support/request-context").then((module) => module.nextHeaders));
vi.mock("@/server/auth/session", () => import("./support/request-context").then((module) => module.session));

/** What a mail provider posts for a one-click unsubscribe (RFC 8058). */
const ONE_CLICK = {
  headers: { "content-type": "application/x-www-form-urlencoded" },
  body: "List-Unsubscribe=One-Click",
};

/** 8:00 in Vienna on 30 March 2026 (summer time, UTC+2) and on the day after. */
const MONDAY_8AM = new Date("2026-03-30T06:00:00Z");
const TUESDAY_8AM = new Date("2026-03-31T06:00:00Z");

async function freePort(): Promise<number> {
  const probe: Server = createServer();
  await new Promise<void>((resolve) => probe.listen(0, "127.0.0.1", resolve));
  const { port } = probe.address() as { port: number };
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

interface Received {
  to: string;
  text: string;
}

const received: Received[] = [];
let smtp: SMTPServer | undefined;

/** The text/plain part of a raw message, transfer-decoded. */
function plainText(raw: string): string {
  const part = raw
    .split(/\r?\n--[^\r\n]+\r?\n/)
    .find((candidate) => /content-type:\s*text\/plain/i.test(candidate));
  if (!part) throw new Error("no text/plain part");
  const [headers = "", ...rest] = part.split(/\r?\n\r?\n/);
  const body = rest.join("\n\n");
  if (/content-transfer-encoding:\s*base64/i.test(headers))
    return Buffer.from(body, "base64").toString("utf8");
  if (/content-transfer-encoding:\s*quoted-printable/i.test(headers)) {
    return Buffer.from(
      body
        .replace(/=\r?\n/g, "")
        .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16))),
      "latin1",
    ).toString("utf8");
  }
  return body;
}

function startSmtp(port: number): Promise<void> {
  smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    onData(stream, session, callback) {
      let raw = "";
      stream.on("data", (chunk: Buffer) => (raw += chunk.toString("utf8")));
      stream.on("end", () => {
        received.push({
          to: session.envelope.rcptTo.map((address) => address.address).join(","),
          text: plainText(raw),
        });
        callback();
      });
    },
  });
  return new Promise((resolve) => smtp?.listen(port, "127.0.0.1", resolve));
}

let counter = 0;

async function createUser(options: { verified: boolean; enabled: boolean; state?: "müde" }) {
  counter += 1;
  const user = await prisma().user.create({
    data: {
      email: `erinnerung-${counter}@example.org`,
      emailVerifiedAt: options.verified ? new Date() : null,
      impulseReminderEnabled: options.enabled,
    },
  });
  const profile = await prisma().profile.create({
    data: {
      userId: user.id,
      createdBy: user.id,
      profileType: "human",
      name: "Mara",
      gender: "weiblich",
      age: 38,
      isActive: true,
    },
  });
  if (options.state) {
    await prisma().analysis.create({
      data: { profileId: profile.id, overallState: options.state, engineVersion: "test", detail: {} },
    });
  }
  return user;
}

const sentOn = async (userId: string) =>
  (await prisma().user.findUniqueOrThrow({ where: { id: userId } })).impulseReminderSentOn
    ?.toISOString()
    .slice(0, 10) ?? null;

const settle = () => new Promise((resolve) => setTimeout(resolve, 2_500));

let anna: Awaited<ReturnType<typeof createUser>>;
let bernd: Awaited<ReturnType<typeof createUser>>;
let carla: Awaited<ReturnType<typeof createUser>>;
let dora: Awaited<ReturnType<typeof createUser>>;
let emil: Awaited<ReturnType<typeof createUser>>;

beforeAll(async () => {
  const port = await freePort();
  vi.stubEnv("SMTP_URL", `smtp://127.0.0.1:${port}`);
  vi.stubEnv("SITE_URL", "https://resonanz.test");
  await startSmtp(port);
  anna = await createUser({ verified: true, enabled: true });
  bernd = await createUser({ verified: true, enabled: true, state: "müde" });
  carla = await createUser({ verified: true, enabled: false });
  dora = await createUser({ verified: false, enabled: true });
  await startWorkers();
});

afterAll(async () => {
  vi.useRealTimers();
  await new Promise<void>((resolve) => (smtp ? smtp.close(() => resolve()) : resolve()));
  vi.unstubAllEnvs();
});

describe("the 8:00 impulse reminder", () => {
  it("is scheduled every day at 8:00 Vienna time", async () => {
    const schedules = await (await jobs()).getSchedules();
    expect(schedules.find((schedule) => schedule.name === impulseReminderQueue.name)).toMatchObject({
      cron: "0 8 * * *",
      options: { tz: "Europe/Vienna" },
    });
  });

  it("at 8:00 the job mails each opted-in user their impulse of the day, and no one else", async () => {
    // The scheduled job runs on the worker with the clock at 8:00 Vienna time.
    vi.useFakeTimers({ toFake: ["Date"], now: MONDAY_8AM, shouldAdvanceTime: true });
    await send(impulseReminderQueue, {});
    await expect.poll(() => received.length, { timeout: 20_000 }).toBe(2);
    vi.useRealTimers();
    await settle();
    expect(received.map((mail) => mail.to).sort()).toEqual([anna.email, bernd.email].sort());

    const annaMail = received.find((mail) => mail.to === anna.email)?.text ?? "";
    const berndMail = received.find((mail) => mail.to === bernd.email)?.text ?? "";
    expect(annaMail).toContain(impulseOfTheDay(anna.id, "2026-03-30", "harmonisch").text);
    expect(berndMail).toContain(impulseOfTheDay(bernd.id, "2026-03-30", "müde").text);
    expect(annaMail).toContain("hier ist dein Impuls für heute");
    expect(annaMail).toContain("https://resonanz.test/app?modul=impulse");
    expect(annaMail).toContain(`https://resonanz.test/api/reminders/unsubscribe?token=${anna.id}.`);
    expect(annaMail).not.toContain(bernd.id);

    expect(await sentOn(anna.id)).toBe("2026-03-30");
    expect(await sentOn(bernd.id)).toBe("2026-03-30");
    expect(await sentOn(carla.id)).toBeNull();
    expect(await sentOn(dora.id)).toBeNull();
  });

  it("sends no second mail that day, even when the job runs twice at the same time", async () => {
    emil = await createUser({ verified: true, enabled: true });
    const runs = await Promise.all([
      sendImpulseReminders(new Date("2026-03-30T06:05:00Z")),
      sendImpulseReminders(new Date("2026-03-30T06:05:00Z")),
    ]);
    // Only Emil, who opted in after the 8:00 run, was still due, and only one run got him.
    expect(runs.sort()).toEqual([0, 1]);
    expect(await sendImpulseReminders(new Date("2026-03-30T21:59:00Z"))).toBe(0);
    await expect.poll(() => received.length, { timeout: 20_000 }).toBe(3);
    await settle();
    expect(received.map((mail) => mail.to).filter((to) => to === emil.email)).toHaveLength(1);
    expect(received).toHaveLength(3);
  });

  it("the unsubscribe link turns the reminder off, and the next day there is no mail for that user", async () => {
    const link = /https:\/\/resonanz\.test\/api\/reminders\/unsubscribe\?token=\S+/.exec(
      received.find((mail) => mail.to === anna.email)?.text ?? "",
    )?.[0];
    expect(link).toBeDefined();
    const response = await GET(new NextRequest(link ?? ""));
    expect(response.status).toBe(303);
    expect(response.headers.get("location")).toBe("https://resonanz.test/erinnerung-abbestellt");
    expect(response.headers.get("x-robots-tag")).toContain("noindex");
    expect((await prisma().user.findUniqueOrThrow({ where: { id: anna.id } })).impulseReminderEnabled).toBe(
      false,
    );

    expect(await sendImpulseReminders(TUESDAY_8AM)).toBe(2);
    await expect.poll(() => received.length, { timeout: 20_000 }).toBe(5);
    await settle();
    expect(
      received
        .slice(3)
        .map((mail) => mail.to)
        .sort(),
    ).toEqual([bernd.email, emil.email].sort());
    expect(await sentOn(anna.id)).toBe("2026-03-30");
  });

  it("refuses forged, foreign and malformed tokens without changing anything", async () => {
    const genuine = unsubscribeToken(bernd.id);
    const forged = `${bernd.id}.${genuine.split(".")[1]?.replace(/^./, (char) => (char === "A" ? "B" : "A"))}`;
    const swapped = `${bernd.id}.${unsubscribeToken(emil.id).split(".")[1]}`;
    for (const token of [forged, swapped, "", "kaputt", `${bernd.id}.`, `${genuine}.x`, "<script>"]) {
      const response = await GET(
        new NextRequest(`https://resonanz.test/api/reminders/unsubscribe?token=${encodeURIComponent(token)}`),
      );
      expect(response.headers.get("location"), token).toBe(
        "https://resonanz.test/erinnerung-abbestellt?status=ungueltig",
      );
    }
    const post = await POST(
      new NextRequest(`https://resonanz.test/api/reminders/unsubscribe?token=${encodeURIComponent(forged)}`, {
        method: "POST",
        ...ONE_CLICK,
      }),
    );
    expect(post.status).toBe(400);
    expect((await prisma().user.findUniqueOrThrow({ where: { id: bernd.id } })).impulseReminderEnabled).toBe(
      true,
    );
  });

  it("mail clients' one-click POST (RFC 8058) unsubscribes too", async () => {
    const response = await POST(
      new NextRequest(
        `https://resonanz.test/api/reminders/unsubscribe?token=${encodeURIComponent(unsubscribeToken(emil.id))}`,
        { method: "POST", ...ONE_CLICK },
      ),
    );
    expect(response.status).toBe(204);
    expect((await prisma().user.findUniqueOrThrow({ where: { id: emil.id } })).impulseReminderEnabled).toBe(
      false,
    );
  });
});
