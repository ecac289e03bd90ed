/** The query parameter that carries where to go after signing in: /app/anmelden?ziel=/app/tagebuch. */
export const RETURN_PARAM = "ziel";

const ORIGIN = "https://resonanz.invalid";

/**
 * `value` if it is a path inside the app on this site, else null. Only relative paths under /app
 * pass: no scheme, no `//host`, no backslashes or control characters, nothing that resolves elsewhere.
 */
export function safeReturnPath(value: unknown): string | null {
  if (typeof value !== "string" || value.length > 2_000) return null;
  if (!value.startsWith("/") || value.startsWith("//")) return null;
  if (/[\\\u0000-\u001f\u007f]/.test(value)) return null;
  let url: URL;
  try {
    url = new URL(value, ORIGIN);
  } catch {
    return null;
  }
  if (url.origin !== ORIGIN) return null;
  if (url.pathname !== "/app" && !url.pathname.startsWith("/app/")) return null;
  return `${url.pathname}${url.search}`;
}

/** The sign-in screen that returns to `path` afterwards (plain /app needs no return). */
export function signInHref(signInPath: string, path: string | null): string {
  const target = safeReturnPath(path);
  if (!target || target === "/app" || target.startsWith(signInPath)) return signInPath;
  return `${signInPath}?${new URLSearchParams({ [RETURN_PARAM]: target }).toString()}`;
}

/** Set by proxy.ts on every dynamic request: the path and query asked for, so a page can return there. */
export const REQUEST_PATH_HEADER = "x-resonanz-path";
