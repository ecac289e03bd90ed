import "server-only";

import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import path from "node:path";

// The pre-rendered pages (landing and legal pages), without the React and
// Next.js runtime the build put into them: they hydrate nothing (their few
// interactive parts run on components/site/site-script.tsx), and the runtime
// was most of the landing page's load on a phone. proxy.ts uses them twice:
// their Content-Security-Policy lists the hashes of their inline scripts (a
// per-request nonce cannot reach pages sent as built), and document requests
// for them are answered straight from memory, as a CDN or nginx in front of the
// app would. Next.js compresses them on the way out (it drops any Content-
// Encoding a proxy response sets, so a gzip copy made here would be compressed
// twice).

export interface StaticPage {
  scriptHashes: string[];
  html: Uint8Array<ArrayBuffer>;
  etag: string;
}

let cache: { pages: Map<string, StaticPage>; shared: string[] } | undefined;

const INLINE_SCRIPT = /<script(?![^>]*\bsrc=)([^>]*)>([\s\S]*?)<\/script>/g;

/** The runtime's tags: its chunks, their preloads, the bootstrap and the RSC payload. */
const RUNTIME = [
  /<script\b[^>]*\bsrc="\/_next\/static\/[^"]*"[^>]*><\/script>/g,
  /<link\b(?=[^>]*\bas="script")(?=[^>]*\bhref="\/_next\/static\/)[^>]*>/g,
  /<script(?![^>]*\bsrc=)[^>]*>\(?(?:self\.__next_f\b|globalThis\["TURBOPACK"\])[\s\S]*?<\/script>/g,
];

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

function load(): NonNullable<typeof cache> {
  const distDir = path.join(/* turbopackIgnore: true */ process.cwd(), process.env.NEXT_DIST_DIR || ".next");
  const pages = new Map<string, StaticPage>();
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
      pages.set(route, {
        scriptHashes: inlineScriptHashes(html.toString("utf8")),
        // Copied once into a plain byte array, which responses send as it is.
        html: new Uint8Array(html),
        etag: `"${createHash("sha1").update(html).digest("base64url")}"`,
      });
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
  return { pages, shared };
}

/** A pre-rendered page, or null if the path is rendered per request. */
export function staticPage(pathname: string): StaticPage | null {
  cache ??= load();
  return cache.pages.get(pathname === "" ? "/" : pathname) ?? null;
}

export function sharedScriptHashes(): string[] {
  cache ??= load();
  return cache.shared;
}
