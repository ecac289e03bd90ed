import { existsSync, readdirSync } from "node:fs";
import path from "node:path";

import { createSerwistRoute } from "@serwist/turbopack";

import { OFFLINE_PAGE, PUBLIC_PAGES } from "@/lib/pwa/offline";

// The service worker (worker/service-worker.ts), bundled with esbuild while `next build` renders
// this route, with the list of files to precache injected. It is served as /sw.js (a rewrite in
// next.config.mjs) with the scope / (proxy.ts sets Service-Worker-Allowed and no-cache).

/** The build's directory, as next.config.mjs sets it. */
const distDir = process.env.NEXT_DIST_DIR || ".next";

/**
 * Pages that are no files of the build are precached under the build's id, so that every new
 * build fetches them anew. The id names the folder of the build manifest, which the compiler has
 * written before this route is rendered (BUILD_ID itself comes later).
 */
function buildId(): string {
  const folder = path.join(/* turbopackIgnore: true */ process.cwd(), distDir, "static");
  const id = existsSync(folder)
    ? readdirSync(folder).find((name) => existsSync(path.join(folder, name, "_buildManifest.js")))
    : undefined;
  return id ?? "development";
}

const revision = buildId();

const pages = [
  ...PUBLIC_PAGES,
  OFFLINE_PAGE,
  "/manifest.webmanifest",
  "/icons/icon-192.png",
  "/icons/icon-512.png",
  "/icons/maskable-512.png",
];

export const { dynamic, dynamicParams, revalidate, generateStaticParams, GET } = createSerwistRoute({
  swSrc: "worker/service-worker.ts",
  useNativeEsbuild: true,
  // A classic script, so that every browser with service workers can run it.
  esbuildOptions: { format: "iife" },
  additionalPrecacheEntries: pages.map((url) => ({ url, revision })),
  // The build's code, styles, fonts and images, and the images of public/.
  globPatterns: [`${distDir}/static/**/*.{js,css,woff2,svg,png,ico,webp,json}`, "public/**/*"],
  maximumFileSizeToCacheInBytes: 4 * 1024 * 1024,
});
