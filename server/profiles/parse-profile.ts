import "server-only";

import { ActionFailure } from "@/lib/errors";
import { type ProfileInput, profileSchema } from "@/lib/validations/profile";
import { actionMessages } from "@/messages/common";
import type { ParsedProfile } from "@/server/profiles/profile-data";

/** profileSchema guarantees both; this tells TypeScript. */
export function isParsedProfile(profile: ProfileInput): profile is ParsedProfile {
  return Boolean(profile.profileType && profile.gender);
}

/** Parses untrusted input (the JSON route) into a profile, or throws the German field errors. */
export function parseProfile(input: unknown): ParsedProfile {
  const result = profileSchema.safeParse(input);
  if (result.success && isParsedProfile(result.data)) return result.data;
  const issues = result.error?.issues ?? [];
  const fieldErrors: Record<string, string> = {};
  for (const issue of issues) fieldErrors[issue.path.join(".") || "_"] ??= issue.message;
  const message = issues[0]?.message ?? actionMessages.validationTitle;
  throw new ActionFailure("validation", actionMessages.validationTitle, message, fieldErrors);
}
