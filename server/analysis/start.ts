import "server-only";

import { analysisRateLimit } from "@/config/plans";
import { ActionFailure } from "@/lib/errors";
import { formatMessage } from "@/lib/format-message";
import { profileMessages } from "@/messages/profiles";
import { runAnalysis } from "@/server/analysis/run";
import { requireUsableProfile } from "@/server/profiles/shown-profile";
import { consume, limits } from "@/server/rate-limit";

const t = profileMessages.errors;

/**
 * 'Neue Analyse starten' and the first analysis of a profile just added (not
 * active yet): only for the user's own profile, usable on the plan, and
 * at most analysisRateLimit.perProfile times an hour (a language model may
 * re-phrase each one at the operator's cost).
 */
export async function startAnalysisOf(userId: string, profileId: string) {
  await requireUsableProfile(userId, profileId);
  const { allowed, retryAfterMs } = await consume(limits.analysesByProfile, profileId);
  if (!allowed) {
    const minutes = Math.max(1, Math.ceil(retryAfterMs / 60_000));
    const message = formatMessage(t.analysisLimit, { max: analysisRateLimit.perProfile, minutes });
    throw new ActionFailure("rate_limited", t.analysisLimitTitle, message);
  }
  return runAnalysis(userId, profileId);
}
