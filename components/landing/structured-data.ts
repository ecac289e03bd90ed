// JSON-LD for the landing page: the company and the app with its offers
// (prices from config/plans.ts), so search engines can read both.
import { plans } from "@/config/plans";
import { siteConfig } from "@/config/site";
import { activeSocialLinks } from "@/components/site/site-links";
import { landingMessages } from "@/messages/landing";

const offer = (name: string, price: number, unitCode?: "MON" | "ANN") => ({
  "@type": "Offer",
  name,
  price: price.toFixed(2),
  priceCurrency: "EUR",
  ...(unitCode && {
    priceSpecification: {
      "@type": "UnitPriceSpecification",
      price: price.toFixed(2),
      priceCurrency: "EUR",
      unitCode,
      referenceQuantity: { "@type": "QuantitativeValue", value: 1, unitCode },
    },
  }),
});

export function landingStructuredData(origin: string) {
  const { company } = siteConfig;
  const t = landingMessages.structuredData;
  const organizationId = `${origin}/#organisation`;
  return {
    "@context": "https://schema.org",
    "@graph": [
      {
        "@type": "Organization",
        "@id": organizationId,
        name: company.name,
        brand: siteConfig.name,
        url: `${origin}/`,
        logo: `${origin}/logo.svg`,
        email: company.email,
        address: {
          "@type": "PostalAddress",
          streetAddress: company.street,
          postalCode: company.postalCode,
          addressLocality: company.city,
          addressCountry: company.countryCode,
        },
        sameAs: activeSocialLinks().map((link) => link.href),
      },
      {
        "@type": "SoftwareApplication",
        name: siteConfig.name,
        description: siteConfig.description,
        url: `${origin}/`,
        applicationCategory: "HealthApplication",
        operatingSystem: "Web",
        inLanguage: "de",
        publisher: { "@id": organizationId },
        offers: [
          offer(plans.free.name, plans.free.price.monthly),
          offer(`${plans.pro.name} – ${t.monthly}`, plans.pro.price.monthly, "MON"),
          offer(`${plans.pro.name} – ${t.yearly}`, plans.pro.price.yearly, "ANN"),
        ],
      },
    ],
  };
}
