"use server";

import { z } from "@/lib/validations/zod";

import { ActionFailure } from "@/lib/errors";
import { profileEditSchema, profileSchema } from "@/lib/validations/profile";
import { actionMessages } from "@/messages/common";
import { authedAction } from "@/server/actions/safe-action";
import { loadActiveProfileForm } from "@/server/profiles/active-profile";
import { isParsedProfile } from "@/server/profiles/parse-profile";
import type { ParsedProfile } from "@/server/profiles/profile-data";
import { saveProfile } from "@/server/profiles/save-profile";

// The wizard's save (spec §4 submit, §7 save profile): the session is checked
// and the input parsed with the form's own schema by authedAction. An edit
// names the profile shown and the version loaded (issue 22).

function parsed(profile: z.output<typeof profileSchema>): ParsedProfile {
  if (isParsedProfile(profile)) return profile;
  throw new ActionFailure("validation", actionMessages.validationTitle, actionMessages.validationTitle);
}

/** Onboarding: the first profile; refused if another tab or device made one meanwhile. */
export const createProfile = authedAction("saveProfile:create", profileSchema, (profile, user) =>
  saveProfile(user.id, { mode: "create" }, parsed(profile)),
);

/** 'Antworten überarbeiten': the profile shown, at the version the wizard loaded. */
export const updateActiveProfile = authedAction(
  "saveProfile:edit",
  profileEditSchema,
  ({ profileId, updatedAt, ...profile }, user) =>
    saveProfile(user.id, { mode: "edit", version: { profileId, updatedAt } }, parsed(profile)),
);

/** The profile manager's new profile (Pro beyond the first). */
export const addProfile = authedAction("saveProfile:add", profileSchema, (profile, user) =>
  saveProfile(user.id, { mode: "add" }, parsed(profile)),
);

/** The active profile as wizard values with its version, for edit mode. */
export const loadActiveProfile = authedAction("loadActiveProfile", z.undefined(), (_input, user) =>
  loadActiveProfileForm(user.id),
);
