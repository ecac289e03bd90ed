import { brotliDecompressSync, gunzipSync } from "node:zlib";

import { describe, expect, it } from "vitest";

import { chooseCoding } from "@/lib/http/accept-encoding";
import { type DocumentRequest, staticDocument, storedPage } from "@/server/static-pages";

describe("chooseCoding", () => {
  it("prefers Brotli, then gzip, then the page as it is", () => {
    expect(chooseCoding("gzip, br")).toBe("br");
    expect(chooseCoding("gzip, deflate, br, zstd")).toBe("br");
    expect(chooseCoding("gzip")).toBe("gzip");
    expect(chooseCoding("x-gzip")).toBe("gzip");
    expect(chooseCoding("deflate")).toBe("identity");
    expect(chooseCoding(null)).toBe("identity");
    expect(chooseCoding("")).toBe("identity");
  });

  it("follows q-values: 0 refuses a coding, a higher one wins", () => {
    expect(chooseCoding("br;q=0, gzip")).toBe("gzip");
    expect(chooseCoding("br;q=0.5, gzip;q=0.8")).toBe("gzip");
    expect(chooseCoding("BR;Q=1, GZIP;q=0.9")).toBe("br");
    expect(chooseCoding("gzip;q=0, br;q=0")).toBe("identity");
    expect(chooseCoding("*")).toBe("br");
    expect(chooseCoding("*;q=0, gzip")).toBe("gzip");
    expect(chooseCoding("identity;q=0, *;q=0")).toBeNull();
    expect(chooseCoding("br;q=kaputt, gzip")).toBe("gzip");
  });
});

describe("a pre-rendered page, compressed once", () => {
  const html = Buffer.from(
    `<!DOCTYPE html><html lang="de"><body><main>${"Dein Körper spricht. ".repeat(200)}</main>` +
      `<script>document.documentElement.dataset.ok="1"</script></body></html>`,
  );
  const page = storedPage(html);

  it("keeps a Brotli and a gzip copy that decode to the page, each with its own ETag", () => {
    expect(brotliDecompressSync(page.copies.br.body).equals(html)).toBe(true);
    expect(gunzipSync(page.copies.gzip.body).equals(html)).toBe(true);
    expect(Buffer.from(page.copies.identity.body).equals(html)).toBe(true);
    expect(page.copies.br.body.byteLength).toBeLessThan(page.copies.gzip.body.byteLength);
    const etags = new Set(Object.values(page.copies).map((copy) => copy.etag));
    expect(etags.size).toBe(3);
    expect(page.scriptHashes).toHaveLength(1);
  });
});

describe("staticDocument", () => {
  const page = storedPage(Buffer.from(`<html><body>${"Ruhe finden. ".repeat(300)}</body></html>`));
  const pages = (pathname: string) => (pathname === "/" ? page : null);
  const request = (headers: Record<string, string>, method = "GET", pathname = "/"): DocumentRequest => ({
    method,
    pathname,
    header: (name) => headers[name] ?? null,
  });
  const browser = { accept: "text/html", "accept-encoding": "gzip, br" };
  const server = { codings: ["br", "gzip", "identity"] as const, production: true, pages };

  it("sends the copy the browser accepts, with its length, ETag and Vary", () => {
    const brotli = staticDocument(request(browser), server);
    expect(brotli?.status).toBe(200);
    expect(brotli?.headers["Content-Encoding"]).toBe("br");
    expect(brotli?.headers["Content-Length"]).toBe(String(page.copies.br.body.byteLength));
    expect(brotli?.headers.ETag).toBe(page.copies.br.etag);
    expect(brotli?.headers.Vary).toContain("Accept-Encoding");
    expect(brotli?.headers["Content-Security-Policy"]).toContain("script-src 'self'");
    expect(brotli?.body).toBe(page.copies.br.body);

    const gzip = staticDocument(request({ ...browser, "accept-encoding": "gzip" }), server);
    expect(gzip?.headers["Content-Encoding"]).toBe("gzip");
    expect(gunzipSync(gzip?.body ?? new Uint8Array()).toString()).toContain("Ruhe finden.");

    const plain = staticDocument(request({ accept: "text/html" }), server);
    expect(plain?.headers["Content-Encoding"]).toBeUndefined();
    expect(plain?.headers.ETag).toBe(page.copies.identity.etag);
  });

  it("answers 304 for the copy the client has, and HEAD without a body", () => {
    const etag = page.copies.br.etag;
    expect(staticDocument(request({ ...browser, "if-none-match": `W/${etag}` }), server)?.status).toBe(304);
    // The gzip copy's ETag does not match the Brotli copy.
    const other = staticDocument(request({ ...browser, "if-none-match": page.copies.gzip.etag }), server);
    expect(other?.status).toBe(200);
    const head = staticDocument(request(browser, "HEAD"), server);
    expect(head?.body).toBeNull();
    expect(head?.headers["Content-Length"]).toBe(String(page.copies.br.body.byteLength));
  });

  it("sends the page as it is where only that can be sent (proxy.ts)", () => {
    const proxy = { ...server, codings: ["identity"] as const };
    expect(staticDocument(request(browser), proxy)?.headers["Content-Encoding"]).toBeUndefined();
  });

  it("leaves everything else to Next.js", () => {
    expect(staticDocument(request({ ...browser, accept: "*/*" }), server)).toBeNull();
    expect(staticDocument(request(browser, "POST"), server)).toBeNull();
    expect(staticDocument(request({ ...browser, "next-action": "abc" }), server)).toBeNull();
    expect(staticDocument(request(browser, "GET", "/_not-found"), server)).toBeNull();
    expect(staticDocument(request(browser, "GET", "/app"), server)).toBeNull();
    expect(staticDocument(request({ "sec-fetch-dest": "document" }), server)?.status).toBe(200);
  });
});
