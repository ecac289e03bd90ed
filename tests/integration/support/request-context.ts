// Server actions read the request (headers, session) through Next.js APIs
// that only exist inside a request. Integration tests call the actions
// directly, so each file mocks those two modules with these fakes:
//
//   vi.mock("next/headers", () => import("./support/request-context").then((m) => m.nextHeaders));
//   vi.mock("@/server/auth/session", () => import("./support/request-context").then((m) => m.session));
import type { SessionUser } from "@/server/auth/session";

let user: SessionUser | null = null;
let sessionId: string | null = null;
let ip = "203.0.113.10";

/** Signs in as `next`; `session` is the session's id (startSession) where a test needs its row. */
export function signInAs(next: SessionUser | null, session: string | null = null): void {
  user = next;
  sessionId = next ? session : null;
}

export function fromIp(next: string): void {
  ip = next;
}

export const nextHeaders = {
  headers: async () => new Headers({ "x-forwarded-for": ip }),
  cookies: async () => new Map(),
};

export const session = {
  currentUser: async () => user,
  currentSessionId: async () => sessionId,
};

/** The user signed in by signInAs, for helpers that act as the page would. */
export function signedInUser(): SessionUser | null {
  return user;
}
