import { enhanceCarousels } from "./enhance/carousel";
import { enhanceLazyImages } from "./enhance/lazy-image";
import { enhanceMobileMenus } from "./enhance/mobile-menu";
import { releaseWebFonts } from "./enhance/web-fonts";

// The landing and legal pages are sent as plain pre-rendered HTML, without
// React or the Next.js router (server/static-pages.ts strips them): that
// runtime was most of what kept the landing page from loading fast on a
// phone. Their few interactive parts are enhanced by one inline script
// instead. Each function is written to be self-contained, so its compiled
// source can be inlined as it is. The Content-Security-Policy allows these
// scripts by hash: a pre-rendered page's own hashes, and on per-request pages
// the hashes every pre-rendered page shares, which covers the web-font script
// (tests/e2e/security-headers.spec.ts fails if a build compiles it differently).
const inline = (...steps: (() => void)[]) => steps.map((step) => `(${step.toString()})();`).join("");

const enhancements = inline(enhanceMobileMenus, enhanceCarousels, enhanceLazyImages);
const webFonts = inline(releaseWebFonts);

/** Placed after the page's content, so everything it enhances is parsed. */
export function SiteScript() {
  return <script dangerouslySetInnerHTML={{ __html: enhancements }} />;
}

/** First in the body of every page, before anything is painted. */
export function WebFontScript() {
  return <script dangerouslySetInnerHTML={{ __html: webFonts }} />;
}
