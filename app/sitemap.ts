import type { MetadataRoute } from "next";

import { siteUrl } from "@/env";

/** The public pages; /app and /api stay out (see robots.ts). */
export default function sitemap(): MetadataRoute.Sitemap {
  const origin = siteUrl();
  const lastModified = new Date();
  return [
    { url: `${origin}/`, lastModified, changeFrequency: "weekly", priority: 1 },
    { url: `${origin}/impressum`, lastModified, changeFrequency: "yearly", priority: 0.3 },
    { url: `${origin}/datenschutz`, lastModified, changeFrequency: "yearly", priority: 0.3 },
    { url: `${origin}/agb`, lastModified, changeFrequency: "yearly", priority: 0.3 },
  ];
}
