// What the service worker (worker/service-worker.ts) keeps for offline use, in one place that the
// app, the sign-out and the tests share.

/** Screens that work offline once opened: the exercises (texts and timings) and 'Mein Krisenplan'. */
export const OFFLINE_SCREENS = ["/app/uebungen", "/app/krisenplan"] as const;

/** The German page shown for a navigation that needs the server while offline. */
export const OFFLINE_PAGE = "/offline";

/** The public pages, precached with the app shell. */
export const PUBLIC_PAGES = ["/", "/impressum", "/datenschutz", "/agb"] as const;

/** The one cache that holds pages of a signed-in user; it is emptied at sign-out and on a change of user. */
export const USER_PAGES_CACHE = "resonanz-seiten";

/** The service worker (worker/service-worker.ts), registered with scope "/" in production builds. */
export const SERVICE_WORKER_URL = "/sw.js";

/** localStorage: whose pages the offline cache holds (components/pwa/this-device.ts). */
export const CACHE_OWNER_KEY = "resonanz-cache-owner";

/** Build assets a newer deployment added after the precache was made. */
export const STATIC_ASSETS_CACHE = "resonanz-statisch";

/** Whether a path is one of the screens kept for offline use (with any query, e.g. ?uebung=). */
export function isOfflineScreen(pathname: string): boolean {
  return OFFLINE_SCREENS.some((screen) => pathname === screen || pathname === `${screen}/`);
}

/**
 * A request of the Next.js router for a React Server Components payload rather than the page:
 * never cached (it depends on the router's state), and when it fails offline the router falls
 * back to loading the page as a document, which the service worker can answer.
 */
export function isRscRequest(url: URL, headers: Headers): boolean {
  return headers.has("rsc") || headers.has("next-router-prefetch") || url.searchParams.has("_rsc");
}
