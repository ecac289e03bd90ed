import { type NextRequest, NextResponse } from "next/server";

import { siteUrl } from "@/env";
import { routeRules, stateChanging } from "@/server/http/guard";
import { handled } from "@/server/http/responses";
import { unsubscribeWithToken } from "@/server/reminders/unsubscribe";

export const dynamic = "force-dynamic";

const privateHeaders = { "Cache-Control": "no-store", "X-Robots-Tag": "noindex, nofollow" };

const tokenOf = (request: Request) => new URL(request.url).searchParams.get("token") ?? "";

/** The link in the reminder mail: turns the reminder off, then shows the German confirmation. */
export const GET = handled("GET /api/reminders/unsubscribe", async (request: NextRequest) => {
  const valid = await unsubscribeWithToken(tokenOf(request));
  const target = new URL(`/erinnerung-abbestellt${valid ? "" : "?status=ungueltig"}`, siteUrl());
  return NextResponse.redirect(target, { status: 303, headers: privateHeaders });
});

/** One-click unsubscribe by mail clients (RFC 8058), which POST a form to the same link. */
export const POST = stateChanging(routeRules.oneClickUnsubscribe, async (request) => {
  const valid = await unsubscribeWithToken(tokenOf(request));
  return new NextResponse(null, { status: valid ? 204 : 400, headers: privateHeaders });
});
