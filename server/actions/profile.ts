"use server";

import { z } from "@/lib/validations/zod";

import { ActionFailure } from "@/lib/errors";
import { profileSchema } from "@/lib/validations/profile";
import { actionMessages } from "@/messages/common";
import { authedAction } from "@/server/actions/safe-action";
import { loadActiveProfileForm } from "@/server/profiles/active-profile";
import { isParsedProfile } from "@/server/profiles/parse-profile";
import type { ParsedProfile } from "@/server/profiles/profile-data";
import { type SaveMode, saveProfile } from "@/server/profiles/save-profile";

// The wizard's save (spec §4 submit, §7 save profile): the session is checked
// and the input parsed with the form's own schema by authedAction.

function parsed(profile: z.output<typeof profileSchema>): ParsedProfile {
  if (isParsedProfile(profile)) return profile;
  throw new ActionFailure("validation", actionMessages.validationTitle, actionMessages.validationTitle);
}

const save = (mode: SaveMode) =>
  authedAction(`saveProfile:${mode}`, profileSchema, (profile, user) =>
    saveProfile(user.id, mode, parsed(profile)),
  );

/** Onboarding: the first profile, or the active one updated by user_id. */
export const createProfile = save("create");

/** 'Antworten überarbeiten': the active profile. */
export const updateActiveProfile = save("edit");

/** The profile manager's new profile (Pro beyond the first). */
export const addProfile = save("add");

/** The active profile as wizard values, for edit mode. */
export const loadActiveProfile = authedAction("loadActiveProfile", z.undefined(), (_input, user) =>
  loadActiveProfileForm(user.id),
);
