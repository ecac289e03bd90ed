import { stableHash } from "@/lib/impulses/stable-hash";

/** Deterministic variation: the same message at the same point of a conversation gets the same reply. */
export interface Variation {
  pick<T>(options: readonly T[], slot: string): T;
}

export function variation(seed: number): Variation {
  return {
    pick<T>(options: readonly T[], slot: string): T {
      const option = options[(seed + stableHash(slot)) % options.length];
      if (option === undefined) throw new Error(`No options for "${slot}"`);
      return option;
    },
  };
}

export function replySeed(message: string, historyLength: number): number {
  return stableHash(`${message.trim()}|${historyLength}`);
}
