import { AudienceSection } from "@/components/landing/audience-section";
import { ChangeSection } from "@/components/landing/change-section";
import { ClosingCall } from "@/components/landing/closing-call";
import { FaqSection } from "@/components/landing/faq-section";
import { FeaturesSection } from "@/components/landing/features-section";
import { HeroSection } from "@/components/landing/hero-section";
import { KnowledgeSection } from "@/components/landing/knowledge-section";
import { LandingStyles } from "@/components/landing/landing-styles";
import { PricingSection } from "@/components/landing/pricing-section";
import { StepsSection } from "@/components/landing/steps-section";
import { landingStructuredData } from "@/components/landing/structured-data";
import { TestimonialsSection } from "@/components/landing/testimonials-section";
import { pageMetadata } from "@/components/site/page-metadata";
import { siteUrl } from "@/env";
import { scriptJson } from "@/lib/script-json";
import { landingMessages } from "@/messages/landing";

export const metadata = pageMetadata({
  title: landingMessages.meta.title,
  description: landingMessages.meta.description,
  path: "/",
  absoluteTitle: true,
});

/** The landing page (spec §2), rendered at build time. */
export default function LandingPage() {
  return (
    <>
      <LandingStyles />
      <HeroSection />
      <FeaturesSection />
      <ChangeSection />
      <KnowledgeSection />
      <AudienceSection />
      <StepsSection />
      <TestimonialsSection />
      <PricingSection />
      <FaqSection />
      <ClosingCall />
      <script
        type="application/ld+json"
        dangerouslySetInnerHTML={{ __html: scriptJson(landingStructuredData(siteUrl())) }}
      />
    </>
  );
}
