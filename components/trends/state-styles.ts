import type { EnergyState } from "@/prisma/generated/client/enums";

/**
 * One colour per energy state, from the theme's tokens, shared by the chart markers and the
 * check-in chips so the two read together. Neighbouring states differ in hue and lightness; the
 * markers carry an outline, so the pale ones stay visible. Tailwind needs the class names whole.
 */
export const STATE_STYLES: Record<EnergyState, { dot: string; fill: string }> = {
  gestärkt: { dot: "bg-sun", fill: "fill-sun" },
  harmonisch: { dot: "bg-primary", fill: "fill-primary" },
  unruhig: { dot: "bg-warning", fill: "fill-warning" },
  überreizt: { dot: "bg-destructive", fill: "fill-destructive" },
  blockiert: { dot: "bg-accent-foreground", fill: "fill-accent-foreground" },
  müde: { dot: "bg-moon", fill: "fill-moon" },
};

/** The outline around every state dot. */
export const STATE_DOT_OUTLINE = "ring-1 ring-foreground/30";
