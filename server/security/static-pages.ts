import "server-only";

import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import path from "node:path";

// Pre-rendered pages are sent as they were built, so no per-request nonce can
// reach their inline scripts. Their Content-Security-Policy lists the hashes
// of those scripts instead, read once from the build output.

type PageHashes = Map<string, string[]>;

let cache: { pages: PageHashes; shared: string[] } | undefined;

const INLINE_SCRIPT = /<script(?![^>]*\bsrc=)([^>]*)>([\s\S]*?)<\/script>/g;

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
  const pages: PageHashes = new Map();
  try {
    const manifest = JSON.parse(readFileSync(path.join(distDir, "prerender-manifest.json"), "utf8")) as {
      routes: Record<string, { initialRevalidateSeconds?: number | false }>;
    };
    for (const route of Object.keys(manifest.routes)) {
      const file = path.join(distDir, "server", "app", `${route === "/" ? "index" : route}.html`);
      try {
        pages.set(route, inlineScriptHashes(readFileSync(file, "utf8")));
      } catch {
        // Not an HTML route (an icon, a sitemap).
      }
    }
  } catch {
    // No production build (development): every page is rendered per request.
  }
  // Scripts every page shares (the theme script that prevents a flash) are
  // allowed on per-request pages too. Internal routes (/_not-found,
  // /_global-error) have their own document and are left out.
  const lists = [...pages].filter(([route]) => !route.startsWith("/_")).map(([, hashes]) => hashes);
  const shared =
    lists.length === 0 ? [] : lists.reduce((common, list) => common.filter((hash) => list.includes(hash)));
  return { pages, shared };
}

/** The inline-script hashes of a pre-rendered page, or null if the path is rendered per request. */
export function staticPageHashes(pathname: string): string[] | null {
  cache ??= load();
  return cache.pages.get(pathname === "" ? "/" : pathname) ?? null;
}

export function sharedScriptHashes(): string[] {
  cache ??= load();
  return cache.shared;
}
