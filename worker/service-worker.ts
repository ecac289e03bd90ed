/// <reference lib="webworker" />
// The service worker, served as /sw.js (app/serwist/[path]/route.ts bundles it with esbuild at build
// time and injects the precache list). Built on Serwist:
// - precache: the app's code and styles, fonts, icons, the manifest, the public pages and the
//   offline page;
// - the exercises (their texts and timings are part of the app's code) and 'Mein Krisenplan' are
//   kept once opened, in the one cache for a user's pages, which the app empties at sign-out and
//   when another user signs in (components/pwa/this-device.ts);
// - any other page that needs the server gets the German offline page when the network fails;
// - the 8:00 push of the impulse of the day becomes a notification; a tap opens the impulse;
// - when the push service replaces the subscription, the server learns the new one.
import {
  CacheableResponsePlugin,
  CacheFirst,
  ExpirationPlugin,
  NetworkFirst,
  NetworkOnly,
  type PrecacheEntry,
  type RouteMatchCallbackOptions,
  Serwist,
  type SerwistPlugin,
} from "serwist";

import {
  OFFLINE_PAGE,
  STATIC_ASSETS_CACHE,
  USER_PAGES_CACHE,
  isOfflineScreen,
  isRscRequest,
} from "@/lib/pwa/offline";
import { parsePushPayload, safeNotificationPath } from "@/lib/pwa/push-payload";
import { type RenewableSubscription, reportPushRenewal } from "@/lib/pwa/push-renewal";

declare global {
  interface WorkerGlobalScope {
    __SW_MANIFEST: (PrecacheEntry | string)[] | undefined;
  }
}

declare const self: ServiceWorkerGlobalScope;

/** Not in TypeScript's worker types: the push service replaced the subscription. */
interface PushSubscriptionChangeEvent extends ExtendableEvent {
  readonly oldSubscription?: RenewableSubscription | null;
  readonly newSubscription?: RenewableSubscription | null;
}

/** A page worth keeping: the page itself, not a redirect to the sign-in or an error. */
const onlyThePageItself: SerwistPlugin = {
  cacheWillUpdate: ({ response }) =>
    response.status === 200 && !response.redirected && response.type === "basic" ? response : null,
};

/** An exercise opened on this device before: another exercise's page renders it just as well. */
const anyExerciseWhenOffline: SerwistPlugin = {
  cachedResponseWillBeUsed: async ({ cacheName, request, cachedResponse }) => {
    if (cachedResponse) return cachedResponse;
    const cache = await caches.open(cacheName);
    return (await cache.match(request, { ignoreSearch: true })) ?? null;
  },
};

const isOfflineScreenRequest = ({ request, url, sameOrigin }: RouteMatchCallbackOptions) =>
  sameOrigin &&
  request.method === "GET" &&
  isOfflineScreen(url.pathname) &&
  !isRscRequest(url, request.headers);

/** Pages: everything but the API, which answers downloads and JSON, not screens. */
const isPageNavigation = ({ request, url, sameOrigin }: RouteMatchCallbackOptions) =>
  sameOrigin && request.mode === "navigate" && !url.pathname.startsWith("/api/");

const serwist = new Serwist({
  precacheEntries: self.__SW_MANIFEST,
  precacheOptions: { cleanupOutdatedCaches: true },
  skipWaiting: true,
  clientsClaim: true,
  navigationPreload: false,
  disableDevLogs: true,
  runtimeCaching: [
    {
      matcher: isOfflineScreenRequest,
      handler: new NetworkFirst({
        cacheName: USER_PAGES_CACHE,
        networkTimeoutSeconds: 5,
        plugins: [onlyThePageItself, anyExerciseWhenOffline],
      }),
    },
    {
      // Code of a newer deployment than the precache knows; file names carry their content's hash.
      matcher: ({ url, sameOrigin }) => sameOrigin && url.pathname.startsWith("/_next/static/"),
      handler: new CacheFirst({
        cacheName: STATIC_ASSETS_CACHE,
        plugins: [
          new CacheableResponsePlugin({ statuses: [200] }),
          new ExpirationPlugin({ maxEntries: 200, maxAgeSeconds: 30 * 24 * 60 * 60 }),
        ],
      }),
    },
    { matcher: isPageNavigation, handler: new NetworkOnly() },
  ],
  fallbacks: {
    entries: [{ url: OFFLINE_PAGE, matcher: ({ request }) => request.destination === "document" }],
  },
});

serwist.addEventListeners();

self.addEventListener("push", (event) => {
  const payload = parsePushPayload(event.data?.text());
  if (!payload) return;
  event.waitUntil(
    self.registration.showNotification(payload.title, {
      body: payload.body,
      tag: payload.tag,
      lang: "de",
      icon: "/icons/icon-192.png",
      badge: "/icons/icon-192.png",
      data: { url: payload.url },
    }),
  );
});

self.addEventListener("notificationclick", (event) => {
  event.notification.close();
  const data: unknown = event.notification.data;
  const path = safeNotificationPath(
    typeof data === "object" && data !== null ? (data as { url?: unknown }).url : null,
  );
  const target = new URL(path, self.location.origin).href;
  event.waitUntil(
    (async () => {
      const windows = await self.clients.matchAll({ type: "window", includeUncontrolled: true });
      const open = windows.find((client) => new URL(client.url).origin === self.location.origin);
      if (open) {
        const focused = await open.focus();
        if (await focused.navigate(target).catch(() => null)) return;
      }
      await self.clients.openWindow(target);
    })(),
  );
});

self.addEventListener("pushsubscriptionchange", (event) => {
  const change = event as PushSubscriptionChangeEvent;
  change.waitUntil(
    reportPushRenewal({
      oldSubscription: change.oldSubscription ?? null,
      newSubscription: change.newSubscription ?? null,
      subscribe: (options) => self.registration.pushManager.subscribe(options),
      post: (path, init) => fetch(new URL(path, self.location.origin), init),
    }),
  );
});
