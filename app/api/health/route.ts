import { db } from "@/server/db";

export const dynamic = "force-dynamic";

/** Liveness and database reachability, for load balancers and tests. */
export async function GET(): Promise<Response> {
  try {
    await db().sql.query("SELECT 1");
    return Response.json({ status: "ok", database: db().kind });
  } catch {
    return Response.json({ status: "unavailable" }, { status: 503 });
  }
}
