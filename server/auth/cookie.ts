import "server-only";

/**
 * Secure cookies in production; next-auth then prefixes its cookie names with
 * __Secure-, and getToken must be told so to find the session cookie.
 */
export const secureCookies = process.env.NODE_ENV === "production";
