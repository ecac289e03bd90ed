import "server-only";

import type { ProfileInput } from "@/lib/validations/profile";
import type { ParsedProfile } from "@/server/profiles/profile-data";

/** profileSchema guarantees both; this tells TypeScript. */
export function isParsedProfile(profile: ProfileInput): profile is ParsedProfile {
  return Boolean(profile.profileType && profile.gender);
}
