import { ENGINE_VERSION } from "@/lib/analysis/engine";
import { joinList, joinQuoted } from "@/lib/analysis/explain";
import {
  DEFAULT_HOUSEHOLD_RECOMMENDATIONS,
  FAMILY_SUMMARY,
  FAMILY_THEMES,
  HOUSEHOLD_TEXTS,
  MIRROR_RECOMMENDATIONS,
  MIRRORS,
  SAME_PATTERN_EXPLANATION,
  THEME_RECOMMENDATIONS,
  type MirrorKind,
} from "@/lib/analysis/knowledge-base/family-texts";
import type { FamilyTheme, RecommendationKey } from "@/lib/analysis/knowledge-base/types";
import { themeOfPattern } from "@/lib/analysis/pattern-themes";
import { buildRecommendation } from "@/lib/analysis/recommend";
import type {
  FamilyAnalysisResult,
  FamilyMember,
  FamilyMirror,
  Recommendation,
  SharedPattern,
} from "@/lib/analysis/types";
import type { EnergyState } from "@/prisma/generated/client/enums";

/** Thrown when fewer than two profiles are analysed together; the UI shows its own message. */
export class FamilyAnalysisError extends Error {
  readonly code = "too_few_members";

  constructor(readonly memberCount: number) {
    super(`Die Familienanalyse braucht mindestens 2 Profile (erhalten: ${memberCount}).`);
    this.name = "FamilyAnalysisError";
  }
}

const MAX_SHARED = 5;
const MAX_MIRRORS = 4;
const MAX_HOUSEHOLD_RECOMMENDATIONS = 5;
const CALM_STATES: readonly EnergyState[] = ["harmonisch", "gestärkt"];
const TENSE_STATES: readonly EnergyState[] = ["überreizt", "unruhig"];
const STUCK_STATES: readonly EnergyState[] = ["blockiert", "müde"];
/** Mirrors of two members in a like state; the others are a calm and a strained one. */
const LIKE_STATE_MIRRORS: readonly MirrorKind[] = [
  "anspannung",
  "erschoepfung",
  "festgefahren",
  "gleichklang",
  "staerkung",
];

interface Group {
  key: string;
  members: string[];
}

function displayName(member: FamilyMember): string {
  const name = member.name.trim();
  if (name.length > 0) return name;
  return member.profileType === "animal" ? "dein Tier" : "ein Familienmitglied";
}

function fill(template: string, values: Record<string, string>): string {
  return template.replace(/\{(\w+)\}/g, (match, key: string) => values[key] ?? match);
}

/** Keys that at least two members share, most widely shared first, ties by key. */
function sharedGroups(members: readonly FamilyMember[], keysOf: (member: FamilyMember) => string[]): Group[] {
  const groups = new Map<string, string[]>();
  for (const member of members) {
    for (const key of new Set(keysOf(member)))
      groups.set(key, [...(groups.get(key) ?? []), displayName(member)]);
  }
  return [...groups.entries()]
    .filter(([, names]) => names.length >= 2)
    .map(([key, names]) => ({ key, members: names }))
    .sort((a, b) => b.members.length - a.members.length || (a.key < b.key ? -1 : 1));
}

function findSharedPatterns(members: readonly FamilyMember[]): SharedPattern[] {
  const titles = new Map(
    members.flatMap((member) => member.result.patterns.map((p) => [p.id, p.title] as const)),
  );
  const byId: SharedPattern[] = sharedGroups(members, (member) =>
    member.result.patterns.map((p) => p.id),
  ).map(({ key, members: names }) => {
    const title = titles.get(key) ?? key;
    return {
      id: key,
      title,
      explanation: fill(SAME_PATTERN_EXPLANATION, { names: joinList(names), title }),
      members: names,
    };
  });
  const covered = new Set(
    byId.map((shared) => `${themeOfPattern(shared.id) ?? ""}|${shared.members.join("|")}`),
  );
  const byTheme: SharedPattern[] = sharedGroups(members, (member) =>
    member.result.patterns.flatMap((pattern) => themeOfPattern(pattern.id) ?? []),
  )
    .filter(({ key, members: names }) => !covered.has(`${key}|${names.join("|")}`))
    .map(({ key, members: names }) => {
      const theme = FAMILY_THEMES[key as FamilyTheme];
      return {
        id: `thema-${key}`,
        title: theme.title,
        explanation: fill(theme.explanation, { names: joinList(names) }),
        members: names,
      };
    });
  return [...byId, ...byTheme].slice(0, MAX_SHARED);
}

function mirrorKind(first: FamilyMember, second: FamilyMember): MirrorKind | null {
  const a = first.result.overallState;
  const b = second.result.overallState;
  const mixed = first.profileType !== second.profileType;
  if (!mixed) {
    if (a !== b || CALM_STATES.includes(a)) return null;
    return a === "müde" ? "erschoepfung" : "gleichklang";
  }
  if (CALM_STATES.includes(a) && CALM_STATES.includes(b)) return "staerkung";
  if (CALM_STATES.includes(a)) return "halt";
  if (CALM_STATES.includes(b)) return "ruhepol";
  if (a === "müde" && b === "müde") return "erschoepfung";
  if (TENSE_STATES.includes(a) && TENSE_STATES.includes(b)) return "anspannung";
  if (STUCK_STATES.includes(a) && STUCK_STATES.includes(b)) return "festgefahren";
  return "belastung";
}

interface MirrorFound {
  mirror: FamilyMirror;
  kind: MirrorKind;
}

/** People and animals first (the human named first), then members of the same kind in the same state. */
function findMirrors(members: readonly FamilyMember[]): MirrorFound[] {
  const humans = members.filter((member) => member.profileType === "human");
  const animals = members.filter((member) => member.profileType === "animal");
  const pairs: [FamilyMember, FamilyMember][] = humans.flatMap((human) =>
    animals.map((animal) => [human, animal] as [FamilyMember, FamilyMember]),
  );
  for (const group of [humans, animals]) {
    group.forEach((first, index) => group.slice(index + 1).forEach((second) => pairs.push([first, second])));
  }
  const found: MirrorFound[] = [];
  for (const [first, second] of pairs) {
    const kind = mirrorKind(first, second);
    if (!kind) continue;
    const values = {
      a: displayName(first),
      b: displayName(second),
      stateA: first.result.overallState,
      stateB: second.result.overallState,
    };
    const { title, explanation } = MIRRORS[kind];
    found.push({
      kind,
      mirror: { title, explanation: fill(explanation, values), members: [values.a, values.b] },
    });
  }
  return found.slice(0, MAX_MIRRORS);
}

function householdRecommendations(
  shared: readonly SharedPattern[],
  mirrors: readonly MirrorFound[],
  hasAnimal: boolean,
): Recommendation[] {
  const themes = shared.flatMap((pattern) => {
    const theme = pattern.id.startsWith("thema-")
      ? pattern.id.slice("thema-".length)
      : themeOfPattern(pattern.id);
    return theme && theme in THEME_RECOMMENDATIONS ? [theme as FamilyTheme] : [];
  });
  const keys: RecommendationKey[] = [
    ...themes.flatMap((theme) => THEME_RECOMMENDATIONS[theme]),
    ...mirrors.map(({ kind }) => MIRROR_RECOMMENDATIONS[kind]),
    ...(hasAnimal ? (["impulse:tierbindung"] as const) : []),
    ...DEFAULT_HOUSEHOLD_RECOMMENDATIONS,
  ];
  const unique = [...new Set(keys)].filter((key) => HOUSEHOLD_TEXTS[key] !== undefined);
  return unique.slice(0, MAX_HOUSEHOLD_RECOMMENDATIONS).map((key) => ({
    ...buildRecommendation(key, "human", ""),
    text: HOUSEHOLD_TEXTS[key] ?? "",
  }));
}

function familySummary(
  members: readonly FamilyMember[],
  shared: readonly SharedPattern[],
  mirrors: readonly MirrorFound[],
): string {
  const names = members.map(displayName);
  const flagged = members.filter((member) => member.result.redFlags.length > 0).map(displayName);
  const sentences = [fill(FAMILY_SUMMARY.intro, { count: String(members.length), names: joinList(names) })];
  if (flagged.length > 0) sentences.push(fill(FAMILY_SUMMARY.redFlags, { names: joinList(flagged) }));
  const [firstMirror] = mirrors;
  const mirror = flagged.length === 0 ? firstMirror : undefined;
  const [a = "", b = ""] = mirror?.mirror.members ?? [];
  const alike = mirror !== undefined && LIKE_STATE_MIRRORS.includes(mirror.kind);
  if (shared.length > 0) {
    const titles = joinQuoted(shared.slice(0, 3).map((pattern) => pattern.title));
    sentences.push(fill(FAMILY_SUMMARY.shared, { titles }));
  } else if (!alike) sentences.push(FAMILY_SUMMARY.noShared);
  // "Gemeinsame Muster zeigen sich kaum" and then "spiegeln sich deutlich" would contradict each other.
  if (mirror && alike)
    sentences.push(fill(shared.length > 0 ? FAMILY_SUMMARY.mirror : FAMILY_SUMMARY.mirrorOnly, { a, b }));
  else if (mirror) sentences.push(fill(FAMILY_SUMMARY.counterpart, { a, b }));
  return sentences.join(" ");
}

/** Looks at several profiles' analyses together: shared themes, mirrored states, household ideas. */
export function analyzeFamily(members: FamilyMember[]): FamilyAnalysisResult {
  if (members.length < 2) throw new FamilyAnalysisError(members.length);
  const sharedPatterns = findSharedPatterns(members);
  const mirrors = findMirrors(members);
  return {
    version: ENGINE_VERSION,
    sharedPatterns,
    mirrors: mirrors.map(({ mirror }) => mirror),
    householdRecommendations: householdRecommendations(
      sharedPatterns,
      mirrors,
      members.some((member) => member.profileType === "animal"),
    ),
    summary: familySummary(members, sharedPatterns, mirrors),
  };
}
