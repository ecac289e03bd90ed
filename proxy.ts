// Next.js 16 calls the former `middleware.ts` convention `proxy.ts`; it runs
// before every matched request on the Node.js runtime. It sets the security
// headers (the microphone is allowed on /app pages only), including a
// Content-Security-Policy without 'unsafe-inline' for scripts: hashes for
// pre-rendered pages, a fresh nonce for the others. Plain document requests
// for pre-rendered pages are answered from memory, and server-action requests
// Next.js would answer with a 500 get a German 4xx.
import { type NextRequest, NextResponse } from "next/server";

import { REQUEST_PATH_HEADER } from "@/lib/auth/return-path";
import { contentSecurityPolicy, securityHeaders } from "@/lib/security/headers";
import { isServerActionRequest, serverActionRefusal } from "@/server/http/action-guard";
import { sharedScriptHashes, type StaticPage, staticPage } from "@/server/static-pages";

const production = process.env.NODE_ENV === "production";

/** The service worker, at the site's root and where its route builds it (app/serwist/[path]). */
const SERVICE_WORKER_PATHS = new Set(["/sw.js", "/serwist/sw.js"]);

/** What Next.js sends with its pre-rendered pages. */
const STATIC_VARY =
  "rsc, next-router-state-tree, next-router-prefetch, next-router-segment-prefetch, Accept-Encoding";

/**
 * A browser asking for the page itself. Next.js strips its router headers
 * (RSC, prefetch) before the proxy runs, but the router fetches accepting
 * any type, while navigations ask for text/html.
 */
function isDocumentRequest(request: NextRequest): boolean {
  const { headers, method } = request;
  const wantsHtml =
    (headers.get("accept") ?? "").includes("text/html") || headers.get("sec-fetch-dest") === "document";
  return (method === "GET" || method === "HEAD") && wantsHtml && !headers.has("next-action");
}

function servePage(request: NextRequest, page: StaticPage): NextResponse {
  const headers = new Headers({
    "Content-Type": "text/html; charset=utf-8",
    "Cache-Control": "s-maxage=31536000",
    ETag: page.etag,
    Vary: STATIC_VARY,
  });
  if (request.headers.get("if-none-match") === page.etag)
    return new NextResponse(null, { status: 304, headers });
  const body = request.method === "HEAD" ? null : page.html;
  return new NextResponse(body, { headers });
}

export async function proxy(request: NextRequest): Promise<NextResponse> {
  const page = production ? staticPage(request.nextUrl.pathname) : null;
  const refusal = isServerActionRequest(request) ? await serverActionRefusal(request) : null;
  let response: NextResponse;
  let csp: string;
  if (refusal) {
    csp = contentSecurityPolicy({ scriptHashes: [], production });
    response = new NextResponse(refusal.body, refusal);
  } else if (page) {
    csp = contentSecurityPolicy({ scriptHashes: page.scriptHashes, production });
    response = isDocumentRequest(request) ? servePage(request, page) : NextResponse.next();
  } else {
    const nonce = Buffer.from(crypto.getRandomValues(new Uint8Array(16))).toString("base64");
    csp = contentSecurityPolicy({ nonce, scriptHashes: sharedScriptHashes(), production });
    // Next.js reads the nonce from the request's CSP header and puts it on its scripts.
    const headers = new Headers(request.headers);
    headers.set("x-nonce", nonce);
    headers.set("Content-Security-Policy", csp);
    // Replaces any header of that name the client sent; the sign-in screen returns there.
    headers.set(REQUEST_PATH_HEADER, request.nextUrl.pathname + request.nextUrl.search);
    response = NextResponse.next({ request: { headers } });
  }
  response.headers.set("Content-Security-Policy", csp);
  const always = securityHeaders(production, request.nextUrl.pathname);
  for (const [name, value] of Object.entries(always)) response.headers.set(name, value);
  if (SERVICE_WORKER_PATHS.has(request.nextUrl.pathname)) {
    // Its scope is the whole site, and a new deployment's worker is fetched at once.
    response.headers.set("Service-Worker-Allowed", "/");
    response.headers.set("Cache-Control", "no-cache");
  }
  return response;
}

export const config = {
  matcher: [
    // Everything except static build assets, which need no policy of their own.
    { source: "/((?!_next/static|_next/image|favicon.ico).*)" },
  ],
};
