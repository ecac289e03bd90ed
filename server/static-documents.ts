import "server-only";

import http, { type IncomingMessage, type ServerResponse } from "node:http";

import { answerStaticAsset, compressStaticAssets } from "@/server/static-assets";
import { staticDocument, staticPage } from "@/server/static-pages";

// The pre-rendered public pages straight from memory, already compressed: a
// document request for one is answered when the HTTP server receives it, before
// Next.js routes it (its proxy cannot send a Content-Encoding of its own, and
// its compression would gzip the page again for every request). The copy is
// chosen by Accept-Encoding: Brotli, gzip or the page as it is, each with its
// own ETag and length. The build's scripts and style sheets are answered here
// too, in Brotli (server/static-assets.ts). Everything else goes on to Next.js.

const INSTALLED = Symbol.for("resonanz.staticDocuments");

/** The path of a request target, which may be absolute ("GET http://host/path"). */
function pathnameOf(url: string | undefined): string | null {
  try {
    return new URL(url ?? "/", "http://localhost").pathname;
  } catch {
    return null;
  }
}

/** Answers `request` if it asks for a pre-rendered page as a document; false otherwise. */
export function answerStaticDocument(request: IncomingMessage, response: ServerResponse): boolean {
  const pathname = pathnameOf(request.url);
  if (pathname === null) return false;
  const document = staticDocument(
    { method: request.method ?? "GET", pathname, header: (name) => request.headers[name] },
    { codings: ["br", "gzip", "identity"], production: true },
  );
  if (!document) return false;
  response.writeHead(document.status, document.headers);
  response.end(document.body ?? undefined);
  return true;
}

/**
 * Installs the answer for every HTTP server of this process (`next start`
 * creates its own), as server/client-address.ts records peer addresses. The
 * pages are read and compressed now, once, not on the first request.
 */
export function serveStaticDocuments(): void {
  if (process.env.NODE_ENV !== "production") return;
  const server = http.Server.prototype as http.Server & { [INSTALLED]?: true };
  if (server[INSTALLED]) return;
  server[INSTALLED] = true;
  staticPage("/");
  compressStaticAssets().catch((error: unknown) =>
    console.error("[static] compressing the build's assets stopped:", (error as Error).message),
  );
  const emit = server.emit as (this: http.Server, event: string | symbol, ...args: unknown[]) => boolean;
  server.emit = function (this: http.Server, event: string | symbol, ...args: unknown[]): boolean {
    if (event === "request") {
      const [request, response] = args as [IncomingMessage, ServerResponse];
      if (answerStaticDocument(request, response) || answerStaticAsset(request, response)) return true;
    }
    return emit.call(this, event, ...args);
  } as typeof server.emit;
}
