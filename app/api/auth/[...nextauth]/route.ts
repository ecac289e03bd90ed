import NextAuth from "next-auth";
import { NextRequest } from "next/server";

import { authOptions } from "@/server/auth/options";
import { routeRules, stateChanging } from "@/server/http/guard";

type Context = { params: Promise<{ nextauth: string[] }> };

async function handler(request: NextRequest, context: Context): Promise<Response> {
  // next-auth v4 reads the catch-all segments synchronously.
  const params = await context.params;
  return (
    NextAuth(authOptions()) as (request: NextRequest, context: { params: typeof params }) => Promise<Response>
  )(request, { params });
}

export { handler as GET };

/** Sign-in and sign-out: forms from this site's pages only, read once by the guard and handed on. */
export const POST = stateChanging(routeRules.authForm, (request, raw, context: Context) => {
  const headers = new Headers(request.headers);
  headers.delete("content-length");
  return handler(new NextRequest(request.url, { method: "POST", headers, body: raw }), context);
});
