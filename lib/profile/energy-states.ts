import type { EnergyState } from "@/prisma/generated/client/enums";

// The labels and descriptions of the six energy states (also in lib/profile/options.ts).

export const ENERGY_STATE_LABELS: Record<EnergyState, string> = {
  harmonisch: "Harmonisch",
  überreizt: "Überreizt",
  blockiert: "Blockiert",
  gestärkt: "Gestärkt",
  müde: "Müde",
  unruhig: "Unruhig",
};

/**
 * The six states in the app's order. From the labels' record, whose type keeps it complete, rather
 * than from Prisma's generated enums module: that module holds every enum of the schema and came
 * along into the dashboard's script with the check-in.
 */
export const ENERGY_STATES = Object.keys(ENERGY_STATE_LABELS) as readonly EnergyState[];

/** One sentence for the dashboard state card. */
export const ENERGY_STATE_DESCRIPTIONS: Record<EnergyState, string> = {
  harmonisch: "Du bist gerade gut bei dir: Körper und Gefühl sind im Einklang, und das darf so bleiben.",
  überreizt: "Gerade strömt viel auf dich ein, und dein System sehnt sich nach Ruhe und weniger Reizen.",
  blockiert: "Etwas hält dich gerade fest; sanfte Bewegung und ehrliche Worte können wieder Fluss bringen.",
  gestärkt: "Du hast gerade viel Kraft und Klarheit in dir – ein guter Moment, um Neues anzugehen.",
  müde: "Deine Reserven sind gerade niedrig; gönn dir Pausen, bevor du wieder Leistung verlangst.",
  unruhig: "In dir ist gerade viel Bewegung und Sorge; kleine Rituale können dir Halt geben.",
};
