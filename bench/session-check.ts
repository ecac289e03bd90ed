// The session check every signed-in request makes (server/auth/session.ts):
// the cookie read with next-auth's getToken, then one query for the session
// row with its user and plan. Measured in-process, one check after another,
// against the benchmark database with 50,000 sessions of its 10,000 users.
import { encode, getToken } from "next-auth/jwt";
import { NextRequest } from "next/server";

import { sessionUser, startSession } from "@/server/auth/sessions";
import { type Database, setDatabase } from "@/server/db";

import { type LatencySummary, summarize } from "./load";

const CHECKS = 5_000;
const WARMUP = 500;
const SECRET = "bench-session-secret-bench-session-secret";
const COOKIE = "__Secure-next-auth.session-token";

export interface SessionCheckFigures {
  decode: LatencySummary;
  lookup: LatencySummary;
  total: LatencySummary;
}

export async function measureSessionCheck(database: Database): Promise<SessionCheckFigures> {
  setDatabase(database);
  await database.sql.query(
    `INSERT INTO sessions (token_hash, user_id, expires_at)
     SELECT encode(sha256((u.id::text || ':' || g)::bytea), 'hex'), u.id, now() + interval '30 days'
       FROM users u CROSS JOIN generate_series(1, 5) AS g
     ON CONFLICT DO NOTHING`,
  );
  await database.sql.query("ANALYZE sessions");
  const { rows } = await database.sql.query<{ id: string }>(
    "SELECT id FROM users WHERE email = 'bench-1@example.org'",
  );
  const userId = rows[0]?.id ?? "";
  const sid = await startSession(userId);
  const cookie = `${COOKIE}=${await encode({ token: { uid: userId, sid }, secret: SECRET })}`;

  const times = { decode: [] as number[], lookup: [] as number[], total: [] as number[] };
  const started = performance.now();
  for (let check = 0; check < WARMUP + CHECKS; check += 1) {
    const begin = performance.now();
    // What currentSessionId() does with the request's headers.
    const request = new NextRequest("http://session.invalid/", { headers: { cookie } });
    const token = await getToken({ req: request, secret: SECRET, secureCookie: true });
    const decoded = performance.now();
    const user = await sessionUser(String(token?.sid));
    const end = performance.now();
    if (!user) throw new Error("the session check found no session");
    if (check < WARMUP) continue;
    times.decode.push(decoded - begin);
    times.lookup.push(end - decoded);
    times.total.push(end - begin);
  }
  const seconds = (performance.now() - started) / 1000;
  return {
    decode: summarize(times.decode, 0, seconds),
    lookup: summarize(times.lookup, 0, seconds),
    total: summarize(times.total, 0, seconds),
  };
}
