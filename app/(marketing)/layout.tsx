import { SiteFooter } from "@/components/site/site-footer";
import { SiteHeader } from "@/components/site/site-header";
import { SiteScript } from "@/components/site/site-script";

export default function MarketingLayout({ children }: { children: React.ReactNode }) {
  return (
    <>
      <SiteHeader />
      <main id="inhalt">{children}</main>
      <SiteFooter />
      <SiteScript />
    </>
  );
}
