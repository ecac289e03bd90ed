import { describe, expect, it } from "vitest";

import { signInErrorMessage } from "@/lib/auth/sign-in-error";

describe("signInErrorMessage", () => {
  it("tells how long a lock lasts, in German", () => {
    expect(signInErrorMessage("locked:12")).toBe(
      "Zu viele Versuche mit dieser E-Mail-Adresse. Bitte versuche es in 12 Minuten erneut.",
    );
    expect(signInErrorMessage("locked:1")).toContain("in 1 Minute erneut");
    expect(signInErrorMessage("locked:kaputt")).toContain("in 15 Minuten erneut");
  });

  it("gives wrong passwords, unknown codes and nothing the same text", () => {
    for (const error of ["invalid", "validation", "CredentialsSignin", "", null, undefined, "locked-x"]) {
      expect(signInErrorMessage(error)).toBe("E-Mail oder Passwort ist falsch.");
    }
    expect(signInErrorMessage("rate_limited")).toMatch(/Zu viele Anfragen/);
  });
});
