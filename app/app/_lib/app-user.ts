import "server-only";

import { headers } from "next/headers";
import { redirect } from "next/navigation";
import { cache } from "react";

import { ONBOARDING_PATH, SIGN_IN_PATH } from "@/components/dashboard/modules";
import { REQUEST_PATH_HEADER, signInHref } from "@/lib/auth/return-path";
import { currentUser, type SessionUser } from "@/server/auth/session";
import { isUnavailable } from "@/server/db-errors";
import { loadAppState } from "@/server/queries/app-state";

/** The path this request asked for, without the router's cache-busting parameter. */
async function requestedPath(): Promise<string | null> {
  const raw = (await headers()).get(REQUEST_PATH_HEADER);
  if (!raw) return null;
  const url = new URL(raw, "https://resonanz.invalid");
  url.searchParams.delete("_rsc");
  return url.pathname + url.search;
}

/** The signed-in user or null, once per request however many layouts and pages ask. */
const sessionUser = cache(currentUser);

/** For the app's layout: null when signed out or while the database is away (the page says so). */
export async function signedInUser(): Promise<SessionUser | null> {
  try {
    return await sessionUser();
  } catch (error) {
    if (isUnavailable(error)) return null;
    throw error;
  }
}

/** The signed-in user; signed out, the sign-in screen that returns to this path afterwards. */
export const requireUser = cache(async (): Promise<SessionUser> => {
  const user = await sessionUser();
  if (user) return user;
  redirect(signInHref(SIGN_IN_PATH, await requestedPath()));
});

/** Header, account menu and dashboard data, once per request however many segments ask. */
export const appState = cache(async () => loadAppState(await requireUser()));

/** The app state of someone with a profile; without one, the onboarding. */
export const requireProfileState = cache(async () => {
  const [user, state] = await Promise.all([requireUser(), appState()]);
  if (!state.profile) redirect(ONBOARDING_PATH);
  return { ...state, user, profile: state.profile };
});
