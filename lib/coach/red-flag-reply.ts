import type { AnimalRef } from "@/lib/coach/animal-ref";
import type { RedFlagMatch } from "@/lib/safety/red-flags";

const HUMAN_FIRST = "Bitte geh jetzt zu einer Ärztin oder einem Arzt.";
const HUMAN_CALM =
  "Was du beschreibst, gehört jetzt in ärztliche Hände, und wenn es akut schlimmer wird, wähl bitte den Notruf 144 oder 112; danach bin ich gern wieder für dich da.";
const ANIMAL_CALM =
  "Was du beschreibst, gehört jetzt in tierärztliche Hände, ruf am besten schon vorher in der Praxis oder beim tierärztlichen Notdienst an; danach bin ich gern wieder für euch da.";

/** The plain answer first ("Bitte bring Bello jetzt zum Tierarzt."), then one calm sentence. */
export function redFlagReplyText(flags: readonly RedFlagMatch[], animal: AnimalRef): string {
  if (flags.some((flag) => flag.audience === "arzt")) return `${HUMAN_FIRST} ${HUMAN_CALM}`;
  return `Bitte bring ${animal.tierAkk} jetzt zum Tierarzt. ${ANIMAL_CALM}`;
}
