import type { MetadataRoute } from "next";

import { siteConfig } from "@/config/site";
import { appColors } from "@/lib/pwa/theme-colors";
import { landingMessages } from "@/messages/landing";

/**
 * Lets the app be added to a home screen while the store apps are still to come (issue 15): with the
 * service worker (/sw.js) it is installable and starts offline.
 */
export default function manifest(): MetadataRoute.Manifest {
  return {
    id: "/app",
    name: `${siteConfig.name} – ${siteConfig.tagline}`,
    short_name: siteConfig.name,
    description: landingMessages.meta.manifestDescription,
    lang: "de",
    dir: "ltr",
    start_url: "/app",
    scope: "/",
    display: "standalone",
    orientation: "portrait",
    // The page background of the design tokens, so the splash screen and title bar match the app.
    background_color: appColors.light,
    theme_color: appColors.light,
    categories: ["health", "lifestyle"],
    icons: [
      { src: "/logo.svg", sizes: "any", type: "image/svg+xml", purpose: "any" },
      { src: "/icons/icon-192.png", sizes: "192x192", type: "image/png", purpose: "any" },
      { src: "/icons/icon-512.png", sizes: "512x512", type: "image/png", purpose: "any" },
      { src: "/icons/maskable-512.png", sizes: "512x512", type: "image/png", purpose: "maskable" },
    ],
  };
}
