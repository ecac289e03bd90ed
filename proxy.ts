// Next.js 16 calls the former `middleware.ts` convention `proxy.ts`; it runs
// before every matched request on the Node.js runtime. It sets the security
// headers, including a Content-Security-Policy without 'unsafe-inline' for
// scripts: hashes for pre-rendered pages, a fresh nonce for the others.
import { type NextRequest, NextResponse } from "next/server";

import { contentSecurityPolicy, securityHeaders } from "@/lib/security/headers";
import { sharedScriptHashes, staticPageHashes } from "@/server/security/static-pages";

const production = process.env.NODE_ENV === "production";

export function proxy(request: NextRequest): NextResponse {
  const hashes = production ? staticPageHashes(request.nextUrl.pathname) : null;
  let response: NextResponse;
  let csp: string;
  if (hashes) {
    csp = contentSecurityPolicy({ scriptHashes: hashes, production });
    response = NextResponse.next();
  } else {
    const nonce = Buffer.from(crypto.getRandomValues(new Uint8Array(16))).toString("base64");
    csp = contentSecurityPolicy({ nonce, scriptHashes: sharedScriptHashes(), production });
    // Next.js reads the nonce from the request's CSP header and puts it on its scripts.
    const headers = new Headers(request.headers);
    headers.set("x-nonce", nonce);
    headers.set("Content-Security-Policy", csp);
    response = NextResponse.next({ request: { headers } });
  }
  response.headers.set("Content-Security-Policy", csp);
  for (const [name, value] of Object.entries(securityHeaders(production))) response.headers.set(name, value);
  return response;
}

export const config = {
  matcher: [
    // Everything except static build assets, which need no policy of their own.
    { source: "/((?!_next/static|_next/image|favicon.ico).*)" },
  ],
};
