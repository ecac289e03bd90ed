import type { Impulse } from "@/content/impulses";
import type { ImpulseTopic } from "@/lib/analysis/links";
import type { EnergyState } from "@/prisma/generated/client/enums";

export const ALL = "alle";

export interface ImpulseFilter {
  state: EnergyState | typeof ALL;
  topic: ImpulseTopic | typeof ALL;
  query: string;
}

export const NO_FILTER: ImpulseFilter = { state: ALL, topic: ALL, query: "" };

/** Lower case without accents, so "mude" finds "müde" and "strasse" finds "Straße". */
function fold(text: string): string {
  return text
    .toLocaleLowerCase("de")
    .replace(/ß/g, "ss")
    .normalize("NFD")
    .replace(/\p{Diacritic}/gu, "");
}

const searchable = new WeakMap<Impulse, string>();

function haystack(impulse: Impulse): string {
  let text = searchable.get(impulse);
  if (text === undefined) {
    text = fold(`${impulse.text} ${impulse.context} ${impulse.author ?? ""}`);
    searchable.set(impulse, text);
  }
  return text;
}

/** The impulses matching the state, the topic and every word of the query. */
export function filterImpulses(library: readonly Impulse[], filter: ImpulseFilter): Impulse[] {
  const words = fold(filter.query).split(/\s+/).filter(Boolean);
  return library.filter(
    (impulse) =>
      (filter.state === ALL || impulse.state === filter.state) &&
      (filter.topic === ALL || impulse.topic === filter.topic) &&
      words.every((word) => haystack(impulse).includes(word)),
  );
}
