import { createHash } from "node:crypto";

import { describe, expect, it } from "vitest";

import {
  inlineScriptHashes,
  isTemplatePath,
  staticPage,
  withJsonBlock,
  withNonce,
  withoutRuntime,
} from "@/server/static-pages";

// The shape of a page as `next build` (Turbopack) writes it, cut down to one of each tag.
const theme = `((a,b)=>{document.documentElement.classList.add(b)})("class","dark")`;
const enhance = `(function(){if(document.querySelector('script[src^="/_next/"]')||"__next_f"in self)return})();`;
const built = [
  `<!DOCTYPE html><html lang="de"><head><meta charSet="utf-8"/>`,
  `<link rel="stylesheet" href="/_next/static/chunks/2zqqyx_g9w11o.css" data-precedence="next"/>`,
  `<link rel="preload" as="script" fetchPriority="low" href="/_next/static/chunks/0h_d15jyn6ejj.js"/>`,
  `<script src="/_next/static/chunks/1x6i66kbg2h5v.js" async=""></script>`,
  `<script src="/_next/static/chunks/0cz1d0mv5g_q7.js" noModule=""></script>`,
  `<link rel="preload" href="/images/hero-aura.svg" as="image" fetchPriority="high"/>`,
  `</head><body><script>${theme}</script>`,
  `<main><h1>Dein Körper spricht.</h1></main>`,
  `<script type="application/ld+json">{"@context":"https://schema.org"}</script>`,
  `<script>${enhance}</script>`,
  `<script id="_R_">(globalThis["TURBOPACK"] || (globalThis["TURBOPACK"] = [])).push({"otherChunks":[]})</script>`,
  `<script src="/_next/static/chunks/0h_d15jyn6ejj.js" async=""></script>`,
  `<script>(self.__next_f=self.__next_f||[]).push([0])</script>`,
  `<script>self.__next_f.push([1,"1:\\"$Sreact.fragment\\"\\n"])</script>`,
  `</body></html>`,
].join("");

const sha256 = (text: string) => createHash("sha256").update(text, "utf8").digest("base64");

describe("withoutRuntime", () => {
  const page = withoutRuntime(built);

  it("removes the runtime's chunks, their preloads, the bootstrap and the RSC payload", () => {
    expect(page).not.toContain("/_next/static/chunks/1x6i66kbg2h5v.js");
    expect(page).not.toContain("/_next/static/chunks/0h_d15jyn6ejj.js");
    expect(page).not.toContain("noModule");
    expect(page).not.toContain("TURBOPACK");
    expect(page).not.toContain("self.__next_f");
    expect(page.match(/<script/g)).toHaveLength(3);
  });

  it("keeps the content, the stylesheet, image preloads, JSON-LD and the page's own scripts", () => {
    expect(page).toContain("<h1>Dein Körper spricht.</h1>");
    expect(page).toContain('href="/_next/static/chunks/2zqqyx_g9w11o.css"');
    expect(page).toContain('href="/images/hero-aura.svg"');
    expect(page).toContain('<script type="application/ld+json">');
    expect(inlineScriptHashes(page)).toEqual([sha256(theme), sha256(enhance)]);
  });

  it("leaves a page without runtime as it is", () => {
    expect(withoutRuntime(page)).toBe(page);
  });
});

describe("templates filled per request (the sign-in screen)", () => {
  const template = [
    `<html><body><script>${theme}</script><main data-sign-in></main>`,
    `<script type="application/json" id="anmelden-zustand">{}</script>`,
    `<script>(function(){})()</script></body></html>`,
  ].join("");

  it("puts the state into its JSON block, escaped so that it cannot end the script", () => {
    const state = { returnTo: "/app/tagebuch?typ=a&b=$&", text: "</script><script>alert(1)</script>\u2028" };
    const page = withJsonBlock(template, "anmelden-zustand", state);
    expect(page).not.toContain("</script><script>alert(1)");
    const block = /id="anmelden-zustand">([\s\S]*?)<\/script>/.exec(page)?.[1] ?? "";
    expect(JSON.parse(block)).toEqual(state);
    expect(page.match(/<script/g)).toHaveLength(3);
  });

  it("gives every inline script the request's nonce, and refuses anything else as a nonce", () => {
    const page = withNonce(template, "YWJjZGVmZ2hpamtsbW5vcA==");
    expect(page.match(/<script nonce="YWJjZGVmZ2hpamtsbW5vcA=="/g)).toHaveLength(3);
    expect(withNonce(page, "YWJjZGVmZ2hpamtsbW5vcA==")).toBe(page);
    expect(() => withNonce(template, '"><script>')).toThrow();
  });

  it("keeps template paths apart from the pages served as they are", () => {
    expect(isTemplatePath("/vorlage/anmelden")).toBe(true);
    expect(isTemplatePath("/vorlage")).toBe(true);
    expect(isTemplatePath("/vorlagen")).toBe(false);
    expect(isTemplatePath("/app/anmelden")).toBe(false);
    expect(staticPage("/vorlage/anmelden")).toBeNull();
  });
});
