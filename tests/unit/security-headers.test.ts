import { describe, expect, it } from "vitest";

import { contentSecurityPolicy, permissionsPolicy, securityHeaders } from "@/lib/security/headers";

const directive = (csp: string, name: string) =>
  csp.split("; ").find((part) => part.startsWith(`${name} `)) ?? "";

describe("Content-Security-Policy", () => {
  it("allows pre-rendered pages' inline scripts by hash, never 'unsafe-inline'", () => {
    const csp = contentSecurityPolicy({ scriptHashes: ["abc=", "def="], production: true });
    expect(directive(csp, "script-src")).toBe("script-src 'self' 'sha256-abc=' 'sha256-def='");
    expect(directive(csp, "script-src")).not.toContain("unsafe");
  });

  it("uses a nonce with strict-dynamic for per-request pages", () => {
    const csp = contentSecurityPolicy({ nonce: "n0nce", scriptHashes: ["abc="], production: true });
    expect(directive(csp, "script-src")).toBe(
      "script-src 'self' 'nonce-n0nce' 'strict-dynamic' 'sha256-abc='",
    );
  });

  it("forbids framing and plugins, and upgrades requests in production", () => {
    const csp = contentSecurityPolicy({ scriptHashes: [], production: true });
    expect(directive(csp, "frame-ancestors")).toBe("frame-ancestors 'none'");
    expect(directive(csp, "object-src")).toBe("object-src 'none'");
    expect(csp).toContain("upgrade-insecure-requests");
  });
});

describe("security headers", () => {
  it("set HSTS only in production", () => {
    expect(securityHeaders(true, "/")["Strict-Transport-Security"]).toContain("max-age=");
    expect(securityHeaders(false, "/")["Strict-Transport-Security"]).toBeUndefined();
    expect(securityHeaders(false, "/")).toMatchObject({
      "X-Content-Type-Options": "nosniff",
      "Referrer-Policy": "strict-origin-when-cross-origin",
    });
    expect(securityHeaders(true, "/")["Permissions-Policy"]).toContain("camera=()");
  });
});

describe("Permissions-Policy (issue 15)", () => {
  it.each(["/app", "/app/coach", "/app/coach/3f0c", "/app/tagebuch"])(
    "lets the app's page %s use the microphone on its own origin only",
    (path) => {
      expect(permissionsPolicy(path)).toContain("microphone=(self)");
      expect(securityHeaders(true, path)["Permissions-Policy"]).toContain("microphone=(self)");
    },
  );

  it.each(["/", "/impressum", "/datenschutz", "/agb", "/apps", "/application", "/api/health", "/app-x"])(
    "keeps the microphone denied on %s",
    (path) => {
      expect(permissionsPolicy(path)).toContain("microphone=()");
      expect(permissionsPolicy(path)).not.toContain("microphone=(self)");
    },
  );

  it("keeps camera, geolocation and payment off everywhere", () => {
    for (const path of ["/", "/app/coach"]) {
      expect(permissionsPolicy(path)).toMatch(/camera=\(\).*geolocation=\(\).*payment=\(\)/);
    }
  });
});
