import { crisisResources } from "@/content/crisis-resources";
import type { CrisisKind } from "@/lib/safety/crisis";
import type { CoachProfile } from "@/lib/coach/types";

function numbers(country: string): string {
  const list = crisisResources
    .filter((resource) => resource.country === country && resource.label === "TelefonSeelsorge")
    .map((resource) => resource.number);
  if (list.length <= 1) return list.join("");
  return `${list.slice(0, -1).join(", ")} oder ${list[list.length - 1]}`;
}

const HOTLINES = `Bitte sprich jetzt mit einem Menschen: Die TelefonSeelsorge ist rund um die Uhr kostenlos und anonym für dich da, in Österreich unter ${numbers("Österreich")}, in Deutschland unter ${numbers("Deutschland")}.`;

const OPENING: Record<CrisisKind, string> = {
  suicide:
    "danke, dass du mir das anvertraust. Was du schreibst, klingt nach sehr großem Schmerz, und damit sollst du nicht allein bleiben.",
  self_harm:
    "danke, dass du mir das anvertraust. Was du schreibst, klingt danach, dass es dir gerade sehr schlecht geht, und du verdienst jetzt Unterstützung.",
  violence:
    "danke, dass du das offen aussprichst. Wenn du fürchtest, jemandem etwas anzutun, ist es wichtig, jetzt für Abstand zu sorgen.",
};

const CLOSING: Record<CrisisKind, string> = {
  suicide:
    "Wenn du in unmittelbarer Gefahr bist, wähl bitte sofort den Notruf 144 oder 112. Ist gerade jemand in deiner Nähe, den du anrufen oder zu dir holen kannst?",
  self_harm:
    "Wenn du verletzt bist oder in unmittelbarer Gefahr, wähl bitte sofort den Notruf 144 oder 112. Ist gerade jemand in deiner Nähe, den du anrufen oder zu dir holen kannst?",
  violence:
    "Wenn jemand in unmittelbarer Gefahr ist, wähl bitte sofort den Notruf 112 oder 144. Kannst du gerade etwas Abstand zwischen dich und die Situation bringen?",
};

/**
 * Stops coaching: a short, caring message that points to people who can help right now. The
 * numbers come from the same list the app shows as tap-to-call buttons.
 */
export function crisisReplyText(kind: CrisisKind, profile: CoachProfile): string {
  const opening = OPENING[kind];
  const greeting =
    profile.profileType === "human"
      ? `${profile.name}, ${opening}`
      : `${opening.charAt(0).toUpperCase()}${opening.slice(1)}`;
  return `${greeting} ${HOTLINES} ${CLOSING[kind]}`;
}
