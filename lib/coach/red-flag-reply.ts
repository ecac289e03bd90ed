import { NOW_HUMAN, POISON_HUMAN } from "@/content/safety/red-flag-texts";
import type { AnimalRef } from "@/lib/coach/animal-ref";
import type { RedFlagMatch } from "@/lib/safety/red-flags";

const HUMAN_FIRST = "Bitte geh jetzt zu einer Ärztin oder einem Arzt.";
const HUMAN_CALM =
  "Was du beschreibst, gehört jetzt in ärztliche Hände, und wenn es akut schlimmer wird, wähl bitte den Notruf 144 oder 112; danach bin ich gern wieder für dich da.";
const HUMAN_AFTER = "Danach bin ich gern wieder für dich da.";
const ANIMAL_CALM =
  "Was du beschreibst, gehört jetzt in tierärztliche Hände, ruf am besten schon vorher in der Praxis oder beim tierärztlichen Notdienst an; danach bin ich gern wieder für euch da.";

/**
 * The plain answer first ("Bitte bring Bello jetzt zum Tierarzt."), then one calm sentence. A
 * person's sign that cannot wait gets the emergency numbers right after it, a poisoning the poison
 * information centres too (the same words as the red-flag card of content/safety/red-flag-texts.ts).
 */
export function redFlagReplyText(flags: readonly RedFlagMatch[], animal: AnimalRef): string {
  const human = flags.filter((flag) => flag.audience === "arzt");
  if (human.length === 0) return `Bitte bring ${animal.tierAkk} jetzt zum Tierarzt. ${ANIMAL_CALM}`;
  const now = human.some((flag) => flag.level === "notruf");
  const poison = human.some((flag) => (flag.poisonCentres?.length ?? 0) > 0);
  if (!now && !poison) return `${HUMAN_FIRST} ${HUMAN_CALM}`;
  return [HUMAN_FIRST, now ? NOW_HUMAN : null, poison ? POISON_HUMAN : null, HUMAN_AFTER]
    .filter(Boolean)
    .join(" ");
}
