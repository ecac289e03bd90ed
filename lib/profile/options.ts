import type {
  AnimalType,
  BodyType,
  ExerciseLevel,
  FinancialSituation,
  Gender,
  HousingType,
  RelationshipStatus,
} from "@/prisma/generated/client/enums";

/** A checkbox or select choice: `value` is a stable ASCII slug stored in the database. */
export interface ProfileOption {
  readonly value: string;
  readonly label: string;
}

/** Human `current_symptoms`. */
export const SYMPTOM_OPTIONS = [
  { value: "kopfschmerzen", label: "Kopfschmerzen" },
  { value: "migraene", label: "Migräne" },
  { value: "nackenverspannung", label: "Nackenverspannung" },
  { value: "schulterschmerzen", label: "Schulterschmerzen" },
  { value: "rueckenschmerzen", label: "Rückenschmerzen" },
  { value: "kieferverspannung", label: "Kieferverspannung / Zähneknirschen" },
  { value: "magenbeschwerden", label: "Magenbeschwerden" },
  { value: "verdauungsprobleme", label: "Verdauungsprobleme" },
  { value: "hautprobleme", label: "Hautprobleme" },
  { value: "schlafstoerungen", label: "Schlafstörungen" },
  { value: "erschoepfung", label: "Erschöpfung" },
  { value: "herzrasen", label: "Herzrasen" },
  { value: "atembeschwerden", label: "Atembeschwerden" },
  { value: "gelenkschmerzen", label: "Gelenkschmerzen" },
  { value: "schwindel", label: "Schwindel" },
  { value: "tinnitus", label: "Tinnitus" },
  { value: "allergien", label: "Allergien" },
  { value: "konzentrationsprobleme", label: "Konzentrationsprobleme" },
  { value: "innere-unruhe", label: "Innere Unruhe" },
  { value: "regelbeschwerden", label: "Regelbeschwerden" },
  { value: "appetitveraenderung", label: "Appetitveränderung" },
] as const satisfies readonly ProfileOption[];

/** Symptoms that only some bodies have, and who is offered them (a male profile is not asked about periods). */
const SYMPTOMS_NOT_FOR: Partial<Record<SymptomValue, readonly Gender[]>> = {
  regelbeschwerden: ["männlich"],
};

/** The symptom checkboxes for a profile of this gender. */
export function symptomOptionsFor(gender: Gender | null | undefined): readonly ProfileOption[] {
  return SYMPTOM_OPTIONS.filter((option) => !gender || !SYMPTOMS_NOT_FOR[option.value]?.includes(gender));
}

/** Animal `behavior_patterns`. */
export const BEHAVIOR_PATTERN_OPTIONS = [
  { value: "aengstlich", label: "Ängstlich" },
  { value: "unruhig", label: "Unruhig" },
  { value: "aggressiv", label: "Aggressiv" },
  { value: "rueckzug", label: "Zieht sich zurück" },
  { value: "bellen", label: "Bellt oder miaut viel" },
  { value: "unsauberkeit", label: "Unsauberkeit" },
  { value: "pfotenlecken", label: "Pfotenlecken" },
  { value: "kratzen", label: "Kratzt sich häufig" },
  { value: "fressverweigerung", label: "Frisst schlecht" },
  { value: "fressgier", label: "Fressgier" },
  { value: "zerstoerung", label: "Zerstört Dinge" },
  { value: "klammern", label: "Klammert" },
  { value: "jagdtrieb", label: "Starker Jagdtrieb" },
  { value: "trennungsstress", label: "Stress beim Alleinsein" },
  { value: "apathie", label: "Antriebslos" },
  { value: "uebererregung", label: "Übererregt" },
  { value: "leinenziehen", label: "Zieht an der Leine" },
] as const satisfies readonly ProfileOption[];

/** Animal `emotional_issues`. */
export const EMOTIONAL_ISSUE_OPTIONS = [
  { value: "trennungsangst", label: "Trennungsangst" },
  { value: "geraeuschangst", label: "Angst vor Geräuschen" },
  { value: "eifersucht", label: "Eifersucht" },
  { value: "trauer", label: "Trauer" },
  { value: "unsicherheit", label: "Unsicherheit" },
  { value: "frustration", label: "Frustration" },
  { value: "angst-vor-menschen", label: "Angst vor fremden Menschen" },
  { value: "angst-vor-artgenossen", label: "Angst vor Artgenossen" },
  { value: "langeweile", label: "Langeweile" },
  { value: "stress-durch-veraenderung", label: "Stress durch Veränderungen" },
] as const satisfies readonly ProfileOption[];

export type SymptomValue = (typeof SYMPTOM_OPTIONS)[number]["value"];
export type BehaviorPatternValue = (typeof BEHAVIOR_PATTERN_OPTIONS)[number]["value"];
export type EmotionalIssueValue = (typeof EMOTIONAL_ISSUE_OPTIONS)[number]["value"];

/** The label for a stored slug; unknown slugs are shown as they were stored. */
export function optionLabel(options: readonly ProfileOption[], value: string): string {
  return options.find((option) => option.value === value)?.label ?? value;
}

export const PROFILE_TYPE_LABELS = { human: "Mensch", animal: "Tier" } as const;

export const GENDER_LABELS: Record<Gender, string> = {
  weiblich: "Weiblich",
  männlich: "Männlich",
  unbekannt: "Unbekannt",
};

export const ANIMAL_TYPE_LABELS: Record<AnimalType, string> = {
  hund: "Hund",
  katze: "Katze",
  pferd: "Pferd",
  andere: "Andere",
};

export const BODY_TYPE_LABELS: Record<BodyType, string> = {
  schlank: "Schlank",
  normal: "Normal",
  kräftig: "Kräftig",
  sportlich: "Sportlich",
};

export const RELATIONSHIP_STATUS_LABELS: Record<RelationshipStatus, string> = {
  single: "Single",
  beziehung: "In einer Beziehung",
  verheiratet: "Verheiratet",
  geschieden: "Geschieden",
  kompliziert: "Es ist kompliziert",
};

/** The Prisma value `im_wandel` is stored as 'im-wandel' in the database. */
export const FINANCIAL_SITUATION_LABELS: Record<FinancialSituation, string> = {
  stabil: "Stabil",
  angespannt: "Angespannt",
  im_wandel: "Im Wandel",
  unsicher: "Unsicher",
};

export const HOUSING_TYPE_LABELS: Record<HousingType, string> = {
  wohnung: "Wohnung",
  haus_garten: "Haus mit Garten",
  bauernhof: "Bauernhof",
  stall: "Stall",
  käfig_voliere: "Käfig/Voliere",
  terrarium: "Terrarium",
  andere: "Andere",
};

export const EXERCISE_LEVEL_LABELS: Record<ExerciseLevel, string> = {
  ja: "Ja (regelmäßig)",
  selten: "Selten",
  leine: "Nur an der Leine",
  frei: "Freier Auslauf",
};

// The six states have their own module: the dashboard needs them without the wizard's lists.
export { ENERGY_STATE_DESCRIPTIONS, ENERGY_STATE_LABELS } from "@/lib/profile/energy-states";
