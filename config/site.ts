// Site-wide facts as data: the name, the claims the product makes about
// itself (spec §1, §9), company data for the legal notice, and links.
export const siteConfig = {
  name: "Resonanz",
  tagline: "Entdecke deine innere Heilkraft",
  description:
    "Resonanz liest die emotionalen und energetischen Muster hinter Beschwerden und Verhalten – für dich und dein Tier.",
  locale: "de_AT",
  supportEmail: "hallo@resonanz.app",
  claims: {
    users: "3000+",
    analyses: "10K+",
    satisfaction: "95%",
    activeUsers: "3.4K+",
    aiSupport: "24/7",
    supportResponseHours: 24,
    /** Deleted data is gone from the database at once and from backups, kept this long, after it. */
    deletionDays: 30,
    /** Defaults of KEY_ROTATION_DAYS and BACKUP_RETENTION_DAYS (README "Encryption at rest"). */
    keyRotationDays: 30,
    backupRetentionDays: 30,
  },
  company: {
    name: "Resonanz GmbH",
    street: "Mariahilfer Straße 1",
    postalCode: "1060",
    city: "Wien",
    country: "Österreich",
    /** ISO 3166-1 code of the country, for structured data. */
    countryCode: "AT",
    register: "FN 000000a, Handelsgericht Wien",
    vatId: "ATU00000000",
    managingDirector: "Mag. Anna Berger",
    email: "hallo@resonanz.app",
    phone: "+43 1 000 00 00",
    authority: "Magistratisches Bezirksamt für den 6. Bezirk",
    chamber: "Wirtschaftskammer Wien",
  },
  /** Social profiles; a button is shown only for links that are set. */
  social: {
    instagram: "",
    facebook: "",
    youtube: "",
  },
  legalUpdated: "Januar 2025",
} as const;

export type SiteConfig = typeof siteConfig;
