import { formatMessage } from "@/lib/format-message";
import { checkInMessages } from "@/messages/check-in";
import { dashboardHomeMessages } from "@/messages/dashboard-home";
import type { ProfileType } from "@/prisma/generated/client/enums";

export type DayPeriod = "morning" | "day" | "evening" | "night";

/** Spec §4: morning 6–12, day 12–18, evening 18–24, otherwise night. */
export function dayPeriod(hour: number): DayPeriod {
  if (hour >= 6 && hour < 12) return "morning";
  if (hour >= 12 && hour < 18) return "day";
  if (hour >= 18 && hour < 24) return "evening";
  return "night";
}

/**
 * "Guten Morgen, Mara"; without a name the spec's fallback 'Liebster Mensch'. For an animal
 * profile the owner is greeted and asked about the animal: "Guten Abend! Wie geht es Bello heute?"
 */
export function greetingFor(
  date: Date,
  name: string | null | undefined,
  profileType: ProfileType = "human",
): string {
  const t = dashboardHomeMessages.greeting;
  const trimmed = name?.trim() ?? "";
  const period = t.periods[dayPeriod(date.getHours())];
  if (profileType === "animal")
    return formatMessage(t.animal, { period, name: trimmed.length > 0 ? trimmed : t.animalFallbackName });
  return `${period}, ${trimmed.length > 0 ? trimmed : t.fallbackName}`;
}

export type HomeCopy = ReturnType<typeof homeCopy>;

/** The dashboard home's texts that speak to the user: to the owner about the animal for an animal profile. */
export function homeCopy(profile: { name: string; profileType: ProfileType }) {
  const home = dashboardHomeMessages;
  const card = checkInMessages.card;
  if (profile.profileType !== "animal") {
    return {
      subtitle: home.greeting.subtitle,
      stateTitle: home.stateCard.title,
      stateSince: home.stateCard.since,
      checkInTitle: card.title,
      checkInQuestion: card.question,
      checkInState: card.state,
      checkInEnergy: card.energy,
    };
  }
  const name = profile.name.trim() || home.greeting.animalFallbackName;
  const fill = (template: string) => formatMessage(template, { name });
  return {
    subtitle: fill(home.greeting.animalSubtitle),
    stateTitle: fill(home.stateCard.titleAnimal),
    stateSince: home.stateCard.sinceAnimal,
    checkInTitle: fill(card.titleAnimal),
    checkInQuestion: fill(card.questionAnimal),
    checkInState: fill(card.stateAnimal),
    checkInEnergy: fill(card.energyAnimal),
  };
}
