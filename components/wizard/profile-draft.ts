"use client";

import { emptyProfile } from "@/lib/profile/empty-profile";
import type { ProfileInput } from "@/lib/validations/profile";

// The wizard's draft in localStorage, per user and mode, so nothing typed is
// lost on a reload (issue 5). It holds what the user typed and nothing else,
// and is removed after a successful save.

export type DraftMode = "create" | "edit" | "add";

export interface ProfileDraft {
  step: number;
  values: Required<ProfileInput>;
  /** Edit mode: the profile the draft belongs to. */
  profileId?: string;
}

const key = (userId: string, mode: DraftMode) => `resonanz:profil-entwurf:${userId}:${mode}`;

/** Keeps only the wizard's own fields, so an old or edited draft cannot add others. */
function sanitize(values: unknown): Required<ProfileInput> {
  const blank = emptyProfile();
  if (!values || typeof values !== "object") return blank;
  const known = Object.keys(blank).filter((field) => field in values);
  return {
    ...blank,
    ...Object.fromEntries(known.map((field) => [field, (values as Record<string, unknown>)[field]])),
  };
}

export function readDraft(userId: string, mode: DraftMode): ProfileDraft | null {
  try {
    const raw = window.localStorage.getItem(key(userId, mode));
    if (!raw) return null;
    const stored = JSON.parse(raw) as Partial<ProfileDraft> | null;
    if (!stored || typeof stored !== "object") return null;
    return {
      step: typeof stored.step === "number" ? stored.step : 0,
      values: sanitize(stored.values),
      profileId: typeof stored.profileId === "string" ? stored.profileId : undefined,
    };
  } catch {
    return null;
  }
}

export function writeDraft(userId: string, mode: DraftMode, draft: ProfileDraft): void {
  try {
    window.localStorage.setItem(key(userId, mode), JSON.stringify(draft));
  } catch {
    // Storage full or disabled (private mode): the wizard still works, only without the draft.
  }
}

export function clearDraft(userId: string, mode: DraftMode): void {
  try {
    window.localStorage.removeItem(key(userId, mode));
  } catch {
    // Nothing stored, nothing to remove.
  }
}
