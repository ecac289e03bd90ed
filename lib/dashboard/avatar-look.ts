import { resolveEnergyState } from "@/lib/analysis/energy-state";
import type { EnergyState } from "@/prisma/generated/client/enums";

/** How the avatar shows an energy state: its face and the rhythm of its glow. */
export interface AvatarLook {
  /** Mouth curve: -1 frowns, 0 is flat, 1 smiles broadly. */
  smile: number;
  /** Share of each eye the lid covers: 0 wide open, 1 closed. */
  eyelid: number;
  brows: "none" | "raised" | "knit";
  blush: boolean;
  /** Seconds for one breath of the glow; agitated states breathe faster. */
  pulseSeconds: number;
  /** Size of the glow and rays: below 1 dimmed, above 1 radiant. */
  glow: number;
  /** A faint tremble for the restless states. */
  tremble: boolean;
}

const LOOKS: Record<EnergyState, AvatarLook> = {
  harmonisch: {
    smile: 0.6,
    eyelid: 0.1,
    brows: "none",
    blush: true,
    pulseSeconds: 6,
    glow: 1,
    tremble: false,
  },
  gestärkt: { smile: 0.9, eyelid: 0, brows: "none", blush: true, pulseSeconds: 4, glow: 1.2, tremble: false },
  überreizt: {
    smile: -0.1,
    eyelid: 0,
    brows: "raised",
    blush: false,
    pulseSeconds: 1.8,
    glow: 1.1,
    tremble: true,
  },
  unruhig: {
    smile: 0.1,
    eyelid: 0.05,
    brows: "raised",
    blush: false,
    pulseSeconds: 2.6,
    glow: 0.95,
    tremble: true,
  },
  blockiert: {
    smile: -0.25,
    eyelid: 0.25,
    brows: "knit",
    blush: false,
    pulseSeconds: 9,
    glow: 0.7,
    tremble: false,
  },
  müde: {
    smile: 0.15,
    eyelid: 0.55,
    brows: "none",
    blush: false,
    pulseSeconds: 10,
    glow: 0.75,
    tremble: false,
  },
};

/** The look for a stored state; unknown values look harmonisch (spec §4). */
export function avatarLook(state: unknown): AvatarLook {
  return LOOKS[resolveEnergyState(state)];
}
