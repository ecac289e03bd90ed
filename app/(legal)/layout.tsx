import { ArrowLeftIcon } from "lucide-react";

import { linkButton } from "@/components/site/link-button";
import { PublicPageLink } from "@/components/site/public-page-link";
import { SiteFooter } from "@/components/site/site-footer";
import { SiteHeader } from "@/components/site/site-header";
import { SiteScript } from "@/components/site/site-script";
import { commonMessages } from "@/messages/common";

/** Impressum, Datenschutz and AGB share the site's header and footer and a way back (spec §2). */
export default function LegalLayout({ children }: { children: React.ReactNode }) {
  return (
    <>
      <SiteHeader />
      <main id="inhalt" className="mx-auto flex max-w-3xl flex-col gap-8 px-4 py-10 sm:px-6 sm:py-14">
        <PublicPageLink href="/" className={linkButton("outline", "md", "self-start")}>
          <ArrowLeftIcon aria-hidden="true" className="size-4" />
          {commonMessages.backHome}
        </PublicPageLink>
        {children}
      </main>
      <SiteFooter />
      <SiteScript />
    </>
  );
}
