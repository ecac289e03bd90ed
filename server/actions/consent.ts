"use server";

import { z } from "@/lib/validations/zod";

import { HEALTH_CONSENT_VERSION } from "@/lib/consent";
import { consentMessages } from "@/messages/consent";
import { authedAction } from "@/server/actions/safe-action";
import { giveHealthConsent, loadHealthConsent, withdrawHealthConsent } from "@/server/consent/health-consent";

const t = consentMessages;

/** Whether the user has consented, and to which version of the text. */
export const getHealthConsent = authedAction("getHealthConsent", z.undefined(), (_input, user) =>
  loadHealthConsent(user.id),
);

/** The ticked checkbox: only an explicit `true` for the version shown counts. */
export const recordHealthConsent = authedAction(
  "recordHealthConsent",
  z.strictObject({
    accepted: z.literal(true, { error: t.required }),
    version: z.literal(HEALTH_CONSENT_VERSION, { error: t.required }),
  }),
  (_input, user) => giveHealthConsent(user.id),
);

/** 'Einwilligung widerrufen' after its confirmation: deletes the health data. */
export const revokeHealthConsent = authedAction(
  "revokeHealthConsent",
  z.undefined(),
  async (_input, user) => {
    await withdrawHealthConsent(user.id);
    return { withdrawn: true as const };
  },
);
