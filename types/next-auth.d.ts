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
    /** The session's id; the sessions table holds its SHA-256 (server/auth/sessions.ts). */
    sid?: string;
    /** The plan when the session endpoint last checked the session, for the client. */
    plan?: PlanId;
  }
}
