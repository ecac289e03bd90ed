// How long and how often: the part of a statement that makes it durable. Each is recognised in the
// folded words and said again in a fixed phrase of its own, never copied from the user's sentence.

const NUMBERS: Readonly<Record<string, string>> = {
  einer: "einer",
  einem: "einem",
  zwei: "zwei",
  drei: "drei",
  vier: "vier",
  fuenf: "fünf",
  sechs: "sechs",
  sieben: "sieben",
  acht: "acht",
  neun: "neun",
  zehn: "zehn",
  elf: "elf",
  zwoelf: "zwölf",
  "ein paar": "ein paar",
  einigen: "einigen",
  mehreren: "mehreren",
  vielen: "vielen",
};

const UNITS: Readonly<Record<string, string>> = {
  woche: "Woche",
  wochen: "Wochen",
  monat: "Monat",
  monaten: "Monaten",
  jahr: "Jahr",
  jahren: "Jahren",
};

const DURATION = new RegExp(
  ` seit (?:(${Object.keys(NUMBERS).join("|")}|[0-9]{1,2}) )?(${Object.keys(UNITS).join("|")}) `,
);

/** Days, hours and minutes are not durable ("seit zwei Tagen", "seit 40 min"): left alone. */
const DAYS =
  / seit (?:[a-z0-9]+ ){0,2}(?:tag|tagen|stunde|stunden|minute|minuten|min) | seit (?:heute|gestern|vorgestern) /;

const SINCE: readonly (readonly [RegExp, string])[] = [
  [/ seit (?:der|meiner|unserer) trennung /, "seit der Trennung"],
  [/ seit (?:der|meiner|unserer) scheidung /, "seit der Scheidung"],
  [/ seit (?:dem|unserem|meinem) umzug | seit (?:ich|wir) umgezogen (?:bin|sind) /, "seit dem Umzug"],
  [/ seit (?:dem|meinem) unfall /, "seit dem Unfall"],
  [
    / seit (?:der|meiner) (?:kuendigung|arbeitslosigkeit) | seit ich (?:meinen job|meine arbeit|meine stelle) verloren habe /,
    "seit der Kündigung",
  ],
  [/ seit (?:dem|meinem) (?:neuen job|jobwechsel|stellenwechsel) /, "seit dem neuen Job"],
  [/ seit (?:der|meiner) diagnose /, "seit der Diagnose"],
  [/ seit (?:der|meiner) (?:op|operation) /, "seit der Operation"],
  [/ seit (?:der|meiner) schwangerschaft /, "seit der Schwangerschaft"],
  [/ seit (?:der|meiner) geburt /, "seit der Geburt"],
  [/ seit (?:corona|covid|der pandemie) /, "seit der Pandemie"],
  [
    / seit dem tod (?:meiner|meines|unserer|unseres) (?:mutter|vaters|mannes|frau|oma|opas|hundes|katze) /,
    "",
  ],
  [/ seit (?:langem|langer zeit) | schon (?:lange|ewig|laenger) /, "seit Langem"],
];

const DEATH: Readonly<Record<string, string>> = {
  mutter: "deiner Mutter",
  vaters: "deines Vaters",
  mannes: "deines Mannes",
  frau: "deiner Frau",
  oma: "deiner Oma",
  opas: "deines Opas",
  hundes: "deines Hundes",
  katze: "deiner Katze",
};

export type Since = { kind: "since"; text: string } | { kind: "days" } | null;

/**
 * "seit der Trennung", "seit drei Wochen"; an unknown "seit …" is "seit einiger Zeit", which is
 * true of any; days are too short to remember.
 */
export function sinceOf(words: string): Since {
  if (!words.includes(" seit ") && !words.includes(" schon ")) return null;
  if (DAYS.test(words)) return { kind: "days" };
  for (const [pattern, text] of SINCE) {
    if (!pattern.test(words)) continue;
    if (text) return { kind: "since", text };
    const whose = / seit dem tod (?:meiner|meines|unserer|unseres) ([a-z]+) /.exec(words)?.[1] ?? "";
    return { kind: "since", text: `seit dem Tod ${DEATH[whose] ?? ""}`.trim() };
  }
  const duration = DURATION.exec(words);
  if (duration) {
    const count = duration[1] ? (NUMBERS[duration[1]] ?? duration[1]) : "";
    const unit = UNITS[duration[2] ?? ""] ?? "";
    return { kind: "since", text: ["seit", count, unit].filter(Boolean).join(" ") };
  }
  return words.includes(" seit ") ? { kind: "since", text: "seit einiger Zeit" } : null;
}

const FREQUENCY: readonly (readonly [RegExp, string])[] = [
  [/ fast jede nacht /, "fast jede Nacht"],
  [/ jede nacht /, "jede Nacht"],
  [/ jeden abend /, "jeden Abend"],
  [/ jeden tag | taeglich /, "jeden Tag"],
  [/ immer wieder /, "immer wieder"],
  [/ (?:sehr |ziemlich )?oft /, "oft"],
  [/ haeufig /, "häufig"],
  [/ staendig /, "ständig"],
  [/ dauernd /, "dauernd"],
  [/ regelmaessig /, "regelmäßig"],
  [/ meistens /, "meistens"],
  [/ stundenlang /, "stundenlang"],
];

const TIME_OF_DAY: readonly (readonly [RegExp, string])[] = [
  [/ nachts | in der nacht /, "nachts"],
  [/ abends | am abend /, "abends"],
  [/ morgens | am morgen /, "morgens"],
  [/ tagsueber /, "tagsüber"],
];

/** "oft", "jede Nacht" … */
export const frequencyOf = (words: string): string | null =>
  FREQUENCY.find(([pattern]) => pattern.test(words))?.[1] ?? null;

/** "nachts", "abends" … */
export const timeOfDayOf = (words: string): string | null =>
  TIME_OF_DAY.find(([pattern]) => pattern.test(words))?.[1] ?? null;

export const isChronic = (words: string) => / chronisch(?:e|en|er)? /.test(words);

/**
 * When and how often, in the order German puts them ("seit der Trennung nachts oft"), or null when
 * nothing makes the statement durable. Days make it passing: null too.
 */
export function durableFrame(words: string, options: { timeOfDay?: boolean } = {}): string | null {
  const since = sinceOf(words);
  if (since?.kind === "days") return null;
  const time = options.timeOfDay === false ? null : timeOfDayOf(words);
  const frequency = frequencyOf(words);
  const parts = [since?.text ?? null, time, frequency].filter((part): part is string => part !== null);
  return parts.length > 0 ? parts.join(" ") : null;
}
