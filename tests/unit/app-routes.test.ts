// Issue 14: the module routes, the old ?modul= links and the return path after signing in.
import { describe, expect, it } from "vitest";

import { legacyModuleHref, moduleHref, moduleOfPath } from "@/components/dashboard/modules";
import { safeReturnPath, signInHref } from "@/lib/auth/return-path";

describe("module routes", () => {
  it("gives each module its German path, parameters in the query", () => {
    expect(moduleHref("home")).toBe("/app/uebersicht");
    expect(moduleHref("journal", { typ: "klarheit" })).toBe("/app/tagebuch?typ=klarheit");
    expect(moduleHref("exercises", { uebung: "sicherer-ort" })).toBe("/app/uebungen?uebung=sicherer-ort");
  });

  it("finds the module of a path, the chat's id included", () => {
    expect(moduleOfPath("/app/coach/8d6b3c52-2d2b-4f57-9a43-3c1d7f0e2a11")).toBe("chat");
    expect(moduleOfPath("/app/analyse")).toBe("analysis");
    expect(moduleOfPath("/app/analysefoo")).toBeNull();
    expect(moduleOfPath("/app/krisenplan")).toBeNull();
  });

  it("turns the old ?modul= links into the new paths, keeping the other parameters", () => {
    const legacy = (query: string) => legacyModuleHref(new URLSearchParams(query));
    expect(legacy("modul=journal&typ=klarheit")).toBe("/app/tagebuch?typ=klarheit");
    expect(legacy("modul=chat&support=1")).toBe("/app/coach?support=1");
    expect(legacy("modul=analysis&ansicht=familie")).toBe("/app/analyse?ansicht=familie");
    expect(legacy("modul=impulse")).toBe("/app/impulse");
    expect(legacy("modul=unbekannt")).toBeNull();
    expect(legacy("verify=abc")).toBeNull();
  });
});

describe("return path after signing in", () => {
  it("accepts paths inside the app", () => {
    expect(safeReturnPath("/app/tagebuch?typ=klarheit")).toBe("/app/tagebuch?typ=klarheit");
    expect(safeReturnPath("/app/coach/8d6b3c52-2d2b-4f57-9a43-3c1d7f0e2a11")).toBe(
      "/app/coach/8d6b3c52-2d2b-4f57-9a43-3c1d7f0e2a11",
    );
    expect(safeReturnPath("/app")).toBe("/app");
  });

  it.each([
    "//evil.example/app",
    "https://evil.example/app",
    "/\\evil.example/app",
    "\\\\evil.example",
    "/app\\..\\..\\evil",
    "/app/\ttab",
    "javascript:alert(1)",
    "app/tagebuch",
    "/impressum",
    "/app/../api/account/export",
    "/apple",
    "",
    undefined,
    ["/app/tagebuch"],
  ])("refuses %j", (value) => {
    expect(safeReturnPath(value)).toBeNull();
  });

  it("builds the sign-in address only with a safe return path", () => {
    expect(signInHref("/app/anmelden", "/app/tagebuch?typ=klarheit")).toBe(
      "/app/anmelden?ziel=%2Fapp%2Ftagebuch%3Ftyp%3Dklarheit",
    );
    expect(signInHref("/app/anmelden", "//evil.example")).toBe("/app/anmelden");
    expect(signInHref("/app/anmelden", "/app")).toBe("/app/anmelden");
    expect(signInHref("/app/anmelden", null)).toBe("/app/anmelden");
  });
});
