import { ENERGY_STATES } from "@/lib/profile/energy-states";
import type { EnergyState } from "@/prisma/generated/client/enums";

const STATES: readonly string[] = ENERGY_STATES;

/** Spellings without umlauts, as they may arrive from older clients or URLs. */
const ASCII_SPELLINGS: Readonly<Record<string, EnergyState>> = {
  ueberreizt: "überreizt",
  gestaerkt: "gestärkt",
  muede: "müde",
};

function isEnergyState(value: string): value is EnergyState {
  return STATES.includes(value);
}

/**
 * The stored overall state as an EnergyState. Anything unknown, null or undefined falls back to
 * "harmonisch" (spec §4); text is compared trimmed and lower-cased.
 */
export function resolveEnergyState(value: unknown): EnergyState {
  if (typeof value !== "string") return "harmonisch";
  const candidate = value.trim().toLowerCase();
  if (isEnergyState(candidate)) return candidate;
  return ASCII_SPELLINGS[candidate] ?? "harmonisch";
}
