import "server-only";

import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import path from "node:path";
import { type BrotliOptions, brotliCompressSync, constants, gzipSync } from "node:zlib";

import { chooseCoding, type ContentCoding } from "@/lib/http/accept-encoding";
import { contentSecurityPolicy, securityHeaders } from "@/lib/security/headers";

// The pre-rendered pages (landing and legal pages), without the React and
// Next.js runtime the build put into them: they hydrate nothing (their few
// interactive parts run on components/site/site-script.tsx), and the runtime
// was most of the landing page's load on a phone. proxy.ts uses them twice:
// their Content-Security-Policy lists the hashes of their inline scripts (a
// per-request nonce cannot reach pages sent as built), and document requests
// for them are answered straight from memory, as a CDN or nginx in front of the
// app would. Each page is kept as it is and compressed once with gzip and
// Brotli; server/static-documents.ts sends the copy the browser accepts before
// Next.js sees the request. proxy.ts, which answers them in case a request
// gets that far, can only send the page as it is: Next.js drops the
// Content-Encoding of a proxy's response and compresses it again itself.

/** One stored copy of a page: as it is, or compressed with one coding. */
export interface PageCopy {
  body: Uint8Array<ArrayBuffer>;
  etag: string;
}

export interface StaticPage {
  scriptHashes: string[];
  html: Uint8Array<ArrayBuffer>;
  etag: string;
  copies: Record<ContentCoding, PageCopy>;
}

let cache: { pages: Map<string, StaticPage>; templates: Map<string, string>; shared: string[] } | undefined;

/**
 * Pre-rendered pages under this path are templates, never served at their own
 * path: a route handler fills one per request (the sign-in screen, /app/anmelden).
 */
export const TEMPLATE_PREFIX = "/vorlage/";

export const isTemplatePath = (pathname: string) => `${pathname}/`.startsWith(TEMPLATE_PREFIX);

const INLINE_SCRIPT = /<script(?![^>]*\bsrc=)([^>]*)>([\s\S]*?)<\/script>/g;

/** The runtime's tags: its chunks, their preloads, the bootstrap and the RSC payload. */
const RUNTIME = [
  /<script\b[^>]*\bsrc="\/_next\/static\/[^"]*"[^>]*><\/script>/g,
  /<link\b(?=[^>]*\bas="script")(?=[^>]*\bhref="\/_next\/static\/)[^>]*>/g,
  /<script(?![^>]*\bsrc=)[^>]*>\(?(?:self\.__next_f\b|globalThis\["TURBOPACK"\])[\s\S]*?<\/script>/g,
];

/** Brotli for text compressed once and sent many times: the slowest, smallest setting. */
export function brotliOnce(size: number): BrotliOptions {
  return {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
      [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
      [constants.BROTLI_PARAM_SIZE_HINT]: size,
    },
  };
}

/** A pre-rendered page as a plain document: everything of the runtime removed. */
export function withoutRuntime(html: string): string {
  return RUNTIME.reduce((result, pattern) => result.replace(pattern, ""), html);
}

export function inlineScriptHashes(html: string): string[] {
  const hashes: string[] = [];
  for (const [, attributes = "", body = ""] of html.matchAll(INLINE_SCRIPT)) {
    // Data blocks such as JSON-LD are not executed, so CSP does not apply to them.
    if (/type="(?!text\/javascript|module)[^"]+"/.test(attributes)) continue;
    hashes.push(createHash("sha256").update(body, "utf8").digest("base64"));
  }
  return [...new Set(hashes)];
}

/** A page as it is served: its script hashes and its three copies, each with its own ETag. */
export function storedPage(html: Buffer): StaticPage {
  const digest = createHash("sha1").update(html).digest("base64url");
  // Copied once into plain byte arrays, which responses send as they are.
  const copy = (body: Buffer, suffix: string): PageCopy => ({
    body: new Uint8Array(body),
    etag: `"${digest}${suffix}"`,
  });
  const identity = copy(html, "");
  return {
    scriptHashes: inlineScriptHashes(html.toString("utf8")),
    html: identity.body,
    etag: identity.etag,
    copies: {
      identity,
      gzip: copy(gzipSync(html, { level: 9 }), "-gzip"),
      br: copy(brotliCompressSync(html, brotliOnce(html.length)), "-br"),
    },
  };
}

function load(): NonNullable<typeof cache> {
  const distDir = path.join(/* turbopackIgnore: true */ process.cwd(), process.env.NEXT_DIST_DIR || ".next");
  const pages = new Map<string, StaticPage>();
  const templates = new Map<string, string>();
  try {
    const manifest = JSON.parse(readFileSync(path.join(distDir, "prerender-manifest.json"), "utf8")) as {
      routes: Record<string, unknown>;
    };
    for (const route of Object.keys(manifest.routes)) {
      const file = path.join(distDir, "server", "app", `${route === "/" ? "index" : route}.html`);
      let html: Buffer;
      try {
        html = Buffer.from(withoutRuntime(readFileSync(file, "utf8")), "utf8");
      } catch {
        continue; // Not an HTML route (an icon, a sitemap).
      }
      if (isTemplatePath(route)) {
        templates.set(route, html.toString("utf8"));
        continue;
      }
      pages.set(route, storedPage(html));
    }
  } catch {
    // No production build (development): every page is rendered per request.
  }
  // Scripts every page shares (the theme script that prevents a flash) are
  // allowed on per-request pages too. Internal routes (/_not-found,
  // /_global-error) have their own document and are left out.
  const lists = [...pages].filter(([route]) => !route.startsWith("/_")).map(([, page]) => page.scriptHashes);
  const shared =
    lists.length === 0 ? [] : lists.reduce((common, list) => common.filter((hash) => list.includes(hash)));
  return { pages, templates, shared };
}

/** A pre-rendered page, or null if the path is rendered per request. */
export function staticPage(pathname: string): StaticPage | null {
  if (isTemplatePath(pathname)) return null;
  cache ??= load();
  return cache.pages.get(pathname === "" ? "/" : pathname) ?? null;
}

/** A template page (see TEMPLATE_PREFIX) without the runtime, or null without a production build. */
export function pageTemplate(route: string): string | null {
  cache ??= load();
  return cache.templates.get(route) ?? null;
}

/** `html` with the JSON data block `id` holding `value`, escaped so that it cannot end its script. */
export function withJsonBlock(html: string, id: string, value: unknown): string {
  const json = JSON.stringify(value)
    .replace(/</g, "\\u003c")
    .replace(/\u2028/g, "\\u2028")
    .replace(/\u2029/g, "\\u2029");
  const block = new RegExp(`(<script type="application/json" id="${id}">)[\\s\\S]*?(</script>)`);
  // A function, so that "$" in the value is not read as a replacement pattern.
  return html.replace(block, (_, open: string, close: string) => `${open}${json}${close}`);
}

/** Every inline script of `html` allowed by the request's Content-Security-Policy nonce. */
export function withNonce(html: string, nonce: string): string {
  if (!/^[A-Za-z0-9+/=]+$/.test(nonce)) throw new Error("not a CSP nonce");
  return html.replace(/<script(?![^>]*\bsrc=)(?![^>]*\bnonce=)(?=[\s>])/g, `<script nonce="${nonce}"`);
}

export function sharedScriptHashes(): string[] {
  cache ??= load();
  return cache.shared;
}

/** What Next.js sends with its pre-rendered pages. */
const STATIC_VARY =
  "rsc, next-router-state-tree, next-router-prefetch, next-router-segment-prefetch, Accept-Encoding";

type HeaderValue = string | string[] | null | undefined;

export interface DocumentRequest {
  method: string;
  pathname: string;
  header: (name: string) => HeaderValue;
}

export interface DocumentResponse {
  status: number;
  headers: Record<string, string>;
  body: Uint8Array<ArrayBuffer> | null;
}

const single = (value: HeaderValue): string | null =>
  Array.isArray(value) ? value.join(", ") : (value ?? null);

/**
 * A browser asking for the page itself. Next.js strips its router headers
 * (RSC, prefetch) before the proxy runs, but the router fetches accepting
 * any type, while navigations ask for text/html.
 */
export function isDocumentRequest({ method, header }: DocumentRequest): boolean {
  const wantsHtml =
    (single(header("accept")) ?? "").includes("text/html") || single(header("sec-fetch-dest")) === "document";
  return (method === "GET" || method === "HEAD") && wantsHtml && single(header("next-action")) === null;
}

/** If-None-Match names this copy (a list, weak or strong, or "*"). */
function notModified(ifNoneMatch: string | null, etag: string): boolean {
  if (ifNoneMatch === null) return false;
  return ifNoneMatch
    .split(",")
    .map((tag) => tag.trim().replace(/^W\//, ""))
    .some((tag) => tag === "*" || tag === etag);
}

/** The security headers every pre-rendered page is sent with (the same as proxy.ts sets). */
export function staticPageSecurityHeaders(
  page: StaticPage,
  production: boolean,
  pathname: string,
): Record<string, string> {
  return {
    "Content-Security-Policy": contentSecurityPolicy({ scriptHashes: page.scriptHashes, production }),
    ...securityHeaders(production, pathname),
  };
}

/**
 * The answer to a document request for a pre-rendered page: the copy in the
 * best coding the client accepts among `codings`, with its own ETag and
 * length, or 304 when the client has that copy. Null for anything else.
 */
export function staticDocument(
  request: DocumentRequest,
  {
    codings,
    production,
    pages = staticPage,
  }: {
    codings: readonly ContentCoding[];
    production: boolean;
    /** Where the pages come from (tests hand in their own). */
    pages?: (pathname: string) => StaticPage | null;
  },
): DocumentResponse | null {
  // Internal routes (/_not-found) are Next.js's to answer, with their status.
  if (!isDocumentRequest(request) || request.pathname.startsWith("/_")) return null;
  const page = pages(request.pathname);
  if (!page) return null;
  const accepted = chooseCoding(single(request.header("accept-encoding")));
  const coding = accepted !== null && codings.includes(accepted) ? accepted : "identity";
  const copy = page.copies[coding];
  const headers: Record<string, string> = {
    "Content-Type": "text/html; charset=utf-8",
    "Cache-Control": "s-maxage=31536000",
    ETag: copy.etag,
    Vary: STATIC_VARY,
    ...staticPageSecurityHeaders(page, production, request.pathname),
  };
  if (coding !== "identity") headers["Content-Encoding"] = coding;
  if (notModified(single(request.header("if-none-match")), copy.etag))
    return { status: 304, headers, body: null };
  headers["Content-Length"] = String(copy.body.byteLength);
  return { status: 200, headers, body: request.method === "HEAD" ? null : copy.body };
}
