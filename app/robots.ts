import type { MetadataRoute } from "next";

import { siteUrl } from "@/env";

/** Search engines may read the public site, not the app or its API. */
export default function robots(): MetadataRoute.Robots {
  const origin = siteUrl();
  return {
    rules: [{ userAgent: "*", allow: "/", disallow: ["/app", "/api"] }],
    sitemap: `${origin}/sitemap.xml`,
    host: origin,
  };
}
