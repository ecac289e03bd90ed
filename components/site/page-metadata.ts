import type { Metadata } from "next";

import { siteConfig } from "@/config/site";
import { landingMessages } from "@/messages/landing";

interface PageMetadataInput {
  /** The page's own title; the root layout's template adds the site name. */
  title: string;
  description: string;
  /** The page's path, e.g. "/impressum"; made absolute through metadataBase. */
  path: string;
  /** Use the title as it is, without the site name appended. */
  absoluteTitle?: boolean;
}

/** German title, description, canonical URL and Open Graph data for a public page. */
export function pageMetadata({
  title,
  description,
  path,
  absoluteTitle = false,
}: PageMetadataInput): Metadata {
  const fullTitle = absoluteTitle ? title : `${title} | ${siteConfig.name}`;
  // A page's own openGraph replaces the root's, image included, so it is named here.
  const image = { url: "/opengraph-image", width: 1200, height: 630, alt: landingMessages.meta.ogImageAlt };
  return {
    title: absoluteTitle ? { absolute: title } : title,
    description,
    alternates: { canonical: path },
    openGraph: {
      type: "website",
      locale: siteConfig.locale,
      siteName: siteConfig.name,
      url: path,
      title: fullTitle,
      description,
      images: [image],
    },
    twitter: { card: "summary_large_image", title: fullTitle, description, images: [image] },
  };
}
