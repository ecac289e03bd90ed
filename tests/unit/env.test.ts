import { createECDH, randomBytes } from "node:crypto";
import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

import { afterEach, describe, expect, it, vi } from "vitest";

import { assertProductionEnv, EnvError, parseEnv } from "@/env";

describe("parseEnv", () => {
  it("accepts an empty environment: everything is optional in development", () => {
    const env = parseEnv({});
    expect(env.NODE_ENV).toBe("development");
    expect(env.DATABASE_URL).toBeUndefined();
    expect(env.JOB_WORKER).toBe("on");
  });

  it("treats empty strings as unset", () => {
    const env = parseEnv({ DATABASE_URL: "", NEXTAUTH_SECRET: "", SMTP_URL: "" });
    expect(env.DATABASE_URL).toBeUndefined();
    expect(env.NEXTAUTH_SECRET).toBeUndefined();
  });

  it.each(["nonsense", "mysql://root@localhost/db", "postgresql://", "http://example.org"])(
    "refuses the malformed DATABASE_URL %s with one line naming the variable",
    (value) => {
      const error = (() => {
        try {
          parseEnv({ DATABASE_URL: value });
        } catch (caught) {
          return caught;
        }
      })();
      expect(error).toBeInstanceOf(EnvError);
      const message = (error as EnvError).message;
      expect(message).toContain("DATABASE_URL");
      expect(message).not.toContain("\n");
    },
  );

  it("accepts postgres:// and postgresql:// URLs", () => {
    expect(parseEnv({ DATABASE_URL: "postgres://u:p@db:5432/x" }).DATABASE_URL).toBe(
      "postgres://u:p@db:5432/x",
    );
    expect(
      parseEnv({ DATABASE_URL: "postgresql://postgres@127.0.0.1:5432/test" }).DATABASE_URL,
    ).toBeDefined();
  });

  it("requires a NEXTAUTH_SECRET of at least 32 characters when one is given", () => {
    expect(() => parseEnv({ NEXTAUTH_SECRET: "short" })).toThrow(/NEXTAUTH_SECRET/);
  });
});

describe("assertProductionEnv", () => {
  const production = {
    NODE_ENV: "production",
    NEXTAUTH_SECRET: "s".repeat(40),
    DATA_ENCRYPTION_KEY: Buffer.alloc(32, 7).toString("base64"),
    DATABASE_URL: "postgresql://h/db",
    SITE_URL: "https://resonanz.example",
    SMTP_URL: "smtp://mail.example:587",
  };
  const refusal = (source: Record<string, string>) => {
    try {
      assertProductionEnv(parseEnv(source));
    } catch (error) {
      expect(error).toBeInstanceOf(EnvError);
      const message = (error as EnvError).message;
      expect(message).not.toContain("\n");
      return message;
    }
    return null;
  };

  it("refuses production without NEXTAUTH_SECRET and DATABASE_URL, in German and English", () => {
    expect(refusal({ ...production, NEXTAUTH_SECRET: "", DATABASE_URL: "" })).toMatch(
      /startet nicht.*NEXTAUTH_SECRET und DATABASE_URL.*will not start.*NEXTAUTH_SECRET and DATABASE_URL/,
    );
    expect(refusal({ ...production, DATABASE_URL: "" })).toMatch(/DATABASE_URL muss/);
  });

  it("refuses production without DATA_ENCRYPTION_KEY, in one German and English line", () => {
    expect(refusal({ ...production, DATA_ENCRYPTION_KEY: "" })).toBe(
      "Resonanz startet nicht: DATA_ENCRYPTION_KEY muss in Produktion gesetzt sein. / " +
        "Resonanz will not start: DATA_ENCRYPTION_KEY must be set in production.",
    );
  });

  it("refuses a DATA_ENCRYPTION_KEY that is not 32 bytes in base64", () => {
    expect(() => parseEnv({ DATA_ENCRYPTION_KEY: "c2hvcnQ=" })).toThrow(
      "DATA_ENCRYPTION_KEY ist ungültig / DATA_ENCRYPTION_KEY is invalid (32 random bytes in base64, e.g. `openssl rand -base64 32`).",
    );
    expect(() => parseEnv({ DATA_ENCRYPTION_KEY: "not base64 at all, not at all, not at all!!" })).toThrow(
      /DATA_ENCRYPTION_KEY ist ungültig/,
    );
  });

  it("refuses production without a public origin or without SMTP_URL, in one line", () => {
    expect(refusal({ ...production, SITE_URL: "" })).toBe(
      "Resonanz startet nicht: SITE_URL (oder NEXTAUTH_URL) muss in Produktion gesetzt sein. / " +
        "Resonanz will not start: SITE_URL (or NEXTAUTH_URL) must be set in production.",
    );
    expect(refusal({ ...production, SMTP_URL: "" })).toMatch(/SMTP_URL muss.*SMTP_URL must be set/);
    expect(refusal({ NODE_ENV: "production" })).toMatch(
      /NEXTAUTH_SECRET, DATA_ENCRYPTION_KEY, DATABASE_URL, SITE_URL \(oder NEXTAUTH_URL\) und SMTP_URL müssen/,
    );
    // NEXTAUTH_URL stands in for SITE_URL.
    expect(refusal({ ...production, SITE_URL: "", NEXTAUTH_URL: "https://resonanz.example" })).toBeNull();
  });

  it("refuses STRIPE_API_BASE on a public server, allows it where only this machine is served", () => {
    expect(refusal({ ...production, STRIPE_API_BASE: "http://127.0.0.1:12111" })).toBe(
      "Resonanz startet nicht: STRIPE_API_BASE ist nur für Tests und in Produktion nicht erlaubt. / " +
        "Resonanz will not start: STRIPE_API_BASE is for tests only and not allowed in production.",
    );
    expect(refusal({ ...production, GOOGLE_OAUTH_BASE: "http://127.0.0.1:12112" })).toMatch(
      /^Resonanz startet nicht: GOOGLE_OAUTH_BASE ist nur für Tests/,
    );
    for (const origin of ["http://localhost:3100", "http://127.0.0.1:3310"]) {
      expect(refusal({ ...production, SITE_URL: origin, STRIPE_API_BASE: "http://127.0.0.1:1" })).toBeNull();
    }
  });

  it("lets production start with everything set, and development with nothing", () => {
    expect(refusal(production)).toBeNull();
    expect(refusal({ NODE_ENV: "development", STRIPE_API_BASE: "http://127.0.0.1:1" })).toBeNull();
  });
});

describe("TRUST_PROXY_HOPS", () => {
  it("defaults to 0 and accepts the number of proxies in front", () => {
    expect(parseEnv({}).TRUST_PROXY_HOPS).toBe(0);
    expect(parseEnv({ TRUST_PROXY_HOPS: "1" }).TRUST_PROXY_HOPS).toBe(1);
  });

  it.each(["-1", "1.5", "eins", "11"])("refuses %s with one line naming the variable", (value) => {
    expect(() => parseEnv({ TRUST_PROXY_HOPS: value })).toThrow(/^TRUST_PROXY_HOPS ist ungültig/);
  });
});

describe("authSecret in development", () => {
  afterEach(() => {
    vi.unstubAllEnvs();
    vi.resetModules();
  });

  it("creates a secret once under DATA_DIR and reuses it", async () => {
    const dir = mkdtempSync(path.join(tmpdir(), "resonanz-env-"));
    vi.stubEnv("DATA_DIR", dir);
    vi.stubEnv("NEXTAUTH_SECRET", "");
    vi.stubEnv("NODE_ENV", "development");
    const { authSecret } = await import("@/env");
    const first = authSecret();
    expect(first.length).toBeGreaterThanOrEqual(32);
    expect(readFileSync(path.join(dir, "dev-secret"), "utf8").trim()).toBe(first);
    expect(authSecret()).toBe(first);
  });
});

describe("VAPID keys for Web Push (issue 15)", () => {
  const PUBLIC = "BJu1lwFKeT_01akedQmjPTPbmjWGamTww8MfQGOQiUjzRlfH4eEbvswcoZ0X7VbiL96-gMJGTaxIUo2GuBeaZ3Y";
  const PRIVATE = "yPzuks1iKkhdC6tvTONi3Nk_uG_qlKtagxGcevtEl40";
  const production = {
    NODE_ENV: "production",
    NEXTAUTH_SECRET: "s".repeat(40),
    DATA_ENCRYPTION_KEY: Buffer.alloc(32, 7).toString("base64"),
    DATABASE_URL: "postgresql://h/db",
    SITE_URL: "https://resonanz.example",
    SMTP_URL: "smtp://mail.example:587",
  };
  const vapid = {
    VAPID_PUBLIC_KEY: PUBLIC,
    VAPID_PRIVATE_KEY: PRIVATE,
    VAPID_SUBJECT: "mailto:hallo@resonanz.app",
  };

  afterEach(() => {
    vi.unstubAllEnvs();
    vi.resetModules();
  });

  it("accepts a P-256 key pair in base64url and refuses anything else, naming the variable", () => {
    expect(parseEnv(vapid)).toMatchObject(vapid);
    expect(() => parseEnv({ VAPID_PUBLIC_KEY: PUBLIC.slice(0, -2) })).toThrow(
      /^VAPID_PUBLIC_KEY ist ungültig/,
    );
    expect(() => parseEnv({ VAPID_PUBLIC_KEY: Buffer.from(PUBLIC, "base64url").toString("base64") })).toThrow(
      /^VAPID_PUBLIC_KEY ist ungültig/,
    );
    expect(() => parseEnv({ VAPID_PRIVATE_KEY: `${PRIVATE}AA` })).toThrow(/^VAPID_PRIVATE_KEY ist ungültig/);
    expect(() => parseEnv({ VAPID_SUBJECT: "http://resonanz.example" })).toThrow(
      /^VAPID_SUBJECT ist ungültig/,
    );
    expect(parseEnv({ VAPID_SUBJECT: "https://resonanz.example/kontakt" }).VAPID_SUBJECT).toBeDefined();
  });

  it("are optional in production, but all three or none", () => {
    expect(() => assertProductionEnv(parseEnv(production))).not.toThrow();
    expect(() => assertProductionEnv(parseEnv({ ...production, ...vapid }))).not.toThrow();
    expect(() => assertProductionEnv(parseEnv({ ...production, VAPID_PUBLIC_KEY: PUBLIC }))).toThrow(
      /VAPID_PRIVATE_KEY \(für Web Push\) und VAPID_SUBJECT \(für Web Push\) müssen/,
    );
  });

  it("refuses the push double's origin on a public server, like the other test doubles", () => {
    expect(() =>
      assertProductionEnv(parseEnv({ ...production, PUSH_SERVICE_TEST_ORIGIN: "http://127.0.0.1:4000" })),
    ).toThrow(/PUSH_SERVICE_TEST_ORIGIN ist nur für Tests/);
    expect(() =>
      assertProductionEnv(
        parseEnv({
          ...production,
          SITE_URL: "http://localhost:3200",
          PUSH_SERVICE_TEST_ORIGIN: "http://127.0.0.1:4000",
        }),
      ),
    ).not.toThrow();
  });

  it("production without keys pushes nothing; development creates a key pair once in DATA_DIR", async () => {
    for (const [name, value] of Object.entries(production)) vi.stubEnv(name, value);
    let envModule = await import("@/env");
    expect(envModule.vapidDetails()).toBeNull();

    vi.resetModules();
    vi.unstubAllEnvs();
    const dir = mkdtempSync(path.join(tmpdir(), "resonanz-vapid-"));
    vi.stubEnv("NODE_ENV", "development");
    vi.stubEnv("DATA_DIR", dir);
    envModule = await import("@/env");
    const first = envModule.vapidDetails();
    expect(first?.subject).toBe("mailto:hallo@resonanz.app");
    expect(
      parseEnv({ VAPID_PUBLIC_KEY: first?.publicKey, VAPID_PRIVATE_KEY: first?.privateKey }),
    ).toBeDefined();
    const stored = JSON.parse(readFileSync(path.join(dir, "dev-vapid.json"), "utf8")) as {
      publicKey: string;
    };
    expect(stored.publicKey).toBe(first?.publicKey);
    expect(envModule.vapidDetails()).toEqual(first);
  });

  it("repairs a development key pair stored with a 31-byte private key", async () => {
    const dir = mkdtempSync(path.join(tmpdir(), "resonanz-vapid-"));
    const ecdh = createECDH("prime256v1");
    ecdh.setPrivateKey(Buffer.concat([Buffer.of(0, 0x42), randomBytes(30)]));
    const publicKey = ecdh.getPublicKey().toString("base64url");
    // As the code before the fix stored it: ECDH drops the leading zero.
    const short = ecdh.getPrivateKey().toString("base64url");
    writeFileSync(path.join(dir, "dev-vapid.json"), JSON.stringify({ publicKey, privateKey: short }));
    vi.stubEnv("NODE_ENV", "development");
    vi.stubEnv("DATA_DIR", dir);
    const { vapidDetails } = await import("@/env");
    const details = vapidDetails();
    expect(details?.publicKey).toBe(publicKey);
    expect(Buffer.from(details?.privateKey ?? "", "base64url")).toHaveLength(32);
    expect(
      parseEnv({ VAPID_PUBLIC_KEY: details?.publicKey, VAPID_PRIVATE_KEY: details?.privateKey }),
    ).toBeDefined();
  });
});
