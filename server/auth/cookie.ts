import "server-only";

/** Secure cookies in production; next-auth then prefixes its cookie names with __Secure-. */
export const secureCookies = process.env.NODE_ENV === "production";

/** The name next-auth gives the session cookie (larger tokens go into name.0, name.1, …). */
export const SESSION_COOKIE = `${secureCookies ? "__Secure-" : ""}next-auth.session-token`;
