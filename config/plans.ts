// The single source for the plans (spec §1, §9): the pricing section, the Pro
// modal and every limit check on the server read this file.

export type PlanId = "free" | "pro";
export type BillingInterval = "monthly" | "yearly";

export interface Plan {
  id: PlanId;
  name: string;
  description: string;
  /** Whole euros. */
  price: { monthly: number; yearly: number };
  limits: {
    /** Maximum number of profiles; null means unlimited. */
    profiles: number | null;
    /** Coach replies per calendar day (Europe/Vienna); null means unlimited. */
    coachRepliesPerDay: number | null;
    familyAnalysis: boolean;
    extendedAnalyses: boolean;
  };
  features: readonly string[];
  trialDays: number;
}

export const plans = {
  free: {
    id: "free",
    name: "Free",
    description: "Für den Einstieg: ein Profil für dich oder dein Tier.",
    price: { monthly: 0, yearly: 0 },
    limits: { profiles: 1, coachRepliesPerDay: 3, familyAnalysis: false, extendedAnalyses: false },
    features: ["1 Profil (Mensch oder Tier)", "3 KI-Chats pro Tag", "Basis-Analysen", "Basis-Einblicke"],
    trialDays: 0,
  },
  pro: {
    id: "pro",
    name: "Pro",
    description: "Unbegrenzte Profile für Familie und Tiere.",
    price: { monthly: 19, yearly: 137 },
    limits: { profiles: null, coachRepliesPerDay: null, familyAnalysis: true, extendedAnalyses: true },
    features: [
      "Unbegrenzte Profile für Familie und Tiere",
      "Unbegrenzte KI-Chats",
      "Erweiterte Analysen",
      "Tiefe emotionale Einblicke",
      "Persönlicher Heilungsplan",
      "Fortschrittsanalysen",
      "Familienanalyse",
      "Priority Support",
    ],
    trialDays: 3,
  },
} as const satisfies Record<PlanId, Plan>;

/** Analyses cost the operator money once a language model re-phrases them: at most this many per profile and hour. */
export const analysisRateLimit = { perProfile: 10, windowSeconds: 60 * 60 } as const;

/** 12 × the monthly price, the yearly price's point of comparison (228 €). */
export const yearlyListPrice = plans.pro.price.monthly * 12;

/** The yearly price per month, rounded down to 10 cents: 137 / 12 → 11,40 €. */
export const yearlyPricePerMonth = Math.floor((plans.pro.price.yearly / 12) * 10) / 10;

/** The saving of yearly over monthly billing in whole percent: 1 − 137/228 → 40 %. */
export const yearlySavingPercent = Math.round((1 - plans.pro.price.yearly / yearlyListPrice) * 100);

export const formatEuro = (amount: number): string =>
  new Intl.NumberFormat("de-DE", {
    style: "currency",
    currency: "EUR",
    minimumFractionDigits: Number.isInteger(amount) ? 0 : 2,
  }).format(amount);
