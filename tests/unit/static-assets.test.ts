import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { IncomingMessage, ServerResponse } from "node:http";
import { Socket } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { brotliDecompressSync } from "node:zlib";

import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { answerStaticAsset, compressStaticAssets } from "@/server/static-assets";

const script = `globalThis.resonanz=${JSON.stringify("Dein Körper spricht. ".repeat(200))};`;
let dir = "";

beforeAll(async () => {
  dir = mkdtempSync(path.join(tmpdir(), "static-assets-"));
  mkdirSync(path.join(dir, "chunks"));
  mkdirSync(path.join(dir, "media"));
  writeFileSync(path.join(dir, "chunks", "0abc.js"), script);
  writeFileSync(path.join(dir, "chunks", "1def.css"), "body{color:red}");
  writeFileSync(path.join(dir, "media", "logo.woff2"), "not compressed again");
  await compressStaticAssets(dir);
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** A request as node:http hands it to a server, and the response it would write. */
function exchange(url: string, headers: Record<string, string>, method = "GET") {
  const request = new IncomingMessage(new Socket());
  Object.assign(request, { url, method, headers });
  const response = new ServerResponse(request);
  const chunks: Buffer[] = [];
  let head: { status: number; headers: Record<string, unknown> } = { status: 0, headers: {} };
  response.writeHead = ((status: number, headers: Record<string, unknown>) => {
    head = {
      status,
      headers: Object.fromEntries(Object.entries(headers).map(([k, v]) => [k.toLowerCase(), v])),
    };
    return response;
  }) as typeof response.writeHead;
  response.end = ((body?: Buffer) => {
    if (body) chunks.push(body);
    return response;
  }) as typeof response.end;
  const answered = answerStaticAsset(request, response);
  return { answered, ...head, body: Buffer.concat(chunks) };
}

const browser = { "accept-encoding": "gzip, deflate, br, zstd" };

describe("answerStaticAsset", () => {
  it("sends a script's Brotli copy, immutable, to a browser that accepts Brotli", () => {
    const { answered, status, headers, body } = exchange("/_next/static/chunks/0abc.js", browser);
    expect(answered).toBe(true);
    expect(status).toBe(200);
    expect(headers).toEqual({
      "content-encoding": "br",
      "content-type": "application/javascript; charset=UTF-8",
      "cache-control": "public, max-age=31536000, immutable",
      vary: "Accept-Encoding",
      "content-length": body.length,
    });
    expect(body.length).toBeLessThan(script.length / 10);
    expect(brotliDecompressSync(body).toString()).toBe(script);
  });

  it("compresses style sheets too, and answers HEAD without a body", () => {
    const css = exchange("/_next/static/chunks/1def.css", browser);
    expect(css.headers["content-type"]).toBe("text/css; charset=UTF-8");
    const head = exchange("/_next/static/chunks/0abc.js", browser, "HEAD");
    expect(head.answered).toBe(true);
    expect(head.body.length).toBe(0);
  });

  it("leaves to Next.js a client without Brotli, other files, other methods and other paths", () => {
    expect(exchange("/_next/static/chunks/0abc.js", { "accept-encoding": "gzip" }).answered).toBe(false);
    expect(exchange("/_next/static/chunks/0abc.js", { "accept-encoding": "br;q=0, gzip" }).answered).toBe(
      false,
    );
    expect(exchange("/_next/static/chunks/0abc.js", {}).answered).toBe(false);
    expect(exchange("/_next/static/media/logo.woff2", browser).answered).toBe(false);
    expect(exchange("/_next/static/chunks/0abc.js?v=1", browser).answered).toBe(false);
    expect(exchange("/_next/static/chunks/../chunks/0abc.js", browser).answered).toBe(false);
    expect(exchange("/_next/static/chunks/missing.js", browser).answered).toBe(false);
    expect(exchange("/_next/static/chunks/0abc.js", browser, "POST").answered).toBe(false);
    expect(exchange("/app/uebersicht", browser).answered).toBe(false);
  });
});
