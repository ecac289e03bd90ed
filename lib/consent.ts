/**
 * The version of the consent text in messages/consent.ts. Change it whenever the text changes: the
 * version is stored with each consent, so it is clear which words someone agreed to.
 */
export const HEALTH_CONSENT_VERSION = "2026-11-24";
