import { MenuIcon, XIcon } from "lucide-react";

interface MobileMenuProps {
  links: readonly { href: string; label: string }[];
  appHref: string;
  labels: { open: string; close: string; nav: string; login: string; start: string };
}

const linkClass =
  "flex min-h-11 items-center rounded-md px-3 text-base font-medium outline-none hover:bg-accent hover:text-accent-foreground focus-visible:ring-[3px] focus-visible:ring-ring/60";

/**
 * Below 768 px the header navigation folds into this menu. The markup starts
 * closed; enhance/mobile-menu.ts opens and closes it (data-open picks the icon).
 */
export function MobileMenu({ links, appHref, labels }: MobileMenuProps) {
  return (
    // suppressHydrationWarning: where React hydrates the page (development), the
    // script may already have changed these attributes.
    <div className="group/menu md:hidden" data-mobile-menu data-open="false" suppressHydrationWarning>
      <button
        type="button"
        aria-expanded="false"
        aria-controls="mobile-menu"
        aria-label={labels.open}
        data-menu-toggle
        data-label-open={labels.open}
        data-label-close={labels.close}
        suppressHydrationWarning
        className="inline-flex size-11 items-center justify-center rounded-md outline-none hover:bg-accent focus-visible:ring-[3px] focus-visible:ring-ring/60"
      >
        <MenuIcon aria-hidden="true" className="size-6 group-data-[open=true]/menu:hidden" />
        <XIcon aria-hidden="true" className="hidden size-6 group-data-[open=true]/menu:block" />
      </button>
      <div
        id="mobile-menu"
        hidden
        data-menu-panel
        suppressHydrationWarning
        className="absolute inset-x-0 top-16 border-b border-border bg-background px-4 pt-2 pb-5 shadow-lg"
      >
        <nav aria-label={labels.nav}>
          <ul className="flex flex-col gap-1">
            {links.map((link) => (
              <li key={link.href}>
                <a href={link.href} className={linkClass}>
                  {link.label}
                </a>
              </li>
            ))}
          </ul>
        </nav>
        <div className="mt-3 flex flex-col gap-2 border-t border-border pt-4">
          <a href={appHref} className={linkClass}>
            {labels.login}
          </a>
          <a
            href={appHref}
            className="flex min-h-11 items-center justify-center rounded-md bg-primary px-4 font-medium text-primary-foreground outline-none hover:bg-primary/90 focus-visible:ring-[3px] focus-visible:ring-ring/60"
          >
            {labels.start}
          </a>
        </div>
      </div>
    </div>
  );
}
