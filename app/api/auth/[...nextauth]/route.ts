import NextAuth from "next-auth";

import { authOptions } from "@/server/auth/options";

type Context = { params: Promise<{ nextauth: string[] }> };

async function handler(request: Request, context: Context): Promise<Response> {
  // next-auth v4 reads the catch-all segments synchronously.
  const params = await context.params;
  return (
    NextAuth(authOptions()) as (request: Request, context: { params: typeof params }) => Promise<Response>
  )(request, { params });
}

export { handler as GET, handler as POST };
