"use client";

import { useCallback, useEffect, useState } from "react";
import { toast } from "@/components/app/toast";

import type { PlanId } from "@/config/plans";
import { profileMessages } from "@/messages/profiles";
import { listProfiles, type ProfileListItem } from "@/server/actions/profiles";

const t = profileMessages.toasts;

export type ProfileListState =
  | { status: "loading" }
  | { status: "error" }
  | { status: "ready"; plan: PlanId; profiles: ProfileListItem[] };

async function fetchProfiles(): Promise<ProfileListState> {
  const result = await listProfiles(undefined).catch(() => null);
  if (result?.ok) return { status: "ready", ...result.data };
  toast.error(t.loadFailed, { description: t.loadFailedText });
  return { status: "error" };
}

/** The user's profiles, newest first (spec §7 "List profiles"); `reload` after a switch or delete. */
export function useProfileList() {
  const [state, setState] = useState<ProfileListState>({ status: "loading" });

  useEffect(() => {
    let current = true;
    void fetchProfiles().then((next) => current && setState(next));
    return () => {
      current = false;
    };
  }, []);

  const reload = useCallback(async () => setState(await fetchProfiles()), []);
  return { state, reload };
}
