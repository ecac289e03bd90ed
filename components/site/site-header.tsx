import { landingMessages } from "@/messages/landing";

import { linkButton } from "./link-button";
import { MobileMenu } from "./mobile-menu";
import { PublicPageLink } from "./public-page-link";
import { appHref, headerNav } from "./site-links";
import { SiteLogo } from "./site-logo";

/** The sticky header of the landing page and the legal pages. */
export function SiteHeader() {
  const t = landingMessages.header;
  return (
    <header className="sticky top-0 z-40 border-b border-border/70 bg-background/95 supports-[backdrop-filter]:bg-background/80 supports-[backdrop-filter]:backdrop-blur">
      <div className="mx-auto flex h-16 max-w-6xl items-center justify-between gap-4 px-4 sm:px-6">
        <PublicPageLink
          href="/"
          aria-label={t.homeLabel}
          className="rounded-md outline-none focus-visible:ring-[3px] focus-visible:ring-ring/60"
        >
          <SiteLogo gradientId="logo-gradient-header" />
        </PublicPageLink>
        <nav aria-label={t.navLabel} className="hidden md:block">
          <ul className="flex items-center gap-1">
            {headerNav.map((link) => (
              <li key={link.href}>
                <a href={link.href} className={linkButton("ghost")}>
                  {link.label}
                </a>
              </li>
            ))}
          </ul>
        </nav>
        <div className="hidden items-center gap-2 md:flex">
          <a href={appHref} className={linkButton("ghost")}>
            {t.login}
          </a>
          <a href={appHref} className={linkButton("primary", "md", "shadow-sm")}>
            {t.start}
          </a>
        </div>
        <MobileMenu
          links={headerNav}
          appHref={appHref}
          labels={{
            open: t.menuOpen,
            close: t.menuClose,
            nav: t.navLabel,
            login: t.login,
            start: t.start,
          }}
        />
      </div>
    </header>
  );
}
