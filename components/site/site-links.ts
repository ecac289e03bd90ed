// Where the site's navigation points. Anchors carry the path so that they also
// work from the legal pages; on the landing page they only scroll.
import { siteConfig } from "@/config/site";
import { landingMessages } from "@/messages/landing";

export const appHref = "/app";

export const sectionHref = {
  home: "/#home",
  features: "/#funktionen",
  audience: "/#fuer-wen",
  pricing: "/#preise",
} as const;

const header = landingMessages.header.nav;
const footer = landingMessages.footer;

export const headerNav = [
  { href: sectionHref.features, label: header.features },
  { href: sectionHref.audience, label: header.audience },
  { href: sectionHref.pricing, label: header.pricing },
] as const;

export const footerNav = [
  { href: sectionHref.home, label: footer.nav.home },
  { href: sectionHref.features, label: footer.nav.features },
  { href: sectionHref.audience, label: footer.nav.audience },
  { href: sectionHref.pricing, label: footer.nav.pricing },
] as const;

export const legalNav = [
  { href: "/impressum", label: footer.legal.imprint },
  { href: "/datenschutz", label: footer.legal.privacy },
  { href: "/agb", label: footer.legal.terms },
] as const;

export type SocialNetwork = keyof typeof siteConfig.social;

/** The social profiles that are configured; networks without a link get no button. */
export function activeSocialLinks(
  social: Record<SocialNetwork, string> = siteConfig.social,
): { network: SocialNetwork; href: string; label: string }[] {
  return (Object.keys(social) as SocialNetwork[])
    .filter((network) => social[network].trim() !== "")
    .map((network) => ({ network, href: social[network], label: footer.social[network] }));
}
