// The Origin rule shared by the route guard and the server-action guard in
// proxy.ts: a browser's POST names the page's origin, and it must be the host
// the request was sent to, as Next.js reads it for its own action check.

/** The host the request was sent to. */
function requestHost(headers: Headers): string | null {
  const forwarded = headers.get("x-forwarded-host")?.split(",")[0]?.trim();
  return forwarded || headers.get("host");
}

/** No Origin at all (a server, not a browser): null. Otherwise whether it names this site. */
export function sameOrigin(headers: Headers): boolean | null {
  const origin = headers.get("origin");
  if (origin === null) return null;
  try {
    return new URL(origin).host === requestHost(headers);
  } catch {
    return false; // "null" (sandboxed frames, redirects) and anything malformed
  }
}
