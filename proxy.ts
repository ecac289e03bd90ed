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
import { isTemplatePath, sharedScriptHashes, staticDocument, staticPage } from "@/server/static-pages";

const production = process.env.NODE_ENV === "production";

/** A path no route answers: Next.js renders the German 404 page for it. */
const NOT_FOUND = "/seite-nicht-gefunden";

/** The service worker, at the site's root and where its route builds it (app/serwist/[path]). */
const SERVICE_WORKER_PATHS = new Set(["/sw.js", "/serwist/sw.js"]);

/** The request as server/static-pages.ts reads a document request. */
const documentRequest = (request: NextRequest) => ({
  method: request.method,
  pathname: request.nextUrl.pathname,
  header: (name: string) => request.headers.get(name),
});

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
    // Only the page as it is: Next.js drops a proxy's Content-Encoding and compresses it itself.
    // server/static-documents.ts sends the pre-compressed copies before a request gets here.
    const document = staticDocument(documentRequest(request), { codings: ["identity"], production });
    response = document
      ? new NextResponse(document.body, { status: document.status, headers: document.headers })
      : NextResponse.next();
  } else {
    const nonce = Buffer.from(crypto.getRandomValues(new Uint8Array(16))).toString("base64");
    csp = contentSecurityPolicy({ nonce, scriptHashes: sharedScriptHashes(), production });
    // Next.js reads the nonce from the request's CSP header and puts it on its scripts.
    const headers = new Headers(request.headers);
    headers.set("x-nonce", nonce);
    headers.set("Content-Security-Policy", csp);
    // Replaces any header of that name the client sent; the sign-in screen returns there.
    headers.set(REQUEST_PATH_HEADER, request.nextUrl.pathname + request.nextUrl.search);
    // Templates (the sign-in screen's) are sent only filled in by their route handler.
    response =
      production && isTemplatePath(request.nextUrl.pathname)
        ? NextResponse.rewrite(new URL(NOT_FOUND, request.url), { request: { headers } })
        : NextResponse.next({ request: { headers } });
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
