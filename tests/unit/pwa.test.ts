// The PWA's pure parts: which screens are kept offline, the push payload the service worker shows,
// and the manifest's colours, which must be the design tokens' (issue 15).
import { readFileSync } from "node:fs";

import { describe, expect, it } from "vitest";

import manifest from "@/app/manifest";
import { isOfflineScreen, isRscRequest, OFFLINE_SCREENS } from "@/lib/pwa/offline";
import {
  base64UrlToBytes,
  impulseNotificationBody,
  parsePushPayload,
  safeNotificationPath,
} from "@/lib/pwa/push-payload";
import { appColors, oklchToHex } from "@/lib/pwa/theme-colors";

describe("screens kept for offline use", () => {
  it("are the exercises, with or without an open exercise, and the safety plan", () => {
    expect(OFFLINE_SCREENS).toEqual(["/app/uebungen", "/app/krisenplan"]);
    expect(isOfflineScreen("/app/uebungen")).toBe(true);
    expect(isOfflineScreen("/app/krisenplan")).toBe(true);
    for (const path of [
      "/app",
      "/app/uebersicht",
      "/app/coach",
      "/app/tagebuch",
      "/app/uebungen-x",
      "/api/account/export",
    ])
      expect(isOfflineScreen(path), path).toBe(false);
  });

  it("never include the router's RSC payloads", () => {
    const url = new URL("https://resonanz.test/app/uebungen?uebung=box-atmung");
    expect(isRscRequest(url, new Headers())).toBe(false);
    expect(isRscRequest(url, new Headers({ RSC: "1" }))).toBe(true);
    expect(isRscRequest(new URL("https://resonanz.test/app/uebungen?_rsc=abc"), new Headers())).toBe(true);
  });
});

describe("the push payload", () => {
  it("reads what the server sends and nothing else", () => {
    const payload = {
      title: "Dein Impuls für heute",
      body: "„Text“",
      url: "/app/impulse",
      tag: "impuls-2026-03-30",
    };
    expect(parsePushPayload(JSON.stringify(payload))).toEqual(payload);
    expect(parsePushPayload("")).toBeNull();
    expect(parsePushPayload("kein JSON")).toBeNull();
    expect(parsePushPayload(JSON.stringify({ title: 1 }))).toBeNull();
    expect(parsePushPayload("null")).toBeNull();
  });

  it("only ever leads a tap to a path of this site", () => {
    expect(safeNotificationPath("/app/impulse")).toBe("/app/impulse");
    for (const url of [
      "https://evil.example/",
      "//evil.example/",
      "/\\evil.example",
      "javascript:alert(1)",
      42,
      null,
    ])
      expect(safeNotificationPath(url)).toBe("/app/impulse");
    expect(
      parsePushPayload(JSON.stringify({ title: "t", body: "b", tag: "x", url: "https://evil.example" }))?.url,
    ).toBe("/app/impulse");
  });

  it("writes the impulse with its author and context, as the e-mail does", () => {
    const line = (author: string) => `– ${author}`;
    expect(
      impulseNotificationBody({ text: "Eile mit Weile.", author: "Goethe", context: "Heute langsam." }, line),
    ).toBe("„Eile mit Weile.“\n– Goethe\nHeute langsam.");
    expect(impulseNotificationBody({ text: "Atme.", author: null, context: "Drei Mal." }, line)).toBe(
      "„Atme.“\nDrei Mal.",
    );
  });

  it("decodes the VAPID key for the browser", () => {
    const bytes = Buffer.from([4, 250, 251, 252, 0, 1, 62, 63]);
    expect([...base64UrlToBytes(bytes.toString("base64url"))]).toEqual([...bytes]);
  });
});

describe("the manifest", () => {
  it("is German, standalone, starts at /app and has 192, 512 and maskable icons", () => {
    const value = manifest();
    expect(value).toMatchObject({
      lang: "de",
      display: "standalone",
      start_url: "/app",
      scope: "/",
      short_name: "Resonanz",
    });
    expect(value.name).toBe("Resonanz – Entdecke deine innere Heilkraft");
    const icons = (value.icons ?? []).map((icon) => `${icon.sizes} ${icon.purpose}`);
    expect(icons).toEqual(expect.arrayContaining(["192x192 any", "512x512 any", "512x512 maskable"]));
  });

  it("takes its colours from the design tokens in app/globals.css", () => {
    const css = readFileSync("app/globals.css", "utf8");
    const token = (block: string) => {
      const match = new RegExp(
        `${block}\\s*\\{[^}]*?--background:\\s*oklch\\(([\\d.]+) ([\\d.]+) ([\\d.]+)\\)`,
      ).exec(css);
      if (!match) throw new Error(`no --background in ${block}`);
      const [, l, c, h] = match.map(Number) as [number, number, number, number];
      return oklchToHex(l, c, h);
    };
    expect(appColors.light).toBe(token(":root"));
    expect(appColors.dark).toBe(token("\\.dark"));
    expect(manifest()).toMatchObject({ background_color: appColors.light, theme_color: appColors.light });
  });

  it("converts OKLCH as CSS does", () => {
    expect(oklchToHex(1, 0, 0)).toBe("#ffffff");
    expect(oklchToHex(0, 0, 0)).toBe("#000000");
    // CSS Color 4's own example: oklch(62.8% 0.2577 29.23) is sRGB red.
    expect(oklchToHex(0.628, 0.2577, 29.23)).toBe("#ff0000");
  });
});
