import "server-only";

import { getServerSession } from "next-auth";

import type { PlanId } from "@/config/plans";
import { authOptions } from "@/server/auth/options";

export interface SessionUser {
  id: string;
  email: string;
  plan: PlanId;
}

/** The signed-in user of this request, or null. */
export async function currentUser(): Promise<SessionUser | null> {
  const session = await getServerSession(authOptions());
  const user = session?.user;
  if (!user?.id || !user.email) return null;
  return { id: user.id, email: user.email, plan: user.plan ?? "free" };
}
