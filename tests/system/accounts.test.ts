// Accounts against a production server, as an attacker would probe them from
// outside: taking over an unconfirmed account with Google (through a local
// OpenID Connect double), learning from sign-up whether an address has an
// account, finding a working reset link in a database dump or in the server's
// log, and escaping the per-address limits with made-up address headers.
import { execFileSync } from "node:child_process";

import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { connectPostgres, type Database } from "@/server/db";

import { type GoogleDouble, startGoogleDouble } from "../support/google-double";
import {
  databaseUrl,
  dropDatabase,
  ensureBuild,
  freshDatabase,
  type Instance,
  startInstance,
} from "./support/cluster";
import { HttpClient } from "./support/http-client";
import { type MailSink, startMailSink } from "./support/mail-sink";
import { confirmedUser as createConfirmedUser } from "./support/users";

const DATABASE = "resonanz_system_accounts";
const GOOGLE = { clientId: "resonanz-test.apps.googleusercontent.com", clientSecret: "GOCSPX-system-test" };
const AUTH_ACTIONS = "server/actions/auth.ts";
/** The sign-in screen's route handlers for sign-up and 'Passwort vergessen?'. */
const SIGN_UP = "/api/auth/registrierung";
const RESET_REQUEST = "/api/auth/passwort-vergessen";

let database: Database;
let app: Instance;
let mail: MailSink;
let google: GoogleDouble;

beforeAll(async () => {
  ensureBuild();
  const url = freshDatabase(DATABASE);
  database = connectPostgres(url, { max: 2 });
  mail = await startMailSink();
  google = await startGoogleDouble(GOOGLE);
  app = await startInstance(3331, {
    DATABASE_URL: url,
    DATA_DIR: ".data/system-accounts",
    SMTP_URL: mail.url,
    GOOGLE_CLIENT_ID: GOOGLE.clientId,
    GOOGLE_CLIENT_SECRET: GOOGLE.clientSecret,
    GOOGLE_OAUTH_BASE: google.url,
    SIGNUP_LIMIT_PER_HOUR: "1000",
  });
});

afterAll(async () => {
  await app?.stop();
  await google?.close();
  await mail?.close();
  await database?.close();
  dropDatabase(DATABASE);
});

const confirmedUser = (email: string, password: string) => createConfirmedUser(database, email, password);

const exportStatus = async (client: HttpClient) => {
  const response = await client.fetch("/api/account/export");
  await response.arrayBuffer();
  return response.status;
};

async function mailTo(email: string, pattern: RegExp, after = 0): Promise<RegExpExecArray> {
  const deadline = Date.now() + 20_000;
  for (;;) {
    const found = mail
      .to(email)
      .slice(after)
      .map((entry) => pattern.exec(entry.text))
      .find(Boolean);
    if (found) return found;
    if (Date.now() > deadline) throw new Error(`no mail to ${email} matching ${pattern}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

const signUp = (client: HttpClient, email: string, password: string) =>
  client.postJsonResult(SIGN_UP, { email, password, confirmPassword: password });

describe("Google sign-in cannot take over an account", () => {
  it("an attacker's unconfirmed sign-up with the victim's address gains nothing when the victim uses Google", async () => {
    const victim = "opfer@example.org";
    const attacker = new HttpClient(app.url);
    await signUp(attacker, victim, "Angreifer-Passwort-1");
    await attacker.signIn(victim, "Angreifer-Passwort-1");
    // Google says the victim owns the address.
    google.signIn({ sub: "google-opfer", email: victim, email_verified: true, name: "Opfer" });
    const browser = new HttpClient(app.url);
    const landing = await browser.signInWithGoogle();

    // The attacker's password and session open nothing, before or after.
    expect(await exportStatus(attacker)).toBe(401);
    expect(await new HttpClient(app.url).signIn(victim, "Angreifer-Passwort-1")).not.toBeNull();
    // Google did not join the unconfirmed account: it asks for that account's password first.
    expect(new URL(landing, app.url).search).toBe("?google=passwort");
    expect(await exportStatus(browser)).toBe(401);
    expect(await database.prisma.account.count({ where: { providerAccountId: "google-opfer" } })).toBe(0);
    const page = await (
      await browser.fetch("/app/anmelden?google=passwort", { headers: { accept: "text/html" } })
    ).text();
    expect(page).toContain("Google mit deinem Konto verbinden");
    expect(page).toContain(victim);

    // The victim resets the password (the mail reaches only them); then Google joins and works.
    const mails = mail.to(victim).length;
    await browser.postJsonResult(RESET_REQUEST, { email: victim });
    const [, token] = await mailTo(victim, /reset-password\?token=([A-Za-z0-9_-]{43})/, mails);
    const reset = await browser.action(
      AUTH_ACTIONS,
      "resetPassword",
      {
        token,
        password: "Opfer-Passwort-2",
        confirmPassword: "Opfer-Passwort-2",
      },
      undefined,
      "/reset-password",
    );
    expect(reset).toMatchObject({ ok: true });
    const again = new HttpClient(app.url);
    expect(new URL(await again.signInWithGoogle(), app.url).pathname).toBe("/app");
    expect(await exportStatus(again)).toBe(200);
    expect(await new HttpClient(app.url).signIn(victim, "Angreifer-Passwort-1")).not.toBeNull();
  });

  it("joins a confirmed account, and the link ends every other session of it", async () => {
    const email = "bestaetigt@example.org";
    await confirmedUser(email, "Eigenes-Passwort-1");
    const laptop = new HttpClient(app.url);
    expect(await laptop.signIn(email, "Eigenes-Passwort-1")).toBeNull();
    expect(await exportStatus(laptop)).toBe(200);

    google.signIn({ sub: "google-bestaetigt", email, email_verified: true });
    const phone = new HttpClient(app.url);
    expect(new URL(await phone.signInWithGoogle(), app.url).pathname).toBe("/app");
    expect(await exportStatus(phone)).toBe(200);
    expect(await exportStatus(laptop)).toBe(401);
    // The OpenID double saw the code exchange with PKCE and the client's credentials.
    expect(google.tokenRequests.at(-1)?.get("code_verifier")).toMatch(/^[\w-]{43,128}$/);
  });

  it("joins an unconfirmed account after its password was entered once in the same browser", async () => {
    const email = "unbestaetigt@example.org";
    const owner = new HttpClient(app.url);
    await signUp(owner, email, "Mein-Passwort-1");
    expect(await owner.signIn(email, "Mein-Passwort-1")).toBe("unverified");

    google.signIn({ sub: "google-unbestaetigt", email, email_verified: true });
    const browser = new HttpClient(app.url);
    expect(new URL(await browser.signInWithGoogle(), app.url).search).toBe("?google=passwort");
    // Someone else's password in another browser links nothing.
    expect(await new HttpClient(app.url).signIn(email, "Mein-Passwort-1")).toBe("unverified");
    expect(await browser.signIn(email, "Mein-Passwort-1")).toBeNull();
    expect(await exportStatus(browser)).toBe(200);
    const user = await database.prisma.user.findUniqueOrThrow({
      where: { email },
      include: { accounts: true },
    });
    expect(user.emailVerifiedAt).not.toBeNull();
    expect(user.accounts.map((account) => account.providerAccountId)).toEqual(["google-unbestaetigt"]);
    // From now on Google signs in directly.
    expect(new URL(await new HttpClient(app.url).signInWithGoogle(), app.url).pathname).toBe("/app");
  });

  it("refuses a Google identity whose address Google has not confirmed", async () => {
    google.signIn({ sub: "google-ohne", email: "ohne-bestaetigung@example.org", email_verified: false });
    const browser = new HttpClient(app.url);
    expect(new URL(await browser.signInWithGoogle(), app.url).searchParams.get("error")).toBe("AccessDenied");
    expect(await exportStatus(browser)).toBe(401);
    expect(await database.prisma.user.count({ where: { email: "ohne-bestaetigung@example.org" } })).toBe(0);
  });
});

describe("sign-up says nothing about an address", () => {
  // How long each takes is a benchmark target (npm run bench -- sign-up), not a timed test.
  it("answers a new and an existing address with the same status and body", async () => {
    const existing = "vorhanden@example.org";
    await confirmedUser(existing, "Vorhanden-Passwort-1");
    const answers = new Set<string>();
    for (let round = 0; round < 3; round += 1) {
      for (const email of [`neu-${round}-${Date.now()}@example.org`, existing]) {
        const response = await new HttpClient(app.url).postJson(SIGN_UP, {
          email,
          password: "Irgendein-Passwort-1",
          confirmPassword: "Irgendein-Passwort-1",
        });
        answers.add(`${response.status} ${(await response.text()).replaceAll(email, "<adresse>")}`);
      }
    }
    expect(answers.size).toBe(1);
    await mailTo(
      existing,
      /Du hast bereits ein Konto, hier kannst du dich anmelden oder dein Passwort zurücksetzen/,
    );
  });
});

describe("reset links are nowhere but in the mail", () => {
  it("a pg_dump and the server log after a reset request contain neither the token nor the link", async () => {
    const email = "dump@example.org";
    await confirmedUser(email, "Dump-Passwort-1");
    const before = mail.to(email).length;
    expect(await new HttpClient(app.url).postJsonResult(RESET_REQUEST, { email })).toMatchObject({
      ok: true,
    });
    const [link, token] = await mailTo(
      email,
      /https?:\/\/\S+\/reset-password\?token=([A-Za-z0-9_-]{43})/,
      before,
    );
    // The job is done; the dump is what a backup taken now would hold.
    const dump = execFileSync("pg_dump", ["--no-owner", databaseUrl(DATABASE)], {
      maxBuffer: 256 * 1024 * 1024,
    }).toString("utf8");
    expect(dump).toContain("password_reset_tokens");
    expect(dump).not.toContain(token);
    expect(dump).not.toContain(link);
    expect(app.output()).not.toContain(token);
    expect(app.output()).not.toContain("reset-password?token=");
  });
});

describe("per-address limits", () => {
  it("made-up X-Real-IP and X-Forwarded-For headers do not escape the reset limit of 10 an hour", async () => {
    let accepted = 0;
    let refused = 0;
    for (let attempt = 0; attempt < 12; attempt += 1) {
      const result = await new HttpClient(app.url).postJson(
        RESET_REQUEST,
        { email: `rotation-${attempt}@example.org` },
        { "x-real-ip": `203.0.113.${attempt + 1}`, "x-forwarded-for": `198.51.100.${attempt + 1}` },
      );
      const text = await result.text();
      if (text.includes('"ok":true')) accepted += 1;
      else if (text.includes('"code":"rate_limited"')) refused += 1;
    }
    // Earlier tests in this file used one of the 10 already; all count against 127.0.0.1.
    expect(accepted).toBeLessThanOrEqual(10);
    expect(refused).toBeGreaterThanOrEqual(2);
  });
});
