import { ImageResponse } from "next/og";

import { brandColors, LogoMark } from "@/components/site/brand-art";
import { siteConfig } from "@/config/site";
import { landingMessages } from "@/messages/landing";

// The image shown when a page is shared: drawn at build time with next/og's
// bundled font, so it needs neither web fonts nor the network.
export const alt = landingMessages.meta.ogImageAlt;
export const size = { width: 1200, height: 630 };
export const contentType = "image/png";

export default function OpenGraphImage() {
  const t = landingMessages.hero;
  return new ImageResponse(
    <div
      style={{
        width: "100%",
        height: "100%",
        display: "flex",
        flexDirection: "column",
        justifyContent: "space-between",
        padding: 80,
        color: brandColors.ink,
        backgroundColor: brandColors.sand,
        backgroundImage: `radial-gradient(circle at 88% 30%, ${brandColors.lavender}88, transparent 45%), radial-gradient(circle at 70% 95%, ${brandColors.sage}88, transparent 40%)`,
      }}
    >
      <div style={{ display: "flex", alignItems: "center", gap: 24 }}>
        <LogoMark size={96} />
        <span style={{ fontSize: 56, fontWeight: 600 }}>{siteConfig.name}</span>
      </div>
      <div style={{ display: "flex", flexDirection: "column", gap: 24, maxWidth: 900 }}>
        <span style={{ fontSize: 76, lineHeight: 1.1, fontWeight: 600 }}>{t.headline}</span>
        <span style={{ fontSize: 36, opacity: 0.8 }}>{landingMessages.meta.ogImageTagline}</span>
      </div>
    </div>,
    size,
  );
}
