// 'Tagebuch sperren' (issue 16), the pure parts: the PIN's shape with its German errors, and the
// 5 minutes after which an unlocked journal closes again.
import { describe, expect, it } from "vitest";

import { formatClock, msUntilRelock, UNLOCK_MS, unlockEnd } from "@/lib/journal-lock/timing";
import { changePinSchema, pinSchema, setPinFormSchema, setPinSchema } from "@/lib/validations/journal-lock";
import { journalLockMessages } from "@/messages/journal-lock";

const t = journalLockMessages.errors;
const profileId = "4b0b8a55-54a4-4a7e-9a58-6f4c4bb2b0a1";

const firstError = (value: unknown) => {
  const parsed = pinSchema.safeParse(value);
  return parsed.success ? null : parsed.error.issues[0]?.message;
};

describe("the PIN", () => {
  it("takes 4 to 8 digits", () => {
    for (const pin of ["0000", "1234", "12345678", "0012"]) expect(firstError(pin)).toBeNull();
  });

  it("refuses letters, too few and too many digits in German", () => {
    expect(firstError("12a4")).toBe(t.pinDigits);
    expect(firstError("123")).toBe(t.pinLength);
    expect(firstError("123456789")).toBe(t.pinLength);
    expect(firstError("")).toBe(t.pinRequired);
    expect(firstError(" 1234")).toBe(t.pinDigits);
    expect(firstError("１２３４")).toBe(t.pinDigits);
    expect(firstError(1234)).toBe(t.pinRequired);
  });

  it("must be entered twice alike", () => {
    const parsed = setPinFormSchema.safeParse({ pin: "2468", confirmPin: "2469" });
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues).toEqual([
      expect.objectContaining({ path: ["confirmPin"], message: t.pinsDiffer }),
    ]);
    expect(setPinSchema.safeParse({ profileId, pin: "2468", confirmPin: "2468" }).success).toBe(true);
  });

  it("changes only with the old PIN in the right shape, and no unknown fields", () => {
    expect(
      changePinSchema.safeParse({ profileId, currentPin: "12a4", pin: "2468", confirmPin: "2468" }),
    ).toMatchObject({ success: false });
    expect(setPinSchema.safeParse({ profileId, pin: "2468", confirmPin: "2468", pinHash: "x" }).success).toBe(
      false,
    );
  });
});

describe("re-locking", () => {
  it("closes 5 minutes after unlocking", () => {
    const now = new Date("2026-11-25T10:00:00Z");
    const end = unlockEnd(now);
    expect(end.getTime() - now.getTime()).toBe(5 * 60_000);
    expect(UNLOCK_MS).toBe(300_000);
    expect(msUntilRelock(end, now)).toBe(300_000);
    expect(msUntilRelock(end, new Date(now.getTime() + 299_999))).toBe(1);
    expect(msUntilRelock(end, new Date(now.getTime() + 300_000))).toBe(0);
    expect(msUntilRelock(end, new Date(now.getTime() + 900_000))).toBe(0);
  });

  it("says until when in Vienna time", () => {
    expect(formatClock(new Date("2026-11-25T13:37:00Z"))).toBe("14:37");
    expect(formatClock(new Date("2026-07-01T23:05:00Z"))).toBe("01:05");
  });
});
