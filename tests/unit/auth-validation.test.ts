import { describe, expect, it } from "vitest";

import {
  changePasswordSchema,
  deleteAccountSchema,
  passwordResetSchema,
  signInSchema,
  signUpSchema,
} from "@/lib/validations/auth";

const firstMessage = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues[0]?.message;

describe("sign-in schema", () => {
  it.each([
    [{ email: "", password: "x" }, "Bitte E-Mail eingeben"],
    [{ email: "   ", password: "x" }, "Bitte E-Mail eingeben"],
    [{ email: "keine-adresse", password: "x" }, "Bitte gib eine gültige E-Mail-Adresse ein."],
    [
      { email: `${"a".repeat(250)}@example.org`, password: "x" },
      "Die E-Mail-Adresse darf höchstens 254 Zeichen haben.",
    ],
    [{ email: "a@b.at", password: "" }, "Bitte Passwort eingeben"],
    [{ email: "a@b.at", password: "x".repeat(1001) }, "Das Passwort darf höchstens 1.000 Zeichen haben."],
  ])("refuses %j with a German message", (input, message) => {
    expect(firstMessage(signInSchema.safeParse(input))).toBe(message);
  });

  it.each([
    null,
    "a@b.at",
    42,
    [],
    { email: 1, password: 2 },
    { email: "a@b.at", password: "x", role: "admin" },
  ])("refuses the forged post %j", (input) => {
    expect(signInSchema.safeParse(input).success).toBe(false);
  });

  it("lower-cases and trims the e-mail address", () => {
    expect(signInSchema.parse({ email: "  Mara@Example.ORG ", password: "x" }).email).toBe(
      "mara@example.org",
    );
  });

  it("accepts markup and unicode as password characters, but never as an address", () => {
    expect(signInSchema.safeParse({ email: "a@b.at", password: "<script>ü🙂</script>" }).success).toBe(true);
    expect(signInSchema.safeParse({ email: "<script>@x", password: "x" }).success).toBe(false);
  });
});

describe("sign-up schema", () => {
  const valid = { email: "neu@example.org", password: "lang-genug", confirmPassword: "lang-genug" };

  it("accepts matching passwords of at least 8 characters", () => {
    expect(signUpSchema.safeParse(valid).success).toBe(true);
  });

  it.each([
    [{ ...valid, confirmPassword: "anders-123" }, "Passwörter stimmen nicht überein"],
    [
      { ...valid, password: "kurz", confirmPassword: "kurz" },
      "Das Passwort muss mindestens 8 Zeichen haben.",
    ],
    [
      { ...valid, password: "        ", confirmPassword: "        " },
      "Das Passwort darf nicht nur aus Leerzeichen bestehen.",
    ],
    [
      { ...valid, password: "x".repeat(1001), confirmPassword: "x".repeat(1001) },
      "Das Passwort darf höchstens 1.000 Zeichen haben.",
    ],
  ])("refuses %j", (input, message) => {
    expect(firstMessage(signUpSchema.safeParse(input))).toBe(message);
  });

  it("puts the mismatch on the confirmation field", () => {
    const result = signUpSchema.safeParse({ ...valid, confirmPassword: "x" });
    expect(
      result.error?.issues.find((issue) => issue.message === "Passwörter stimmen nicht überein")?.path,
    ).toEqual(["confirmPassword"]);
  });
});

describe("password reset, change and deletion schemas", () => {
  const token = "A".repeat(43);

  it("needs a 43-character base64url token", () => {
    expect(
      passwordResetSchema.safeParse({ token, password: "lang-genug", confirmPassword: "lang-genug" }).success,
    ).toBe(true);
    expect(
      firstMessage(
        passwordResetSchema.safeParse({
          token: "abc",
          password: "lang-genug",
          confirmPassword: "lang-genug",
        }),
      ),
    ).toBe("Dieser Link ist ungültig. Bitte fordere einen neuen an.");
    expect(
      passwordResetSchema.safeParse({
        token: `${"A".repeat(42)}'`,
        password: "lang-genug",
        confirmPassword: "lang-genug",
      }).success,
    ).toBe(false);
  });

  it("needs the current password and a confirmed new one", () => {
    expect(
      changePasswordSchema.safeParse({
        currentPassword: "",
        password: "lang-genug",
        confirmPassword: "lang-genug",
      }).success,
    ).toBe(false);
    expect(
      changePasswordSchema.safeParse({
        currentPassword: "alt",
        password: "lang-genug",
        confirmPassword: "lang-genug",
      }).success,
    ).toBe(true);
  });

  it("deletes only with the exact confirmation word", () => {
    expect(deleteAccountSchema.safeParse({ confirmation: "LÖSCHEN" }).success).toBe(true);
    expect(deleteAccountSchema.safeParse({ confirmation: "löschen" }).success).toBe(false);
    expect(deleteAccountSchema.safeParse({}).success).toBe(false);
  });
});
