// Issue 23: the seeded demo profile could not be saved again, because its symptoms and behaviours
// were labels ('Nackenschmerzen', 'Unruhe') that the wizard does not offer.
import { describe, expect, it } from "vitest";

import { BEHAVIOR_PATTERN_OPTIONS, SYMPTOM_OPTIONS } from "@/lib/profile/options";
import { DEMO_DOG, DEMO_PERSON } from "@/scripts/demo-profiles";

const values = (options: readonly { value: string }[]) => options.map((option) => option.value);

describe("the demo profiles", () => {
  it("choose only symptoms the wizard offers", () => {
    expect(values(SYMPTOM_OPTIONS)).toEqual(expect.arrayContaining(DEMO_PERSON.currentSymptoms));
  });

  it("choose only behaviours the wizard offers", () => {
    expect(values(BEHAVIOR_PATTERN_OPTIONS)).toEqual(expect.arrayContaining(DEMO_DOG.behaviorPatterns));
  });
});
