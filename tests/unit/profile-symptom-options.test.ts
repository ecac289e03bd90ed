// Issue 14 (layout polish): the wizard does not offer 'Regelbeschwerden' to a male profile.
import { describe, expect, it } from "vitest";

import { SYMPTOM_OPTIONS, symptomOptionsFor } from "@/lib/profile/options";

const labels = (gender: Parameters<typeof symptomOptionsFor>[0]) =>
  symptomOptionsFor(gender).map((option) => option.label);

describe("symptom options", () => {
  it("leave out 'Regelbeschwerden' for a male profile", () => {
    expect(labels("männlich")).not.toContain("Regelbeschwerden");
    expect(labels("männlich")).toHaveLength(SYMPTOM_OPTIONS.length - 1);
  });

  it("offer it to a female profile and while the gender is still open", () => {
    expect(labels("weiblich")).toContain("Regelbeschwerden");
    expect(labels(undefined)).toContain("Regelbeschwerden");
  });
});
