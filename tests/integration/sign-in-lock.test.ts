// 5 failed sign-ins per e-mail in 15 minutes lock that e-mail for 15 minutes,
// even when the attempts are spread over two app instances on one database,
// and even when they arrive at the same time.
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";

import { authorizeCredentials } from "@/server/auth/options";
import type * as PasswordModule from "@/server/auth/password";
import { hashPassword } from "@/server/auth/password";
import { connectPostgres, type Database, setDatabase } from "@/server/db";
import { resetLimiters } from "@/server/rate-limit";

import { onPostgres } from "./support/per-file-database";
import { testDatabase } from "./support/per-file-database";

/** Every password check, so the test can count how many attempts were evaluated. */
const evaluated = vi.hoisted(() => ({ count: 0 }));
vi.mock("@/server/auth/password", async (original) => {
  const real = await original<typeof PasswordModule>();
  return {
    ...real,
    verifyPassword: (hash: string, password: string) => {
      evaluated.count += 1;
      return real.verifyPassword(hash, password);
    },
  };
});

const LOCKED = /^locked:\d+$/;

const email = "lock@example.org";
const password = "richtiges-passwort";

/** A second "instance": its own connection pool and its own rate limiter objects. */
let second: Database | undefined;

async function attemptOn(instance: "a" | "b", pass: string): Promise<string> {
  setDatabase(instance === "a" ? testDatabase() : second);
  resetLimiters();
  try {
    await authorizeCredentials({ email, password: pass }, "198.51.100.7");
    return "ok";
  } catch (error) {
    return (error as Error).message;
  } finally {
    setDatabase(testDatabase());
  }
}

beforeAll(async () => {
  await testDatabase().prisma.user.create({
    data: { email, passwordHash: await hashPassword(password), emailVerifiedAt: new Date() },
  });
  // Same database, separate connection: on PostgreSQL a second pool; PGlite
  // cannot be opened twice, so there the test runs on one connection.
  const { DATABASE_URL } = process.env;
  if (DATABASE_URL && testDatabase().kind === "postgres") {
    const url = await testDatabase().sql.query<{ db: string }>("SELECT current_database() AS db");
    const next = new URL(DATABASE_URL);
    next.pathname = `/${url.rows[0]?.db}`;
    second = connectPostgres(next.toString(), { max: 2 });
  } else {
    second = testDatabase();
  }
});

afterAll(async () => {
  if (second && second !== testDatabase()) await second.close();
});

describe("sign-in lock", () => {
  it("refuses the sixth failed attempt with the lock, across two instances", async () => {
    const results = [];
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      results.push(await attemptOn(attempt % 2 === 0 ? "b" : "a", "falsch"));
    }
    expect(results).toEqual(["invalid", "invalid", "invalid", "invalid", "invalid"]);
    // Locked now: even the right password is refused, on either instance, with the minutes left.
    expect(await attemptOn("b", password)).toBe("locked:15");
    expect(await attemptOn("a", password)).toMatch(LOCKED);
  });

  it("does not lock other addresses, and a correct password clears the count", async () => {
    const other = "frei@example.org";
    await testDatabase().prisma.user.create({
      data: { email: other, passwordHash: await hashPassword(password), emailVerifiedAt: new Date() },
    });
    setDatabase(testDatabase());
    resetLimiters();
    for (let attempt = 0; attempt < 4; attempt += 1) {
      await expect(
        authorizeCredentials({ email: other, password: "falsch" }, "198.51.100.8"),
      ).rejects.toThrow("invalid");
    }
    await expect(authorizeCredentials({ email: other, password }, "198.51.100.8")).resolves.toMatchObject({
      email: other,
    });
    for (let attempt = 0; attempt < 4; attempt += 1) {
      await expect(
        authorizeCredentials({ email: other, password: "falsch" }, "198.51.100.8"),
      ).rejects.toThrow("invalid");
    }
    await expect(authorizeCredentials({ email: other, password }, "198.51.100.8")).resolves.toMatchObject({
      email: other,
    });
  });

  it("gives unknown addresses and wrong passwords the same answer", async () => {
    resetLimiters();
    await expect(
      authorizeCredentials({ email: "niemand@example.org", password: "x" }, "198.51.100.9"),
    ).rejects.toThrow("invalid");
    await expect(
      authorizeCredentials({ email: "not-an-email", password: "x" }, "198.51.100.9"),
    ).rejects.toThrow("validation");
  });

  it.runIf(onPostgres)(
    "20 wrong passwords at once: at most 5 are evaluated, the rest and the next one get the lock",
    async () => {
      const target = "parallel@example.org";
      await testDatabase().prisma.user.create({
        data: { email: target, passwordHash: await hashPassword(password), emailVerifiedAt: new Date() },
      });
      resetLimiters();
      evaluated.count = 0;
      const answers = await Promise.all(
        Array.from({ length: 20 }, (_, index) =>
          authorizeCredentials(
            { email: target, password: `falsch-${index}` },
            `198.51.100.${20 + index}`,
          ).then(
            () => "ok",
            (error: Error) => error.message,
          ),
        ),
      );
      expect(evaluated.count).toBeLessThanOrEqual(5);
      expect(answers.filter((answer) => answer === "invalid")).toHaveLength(5);
      expect(answers.filter((answer) => LOCKED.test(answer))).toHaveLength(15);
      // The sixth answer in sequence is the lock too, and it says how long.
      await expect(authorizeCredentials({ email: target, password }, "198.51.100.60")).rejects.toThrow(
        LOCKED,
      );
      expect(evaluated.count).toBeLessThanOrEqual(5);
    },
  );

  it("a locked unknown address answers exactly like a locked account", async () => {
    resetLimiters();
    const answer = async (email: string) => {
      for (let attempt = 0; attempt < 5; attempt += 1) {
        await authorizeCredentials({ email, password: "falsch" }, "198.51.100.70").catch(() => undefined);
      }
      return authorizeCredentials({ email, password: "falsch" }, "198.51.100.70").catch(
        (error: Error) => error.message,
      );
    };
    await testDatabase().prisma.user.create({
      data: { email: "gibt-es@example.org", passwordHash: await hashPassword(password) },
    });
    expect(await answer("gibt-es@example.org")).toBe("locked:15");
    expect(await answer("gibt-es-nicht@example.org")).toBe("locked:15");
  });

  it("locks the longest valid address too (its key is stored hashed)", async () => {
    resetLimiters();
    const longest = `${"a".repeat(64)}@${"b".repeat(63)}.${"c".repeat(63)}.${"d".repeat(61)}`;
    expect(longest).toHaveLength(254);
    for (let attempt = 0; attempt < 5; attempt += 1) {
      await expect(authorizeCredentials({ email: longest, password: "x" }, "198.51.100.10")).rejects.toThrow(
        "invalid",
      );
    }
    await expect(authorizeCredentials({ email: longest, password: "x" }, "198.51.100.10")).rejects.toThrow(
      LOCKED,
    );
  });
});
