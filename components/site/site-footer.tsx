import { siteConfig } from "@/config/site";
import { commonMessages } from "@/messages/common";
import { landingMessages } from "@/messages/landing";

import { PublicPageLink } from "./public-page-link";
import { activeSocialLinks, footerNav, legalNav } from "./site-links";
import { SiteLogo } from "./site-logo";
import { SocialIcon } from "./social-icon";
import { StoreBadge } from "./store-badge";

const linkClass =
  "inline-flex min-h-9 items-center rounded-md px-2 -mx-2 text-sm text-muted-foreground outline-none hover:bg-accent hover:text-accent-foreground focus-visible:ring-[3px] focus-visible:ring-ring/60";

function AustrianFlag() {
  return (
    <svg viewBox="0 0 30 20" aria-hidden="true" className="h-3 w-[1.125rem] rounded-[2px]">
      <path fill="#c8102e" d="M0 0h30v20H0z" />
      <path fill="#fff" d="M0 6.67h30v6.66H0z" />
    </svg>
  );
}

/** The footer of the landing page and the legal pages. */
export function SiteFooter() {
  const t = landingMessages.footer;
  const social = activeSocialLinks();
  return (
    <footer className="border-t border-border bg-muted/50">
      <div className="mx-auto grid max-w-6xl gap-10 px-4 py-12 sm:px-6 md:grid-cols-2 lg:grid-cols-[1.3fr_1fr_1fr_1.3fr]">
        <div className="flex flex-col gap-4">
          <PublicPageLink
            href="/"
            aria-label={landingMessages.header.homeLabel}
            className="self-start rounded-md outline-none focus-visible:ring-[3px] focus-visible:ring-ring/60"
          >
            <SiteLogo gradientId="logo-gradient-footer" />
          </PublicPageLink>
          <p className="max-w-xs text-sm text-muted-foreground">{t.tagline}</p>
          <p className="flex items-center gap-2 text-sm font-medium">
            <AustrianFlag />
            {t.madeIn}
          </p>
          {social.length > 0 && (
            <ul aria-label={t.socialTitle} className="flex gap-2">
              {social.map((link) => (
                <li key={link.network}>
                  <a
                    href={link.href}
                    aria-label={link.label}
                    rel="noopener noreferrer"
                    target="_blank"
                    className="inline-flex size-10 items-center justify-center rounded-full border border-border bg-background outline-none hover:bg-accent focus-visible:ring-[3px] focus-visible:ring-ring/60"
                  >
                    <SocialIcon network={link.network} />
                  </a>
                </li>
              ))}
            </ul>
          )}
        </div>
        <nav aria-labelledby="footer-nav-title">
          <h2 id="footer-nav-title" className="mb-3 font-sans text-sm font-semibold">
            {t.navTitle}
          </h2>
          <ul className="flex flex-col gap-1">
            {footerNav.map((link) => (
              <li key={link.href}>
                <a href={link.href} className={linkClass}>
                  {link.label}
                </a>
              </li>
            ))}
          </ul>
        </nav>
        <nav aria-labelledby="footer-legal-title">
          <h2 id="footer-legal-title" className="mb-3 font-sans text-sm font-semibold">
            {t.legalTitle}
          </h2>
          <ul className="flex flex-col gap-1">
            {legalNav.map((link) => (
              <li key={link.href}>
                <a href={link.href} className={linkClass}>
                  {link.label}
                </a>
              </li>
            ))}
          </ul>
        </nav>
        <div>
          <h2 className="mb-3 font-sans text-sm font-semibold">{t.appsTitle}</h2>
          <div className="flex flex-col gap-3">
            <StoreBadge store="appStore" />
            <StoreBadge store="googlePlay" />
          </div>
        </div>
      </div>
      <div className="border-t border-border">
        <div className="mx-auto flex max-w-6xl flex-col gap-2 px-4 py-6 text-xs text-muted-foreground sm:px-6">
          <p>{commonMessages.disclaimer.text}</p>
          <p>
            © {new Date().getFullYear()} {siteConfig.company.name}. {t.rights}
          </p>
        </div>
      </div>
    </footer>
  );
}
