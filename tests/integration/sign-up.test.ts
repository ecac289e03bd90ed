// Sign-up tells no one whether an address has an account: a new and an
// existing address get the same answer (how long each takes is a benchmark
// target: npm run bench -- sign-up); the owner of
// the existing one gets a mail instead, and nothing about the account changes.
// A new account signs in only after its address is confirmed.
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";

import { signUp } from "@/server/actions/auth";
import { authorizeCredentials } from "@/server/auth/options";
import { hashPassword, verifyPassword } from "@/server/auth/password";
import { verifyEmail } from "@/server/auth/verify-email";
import { prisma } from "@/server/db";
import { startWorkers } from "@/server/jobs/workers";
import { resetLimiters } from "@/server/rate-limit";

import { type MailSink, startMailSink } from "../system/support/mail-sink";
import { fromIp } from "./support/request-context";

vi.mock("next/headers", () => import("./support/request-context").then((module) => module.nextHeaders));
vi.mock("@/server/auth/session", () => import("./support/request-context").then((module) => module.session));

const PASSWORD = "Sonnenaufgang-42";
let mail: MailSink;

const mailsTo = (email: string) => mail.to(email);
const waitForMail = (email: string, count = 1) =>
  expect.poll(() => mailsTo(email).length, { timeout: 20_000 }).toBeGreaterThanOrEqual(count);

beforeAll(async () => {
  mail = await startMailSink();
  vi.stubEnv("SMTP_URL", mail.url);
  vi.stubEnv("SITE_URL", "https://resonanz.test");
  vi.stubEnv("SIGNUP_LIMIT_PER_HOUR", "1000");
  resetLimiters();
  await startWorkers();
});

afterAll(async () => {
  await mail.close();
  vi.unstubAllEnvs();
});

const input = (email: string, password = PASSWORD) => ({ email, password, confirmPassword: password });

/** The answer with the address taken out, so answers for two addresses can be compared. */
const shape = (result: unknown, email: string) => JSON.stringify(result).replaceAll(email, "<adresse>");

describe("sign-up without enumeration", () => {
  // How long each takes is measured by the benchmark (npm run bench -- sign-up), not here.
  it("answers a new and an existing address the same", async () => {
    const existing = "schon-da@example.org";
    await prisma().user.create({
      data: {
        email: existing,
        passwordHash: await hashPassword("ihr-eigenes-passwort"),
        emailVerifiedAt: new Date(),
      },
    });
    const answers = new Set<string>();
    for (let round = 0; round < 4; round += 1) {
      fromIp(`198.51.100.${round + 1}`);
      for (const email of [`neu-${round}@example.org`, existing]) {
        answers.add(shape(await signUp(input(email, `anderes-passwort-${round}`)), email));
      }
    }
    expect([...answers]).toEqual([JSON.stringify({ ok: true, data: { email: "<adresse>" } })]);
    // The owner's password is untouched.
    const owner = await prisma().user.findUniqueOrThrow({ where: { email: existing } });
    expect(await verifyPassword(owner.passwordHash ?? "", "ihr-eigenes-passwort")).toBe(true);
  });

  it("sends the owner of an existing address the notice, at most 3 an hour", async () => {
    const email = "besitzerin@example.org";
    await prisma().user.create({
      data: { email, passwordHash: await hashPassword("ihr-eigenes-passwort"), emailVerifiedAt: new Date() },
    });
    for (let attempt = 0; attempt < 5; attempt += 1) {
      fromIp(`198.51.100.${40 + attempt}`);
      expect(await signUp(input(email))).toEqual({ ok: true, data: { email } });
    }
    await waitForMail(email, 3);
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    expect(mailsTo(email)).toHaveLength(3);
    const text = mailsTo(email)[0]?.text ?? "";
    expect(text).toContain(
      "Du hast bereits ein Konto, hier kannst du dich anmelden oder dein Passwort zurücksetzen",
    );
    expect(text).toContain("https://resonanz.test/app");
    expect(text).toMatch(/https:\/\/resonanz\.test\/reset-password\?token=[A-Za-z0-9_-]{43}/);
  });

  it("a new account signs in only after its address is confirmed", async () => {
    const email = "frisch@example.org";
    fromIp("198.51.100.90");
    expect(await signUp(input(email))).toEqual({ ok: true, data: { email } });
    await waitForMail(email);
    const token = /\/app\?verify=([A-Za-z0-9_-]{43})/.exec(mailsTo(email)[0]?.text ?? "")?.[1];
    expect(token).toBeDefined();

    // The right password before confirming: refused, and a fresh link is on its way.
    await expect(authorizeCredentials({ email, password: PASSWORD }, "198.51.100.90")).rejects.toThrow(
      "unverified",
    );
    await waitForMail(email, 2);
    // A wrong one says only that it is wrong.
    await expect(authorizeCredentials({ email, password: "falsch-falsch" }, "198.51.100.90")).rejects.toThrow(
      "invalid",
    );

    expect(await verifyEmail(token ?? "")).toBe(true);
    await expect(authorizeCredentials({ email, password: PASSWORD }, "198.51.100.90")).resolves.toMatchObject(
      {
        email,
      },
    );
  });
});
