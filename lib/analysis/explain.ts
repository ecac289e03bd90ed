import { FIELD_LABELS, FIELD_PHRASES } from "@/lib/analysis/field-labels";
import { fillName, type ProfileContext } from "@/lib/analysis/profile-context";
import type { Trigger } from "@/lib/analysis/types";

const MAX_FIELDS_IN_SENTENCE = 2;
const MAX_VALUES_PER_FIELD = 3;

/** „a“, „b“ und „c“ */
export function joinQuoted(values: readonly string[]): string {
  return joinList(values.map((value) => `„${value}“`));
}

/** a, b und c */
export function joinList(items: readonly string[]): string {
  if (items.length <= 1) return items[0] ?? "";
  return `${items.slice(0, -1).join(", ")} und ${items[items.length - 1] ?? ""}`;
}

/** Groups by field; a value already named for an earlier field ("Migräne" twice) is left out. */
function groupByField(triggers: readonly Trigger[]): Trigger[][] {
  const groups = new Map<string, Trigger[]>();
  const named = new Set<string>();
  for (const trigger of triggers) {
    const key = trigger.value.toLowerCase();
    if (named.has(key)) continue;
    named.add(key);
    const group = groups.get(trigger.field) ?? [];
    group.push(trigger);
    groups.set(trigger.field, group);
  }
  return [...groups.values()];
}

function describeGroup(group: readonly Trigger[]): string {
  const first = group[0];
  if (!first) return "";
  const phrase = FIELD_PHRASES[first.field] ?? `bei „${first.label}“`;
  return `${phrase} ${joinQuoted(group.slice(0, MAX_VALUES_PER_FIELD).map((trigger) => trigger.value))}`;
}

/**
 * The sentence that names the inputs: "Du hast bei den aktuellen Beschwerden „Nackenverspannung“
 * angegeben und dein Stresslevel mit 8 von 10 eingeschätzt." For animals: "Für Bello hast du …".
 */
export function evidenceSentence(context: ProfileContext, triggers: readonly Trigger[]): string {
  const stress = triggers.find((trigger) => trigger.field === "stressLevel");
  const evidence = groupByField(triggers.filter((trigger) => trigger.field !== "stressLevel"))
    .slice(0, MAX_FIELDS_IN_SENTENCE)
    .map(describeGroup)
    .join(" sowie ");
  const stressPart = stress ? ` und dein Stresslevel mit ${stress.value} von 10 eingeschätzt` : "";
  if (context.subject === "animal") return fillName(`Für {name} hast du ${evidence} angegeben.`, context);
  return `Du hast ${evidence} angegeben${stressPart}.`;
}

/**
 * One input as the analysis lists it, under the wizard's own label (also for results stored with
 * older labels): "Aktuelle Beschwerden: „Nackenschmerzen“", "Wie gestresst fühlst du dich? 8 von 10".
 */
export function sourceLine(trigger: Trigger): string {
  const label = FIELD_LABELS[trigger.field];
  const value = trigger.field === "stressLevel" ? `${trigger.value} von 10` : `„${trigger.value}“`;
  return label.endsWith("?") ? `${label} ${value}` : `${label}: ${value}`;
}
