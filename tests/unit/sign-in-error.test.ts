import { describe, expect, it } from "vitest";

import {
  fieldErrorsOf,
  signInErrorMessage,
  signInErrorTexts,
  validationDetail,
} from "@/lib/auth/sign-in-error";
import { authMessages } from "@/messages/auth";

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

describe("field errors through next-auth's error code", () => {
  const validation = authMessages.validation;

  it("names each wrong field's first message by its key, and reads it back", () => {
    const detail = validationDetail(
      [
        { path: ["email"], message: validation.emailRequired },
        { path: ["email"], message: validation.emailInvalid },
        { path: ["password"], message: validation.passwordRequired },
        { path: [], message: "Unbekannt" },
      ],
      validation,
    );
    expect(detail).toBe("email=emailRequired,password=passwordRequired");
    expect(fieldErrorsOf(detail, validation)).toEqual({
      email: "Bitte E-Mail eingeben",
      password: "Bitte Passwort eingeben",
    });
  });

  it("ignores keys it does not know and nothing at all", () => {
    expect(fieldErrorsOf("email=toString,password=__proto__,x", validation)).toEqual({});
    expect(fieldErrorsOf(undefined, validation)).toEqual({});
    expect(signInErrorMessage("validation:email=emailRequired")).toBe("E-Mail oder Passwort ist falsch.");
  });

  it("runs from its own source, as the sign-in screen inlines it", () => {
    const inlined = new Function(`return (${signInErrorMessage.toString()})`)() as typeof signInErrorMessage;
    expect(inlined("locked:3", signInErrorTexts)).toContain("in 3 Minuten erneut");
  });
});
