import { describe, expect, it } from "vitest";

import { resolveEnergyState } from "@/lib/analysis";
import { ENERGY_STATE_DESCRIPTIONS, ENERGY_STATE_LABELS } from "@/lib/profile/options";
import { ENERGY_STATES } from "@/lib/profile/energy-states";
import { EnergyState } from "@/prisma/generated/client/enums";

describe("ENERGY_STATES", () => {
  it("is the schema's enum, in its order", () => {
    expect(ENERGY_STATES).toEqual(Object.values(EnergyState));
  });
});

describe("resolveEnergyState (spec §4: unknown → harmonisch)", () => {
  it.each(Object.values(EnergyState))("keeps the known state %s", (state) => {
    expect(resolveEnergyState(state)).toBe(state);
  });

  it.each([
    ["Überreizt", "überreizt"],
    ["  MÜDE ", "müde"],
    ["ueberreizt", "überreizt"],
    ["gestaerkt", "gestärkt"],
    ["muede", "müde"],
  ])("reads %j as %s", (input, expected) => {
    expect(resolveEnergyState(input)).toBe(expected);
  });

  it.each([null, undefined, "", "   ", "glücklich", "harmonie", 3, {}, [], true, Number.NaN])(
    "falls back to harmonisch for %j",
    (input) => {
      expect(resolveEnergyState(input)).toBe("harmonisch");
    },
  );
});

describe("energy state labels and descriptions", () => {
  it("has a German label and one warm sentence for every state", () => {
    for (const state of Object.values(EnergyState)) {
      expect(ENERGY_STATE_LABELS[state]).toMatch(/^[A-ZÄÖÜ]/);
      const description = ENERGY_STATE_DESCRIPTIONS[state];
      expect(description).toMatch(/\.$/);
      expect(description.split(/(?<=[.!?])\s+/)).toHaveLength(1);
      expect(description).toMatch(/\b(du|dich|dir|dein\w*)\b/i);
    }
  });
});
