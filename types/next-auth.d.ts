import type { DefaultSession } from "next-auth";

import type { PlanId } from "@/config/plans";

declare module "next-auth" {
  interface Session {
    user: DefaultSession["user"] & { id: string; plan: PlanId };
  }
  interface User {
    id: string;
  }
}

declare module "next-auth/jwt" {
  interface JWT {
    uid?: string;
    /** users.session_version when the token was issued. */
    sv?: number;
    plan?: PlanId;
    /** When the token was last checked against the database (ms). */
    checkedAt?: number;
  }
}
