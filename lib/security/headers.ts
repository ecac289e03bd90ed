// The security headers every response carries, and the Content-Security-Policy
// for pre-rendered pages (script hashes) and per-request pages (a nonce).

export interface CspOptions {
  /** Per-request nonce for pages rendered on demand. */
  nonce?: string;
  /** sha256 hashes (base64) of the inline scripts a pre-rendered page contains. */
  scriptHashes: readonly string[];
  production: boolean;
}

export function contentSecurityPolicy({ nonce, scriptHashes, production }: CspOptions): string {
  const hashes = scriptHashes.map((hash) => `'sha256-${hash}'`);
  // The development server evaluates and injects code for hot reloading; the
  // strict policy applies to production builds.
  const scripts = !production
    ? ["'self'", "'unsafe-inline'", "'unsafe-eval'"]
    : nonce
      ? ["'self'", `'nonce-${nonce}'`, "'strict-dynamic'", ...hashes]
      : ["'self'", ...hashes];
  const directives = [
    "default-src 'self'",
    `script-src ${scripts.join(" ")}`,
    // Inline style attributes (animations, Radix positioning) are not scripts.
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self'",
    "connect-src 'self'",
    "media-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self' https://accounts.google.com https://checkout.stripe.com https://billing.stripe.com",
    "frame-ancestors 'none'",
    "manifest-src 'self'",
    "worker-src 'self'",
  ];
  if (production) directives.push("upgrade-insecure-requests");
  return directives.join("; ");
}

/** The signed-in app's pages: /app and everything under it. */
export function isAppPath(pathname: string): boolean {
  return pathname === "/app" || pathname.startsWith("/app/");
}

/**
 * Powerful features are off everywhere; the app's own pages may use the microphone for
 * dictation (issue 15), on this origin only. Public pages keep it denied.
 */
export function permissionsPolicy(pathname: string): string {
  const microphone = isAppPath(pathname) ? "microphone=(self)" : "microphone=()";
  return `camera=(), ${microphone}, geolocation=(), browsing-topics=(), payment=()`;
}

/** The headers every response carries; `pathname` decides the Permissions-Policy. */
export function securityHeaders(production: boolean, pathname: string): Record<string, string> {
  return {
    "X-Content-Type-Options": "nosniff",
    "Referrer-Policy": "strict-origin-when-cross-origin",
    "X-Frame-Options": "DENY",
    "Permissions-Policy": permissionsPolicy(pathname),
    "Cross-Origin-Opener-Policy": "same-origin",
    ...(production ? { "Strict-Transport-Security": "max-age=63072000; includeSubDomains; preload" } : {}),
  };
}
