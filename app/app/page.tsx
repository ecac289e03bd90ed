import { redirect } from "next/navigation";

import type { SearchParams } from "@/app/app/_components/app-flash";
import { ServiceUnavailable } from "@/components/app/service-unavailable";
import {
  legacyModuleHref,
  MODULE_PATHS,
  ONBOARDING_PATH,
  SIGN_IN_PATH,
} from "@/components/dashboard/modules";
import { currentUser } from "@/server/auth/session";
import { isUnavailable } from "@/server/db-errors";
import { loadAppState } from "@/server/queries/app-state";

export const dynamic = "force-dynamic";

function queryOf(params: Awaited<SearchParams>): URLSearchParams {
  const query = new URLSearchParams();
  for (const [name, value] of Object.entries(params))
    for (const item of Array.isArray(value) ? value : [value])
      if (item !== undefined) query.append(name, item);
  return query;
}

/** Where /app sends this visitor: the sign-in, the onboarding or the dashboard. */
async function entryPath(): Promise<string> {
  const user = await currentUser();
  if (!user) return SIGN_IN_PATH;
  const { profile } = await loadAppState(user);
  return profile ? MODULE_PATHS.home : ONBOARDING_PATH;
}

/**
 * /app: the entry that sends everyone where they belong, keeping the query (a confirmation link's
 * ?verify=, next-auth's ?error=, Stripe's ?checkout=). Old links (/app?modul=journal) go to the
 * module's own route.
 */
export default async function AppEntry({ searchParams }: { searchParams: SearchParams }) {
  const query = queryOf(await searchParams);
  const legacy = legacyModuleHref(query);
  if (legacy) redirect(legacy);
  let path: string;
  try {
    path = await entryPath();
  } catch (error) {
    if (isUnavailable(error)) return <ServiceUnavailable />;
    throw error;
  }
  const rest = query.toString();
  redirect(rest ? `${path}?${rest}` : path);
}
