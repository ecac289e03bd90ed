"use client";

import { useEffect, useState } from "react";
import type { UseFormReturn } from "react-hook-form";

import { type DraftMode, readDraft } from "@/components/wizard/profile-draft";
import { clampStep } from "@/lib/profile/wizard-steps";
import type { ProfileInput } from "@/lib/validations/profile";
import { loadActiveProfile } from "@/server/actions/profile";

export interface WizardStart {
  status: "loading" | "ready" | "failed";
  /** Edit mode: the profile being edited. */
  profileId?: string;
  /** Edit mode: its version as loaded, which the save names. */
  updatedAt?: string;
}

/**
 * Fills the form once the user is known: with their draft if there is one
 * (the step included), and in edit mode with the active profile, unless a
 * draft for that same profile is newer.
 */
export function useWizardStart(
  form: UseFormReturn<ProfileInput>,
  mode: DraftMode,
  userId: string | undefined,
  onStep: (step: number) => void,
): WizardStart {
  const [start, setStart] = useState<WizardStart>({ status: "loading" });

  useEffect(() => {
    if (!userId) return;
    let cancelled = false;
    const finish = (next: WizardStart, values?: Required<ProfileInput>, step = 0) => {
      if (cancelled) return;
      if (values) form.reset(values);
      onStep(clampStep(step, values?.profileType));
      setStart(next);
    };
    const draft = readDraft(userId, mode);
    if (mode !== "edit") {
      finish({ status: "ready" }, draft?.values, draft?.step);
      return () => void (cancelled = true);
    }
    loadActiveProfile(undefined)
      .then((result) => {
        if (!result.ok || !result.data) return finish({ status: "failed" });
        const { profileId, updatedAt, values } = result.data;
        const own = draft?.profileId === profileId ? draft : null;
        finish({ status: "ready", profileId, updatedAt }, own?.values ?? values, own?.step);
      })
      .catch(() => finish({ status: "failed" }));
    return () => void (cancelled = true);
  }, [form, mode, userId, onStep]);

  return start;
}
