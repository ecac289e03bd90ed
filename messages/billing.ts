// Copy for the Pro plan: the upgrade modal (spec §2, §4, §8).
export const billingMessages = {
  modal: {
    title: "Pro",
    subtitle: "Unbegrenzte Profile für Familie und Tiere",
    monthly: "Monatlich",
    yearly: "Jährlich",
    cancel: "Abbrechen",
    submit: "Upgrade starten",
    loading: "Wird geladen...",
  },
} as const;
