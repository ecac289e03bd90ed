import type { Metadata, Viewport } from "next";
import localFont from "next/font/local";

import { Providers } from "@/components/providers";
import { WebFontScript } from "@/components/site/site-script";
import { siteConfig } from "@/config/site";
import { siteUrl } from "@/env";
import { appColors } from "@/lib/pwa/theme-colors";
import { commonMessages } from "@/messages/common";

import "./globals.css";

const inter = localFont({
  src: "./fonts/inter-latin-wght.woff2",
  variable: "--font-inter",
  display: "swap",
  weight: "100 900",
  // Loaded after the page, see components/site/enhance/web-fonts.ts.
  preload: false,
});

const fraunces = localFont({
  src: "./fonts/fraunces-latin-wght.woff2",
  variable: "--font-fraunces",
  display: "swap",
  weight: "100 900",
  // Loaded after the page, see components/site/enhance/web-fonts.ts.
  preload: false,
});

/** next/font's metric-matched fallback face: the family list after the font itself. */
const fallbackOf = (font: typeof inter) => font.style.fontFamily.split(",").slice(1).join(",").trim();

export const metadata: Metadata = {
  metadataBase: new URL(siteUrl()),
  title: { default: `${siteConfig.name} – ${siteConfig.tagline}`, template: `%s | ${siteConfig.name}` },
  description: siteConfig.description,
  applicationName: siteConfig.name,
};

export const viewport: Viewport = {
  themeColor: [
    { media: "(prefers-color-scheme: light)", color: appColors.light },
    { media: "(prefers-color-scheme: dark)", color: appColors.dark },
  ],
};

export default function RootLayout({ children }: { children: React.ReactNode }) {
  return (
    <html
      lang="de"
      suppressHydrationWarning
      data-fonts="deferred"
      className={`${inter.variable} ${fraunces.variable}`}
      style={{ "--font-inter-fallback": fallbackOf(inter) } as React.CSSProperties}
    >
      <body>
        <WebFontScript />
        <a
          href="#inhalt"
          className="sr-only focus:not-sr-only focus:fixed focus:top-2 focus:left-2 focus:z-50 focus:rounded-md focus:bg-background focus:px-4 focus:py-2"
        >
          {commonMessages.skipToContent}
        </a>
        <Providers>{children}</Providers>
      </body>
    </html>
  );
}
