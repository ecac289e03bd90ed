import { mkdtempSync, readFileSync } from "node:fs";
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
  const secret = "s".repeat(40);

  it("refuses production without NEXTAUTH_SECRET and DATABASE_URL, in German and English", () => {
    expect(() => assertProductionEnv(parseEnv({ NODE_ENV: "production" }))).toThrow(
      /startet nicht.*NEXTAUTH_SECRET und DATABASE_URL.*will not start.*NEXTAUTH_SECRET and DATABASE_URL/,
    );
    expect(() => assertProductionEnv(parseEnv({ NODE_ENV: "production", NEXTAUTH_SECRET: secret }))).toThrow(
      /DATABASE_URL/,
    );
  });

  it("lets production start with both, and development with neither", () => {
    expect(() =>
      assertProductionEnv(
        parseEnv({ NODE_ENV: "production", NEXTAUTH_SECRET: secret, DATABASE_URL: "postgresql://h/db" }),
      ),
    ).not.toThrow();
    expect(() => assertProductionEnv(parseEnv({ NODE_ENV: "development" }))).not.toThrow();
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
