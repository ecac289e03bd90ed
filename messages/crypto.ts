export const cryptoMessages = {
  /** Shown instead of a stored text that cannot be decrypted (changed in the database, key gone). */
  unreadable: "Dieser Eintrag kann nicht gelesen werden.",
} as const;
