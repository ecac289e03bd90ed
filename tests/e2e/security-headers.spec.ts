// Every response carries the security headers; scripts run under a CSP
// without 'unsafe-inline', and the pages still work under it.
import { expect, test } from "@playwright/test";

const paths = [
  "/",
  "/impressum",
  "/datenschutz",
  "/agb",
  "/app",
  "/app/anmelden",
  "/app/tagebuch",
  "/reset-password",
  "/gibt-es-nicht",
  "/api/health",
];

test.describe("security headers", () => {
  for (const path of paths) {
    test(`${path} sends the security headers`, async ({ request }) => {
      const response = await request.get(path);
      const headers = response.headers();
      const csp = headers["content-security-policy"] ?? "";
      const scriptSrc = csp.split("; ").find((part) => part.startsWith("script-src ")) ?? "";
      expect(scriptSrc).toMatch(/^script-src 'self'/);
      expect(scriptSrc).not.toContain("unsafe-inline");
      expect(scriptSrc).not.toContain("unsafe-eval");
      expect(csp).toContain("frame-ancestors 'none'");
      expect(headers["strict-transport-security"]).toContain("max-age=");
      expect(headers["x-content-type-options"]).toBe("nosniff");
      expect(headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
      expect(headers["permissions-policy"]).toContain("camera=()");
      // Dictation (issue 15): the microphone on the app's own pages and origin only.
      const microphone = path === "/app" || path.startsWith("/app/") ? "microphone=(self)" : "microphone=()";
      expect(headers["permissions-policy"]).toContain(microphone);
    });
  }

  test("pages run without CSP violations @mobile", async ({ page }) => {
    const violations: string[] = [];
    page.on("console", (message) => {
      if (message.type() === "error" && /Content Security Policy/i.test(message.text()))
        violations.push(message.text());
    });
    for (const path of ["/", "/datenschutz", "/app"]) {
      await page.goto(path);
      await page.waitForLoadState("networkidle");
    }
    // The sign-in form works under the policy (its script ran).
    await page.getByRole("tab", { name: "Registrieren" }).click();
    await expect(page.getByLabel("Passwort bestätigen")).toBeVisible();
    expect(violations).toEqual([]);
  });
});
