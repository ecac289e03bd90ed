import "server-only";

import { readdir, readFile } from "node:fs/promises";
import type { IncomingMessage, ServerResponse } from "node:http";
import path from "node:path";
import { promisify } from "node:util";
import { brotliCompress } from "node:zlib";

import { chooseCoding } from "@/lib/http/accept-encoding";
import { brotliOnce } from "@/server/static-pages";

// The build's scripts and style sheets in Brotli, as nginx's brotli_static or a
// CDN would send them: `next start` compresses /_next/static with gzip only,
// for every request. At start-up each file is compressed once (quality 11, in
// the background, one at a time, off the event loop) and kept in memory; until
// its copy is ready, and for clients that do not accept Brotli, Next.js answers
// as before. The names carry a content hash, so a copy never goes stale.

const compress = promisify(brotliCompress);

const PREFIX = "/_next/static/";
const TYPES: Record<string, string> = {
  ".js": "application/javascript; charset=UTF-8",
  ".css": "text/css; charset=UTF-8",
};
/** Next.js's own header for these files: their names change with their content. */
const IMMUTABLE = "public, max-age=31536000, immutable";

const copies = new Map<string, Buffer>();

function staticDir(): string {
  return path.resolve(
    /* turbopackIgnore: true */ process.cwd(),
    process.env.NEXT_DIST_DIR || ".next",
    "static",
  );
}

async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true }).catch(() => []);
  return entries
    .filter((entry) => entry.isFile() && path.extname(entry.name) in TYPES)
    .map((entry) => path.join(entry.parentPath, entry.name));
}

/** Compresses every script and style sheet of the build, one after the other; how many. */
export async function compressStaticAssets(dir = staticDir()): Promise<number> {
  for (const file of await filesUnder(dir)) {
    const body = await readFile(file);
    const brotli = await compress(body, brotliOnce(body.length));
    copies.set(PREFIX + path.relative(dir, file).split(path.sep).join("/"), brotli);
  }
  return copies.size;
}

/** Answers `request` with the Brotli copy of a build asset if it has one; false otherwise. */
export function answerStaticAsset(request: IncomingMessage, response: ServerResponse): boolean {
  const method = request.method ?? "GET";
  const url = request.url ?? "";
  if ((method !== "GET" && method !== "HEAD") || !url.startsWith(PREFIX)) return false;
  // The exact file name: a query string or an encoded character goes on to Next.js.
  const body = copies.get(url);
  if (!body || chooseCoding(request.headers["accept-encoding"]) !== "br") return false;
  response.writeHead(200, {
    "Content-Type": TYPES[path.extname(url)] ?? "application/octet-stream",
    "Content-Encoding": "br",
    "Content-Length": body.length,
    "Cache-Control": IMMUTABLE,
    Vary: "Accept-Encoding",
  });
  response.end(method === "HEAD" ? undefined : body);
  return true;
}
