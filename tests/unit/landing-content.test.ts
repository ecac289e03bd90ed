// The public site's content as data (issue 4): testimonials, FAQ, illustrations,
// structured data and the legal texts, checked against spec §1, §2 and §9.
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";

import { describe, expect, it } from "vitest";

import { illustrations } from "@/components/landing/illustrations";
import { landingStructuredData } from "@/components/landing/structured-data";
import { activeSocialLinks } from "@/components/site/site-links";
import { formatEuro, plans, yearlyListPrice, yearlyPricePerMonth } from "@/config/plans";
import { siteConfig } from "@/config/site";
import { faqCategories } from "@/content/faq";
import { knowledgeAreas } from "@/content/knowledge-areas";
import { carouselIntervals, firstCarouselSize, testimonials } from "@/content/testimonials";
import { scriptJson } from "@/lib/script-json";
import { landingMessages } from "@/messages/landing";
import { legalMessages } from "@/messages/legal";

const allFaqAnswers = faqCategories
  .flatMap((category) => category.items.map((item) => item.answer))
  .join("\n");

describe("testimonials", () => {
  it("are 30 entries with name, role, German text and a rating from 3 to 5", () => {
    expect(testimonials).toHaveLength(30);
    for (const entry of testimonials) {
      expect(entry.name.trim()).not.toBe("");
      expect(entry.role.trim()).not.toBe("");
      expect(entry.text.length).toBeGreaterThan(60);
      expect([3, 4, 5]).toContain(entry.rating);
    }
    expect(new Set(testimonials.map((entry) => entry.id)).size).toBe(30);
    expect(new Set(testimonials.map((entry) => entry.rating))).toEqual(new Set([3, 4, 5]));
  });

  it("split 15 and 15 on phones and advance every 3 s, 3.5 s and 4 s", () => {
    expect(firstCarouselSize).toBe(15);
    expect(testimonials.slice(firstCarouselSize)).toHaveLength(15);
    expect(carouselIntervals).toEqual({ desktop: 3000, mobileFirst: 3500, mobileSecond: 4000 });
  });
});

describe("topics and knowledge base", () => {
  it("has the eight topic chips of spec §2", () => {
    expect(landingMessages.topics.items).toHaveLength(8);
    expect(new Set(landingMessages.topics.items).size).toBe(8);
  });

  it("covers the six fields of spec §1", () => {
    expect(knowledgeAreas.map((area) => area.title)).toEqual([
      "Psychologie",
      "Körpersprache",
      "Psychosomatik",
      "Energiearbeit",
      "Spiritualität",
      "Emotionale Intelligenz",
    ]);
  });
});

describe("FAQ", () => {
  it("groups unique questions into categories", () => {
    expect(faqCategories.length).toBeGreaterThanOrEqual(4);
    const ids = faqCategories.flatMap((category) =>
      category.items.map((item) => `${category.id}/${item.id}`),
    );
    expect(new Set(ids).size).toBe(ids.length);
    for (const category of faqCategories) expect(category.items.length).toBeGreaterThanOrEqual(2);
  });

  it("answers the claims of spec §1 and §9", () => {
    expect(allFaqAnswers).toContain("kein Medizinprodukt");
    expect(allFaqAnswers).toContain("Europäischen Union");
    expect(allFaqAnswers).toContain("DSGVO");
    expect(allFaqAnswers).toMatch(/nicht verwendet, um KI-Modelle zu trainieren/);
    expect(allFaqAnswers).toContain("keinen Einblick in deine Daten");
    // Issue 17: what the encryption at rest does, and no more.
    expect(allFaqAnswers).toContain(
      "wer nur die Datenbank oder eine Sicherungskopie hat, kann sie nicht lesen",
    );
    expect(allFaqAnswers).toContain("Entschlüsseln kann sie der laufende Server");
    expect(allFaqAnswers).toContain(
      `Sicherungskopien bewahren wir höchstens ${siteConfig.claims.backupRetentionDays} Tage auf`,
    );
    expect(allFaqAnswers).toContain("jederzeit kündigen");
    expect(allFaqAnswers).toContain(`innerhalb von ${siteConfig.claims.supportResponseHours} Stunden`);
    expect(allFaqAnswers).toContain(`innerhalb von ${siteConfig.claims.deletionDays} Tagen`);
    expect(allFaqAnswers).toContain(`${plans.pro.trialDays} Tage lang kostenlos`);
  });

  it("quotes prices from config/plans.ts", () => {
    expect(allFaqAnswers).toContain(formatEuro(plans.pro.price.monthly));
    expect(allFaqAnswers).toContain(formatEuro(plans.pro.price.yearly));
  });
});

describe("pricing copy", () => {
  it("derives every figure from config/plans.ts", () => {
    const t = landingMessages.pricing;
    expect(t.saving).toBe("40% sparen");
    expect(t.yearlyInsteadOf).toContain(formatEuro(yearlyListPrice));
    expect(t.yearlyPerMonth).toContain(formatEuro(yearlyPricePerMonth));
    expect(t.trialMonthly).toContain(formatEuro(plans.pro.price.monthly));
    expect(t.trialYearly).toContain(formatEuro(plans.pro.price.yearly));
    expect(t.proCta).toBe("3 Tage gratis testen");
  });
});

describe("illustrations", () => {
  const entries = Object.entries(illustrations);

  it("are 20: 9 load eagerly and 11 lazily", () => {
    expect(entries).toHaveLength(20);
    expect(entries.filter(([, image]) => image.loading === "eager")).toHaveLength(9);
    expect(entries.filter(([, image]) => image.loading === "lazy")).toHaveLength(11);
  });

  it("are SVG files of this project, sized as declared and described in German", () => {
    for (const [name, image] of entries) {
      const file = path.join("public", image.src);
      expect(existsSync(file), name).toBe(true);
      const svg = readFileSync(file, "utf8");
      expect(svg, name).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg"/);
      expect(svg, name).toContain(`viewBox="0 0 ${image.width} ${image.height}"`);
      // Drawn here, not fetched: no external references or embedded rasters.
      expect(svg, name).not.toMatch(/(?:href|src)="(?:https?:|data:image\/(?:png|jpe?g))/);
      expect(image.alt.length, name).toBeGreaterThan(3);
    }
  });
});

describe("social links", () => {
  it("show a button only for networks with a link", () => {
    expect(activeSocialLinks({ instagram: "", facebook: "", youtube: "" })).toEqual([]);
    expect(
      activeSocialLinks({ instagram: "https://instagram.com/resonanz", facebook: " ", youtube: "" }),
    ).toEqual([
      {
        network: "instagram",
        href: "https://instagram.com/resonanz",
        label: landingMessages.footer.social.instagram,
      },
    ]);
  });
});

describe("structured data", () => {
  const data = landingStructuredData("https://resonanz.example");
  const [organization, application] = data["@graph"];

  it("describes the company from site config", () => {
    expect(organization).toMatchObject({
      "@type": "Organization",
      name: siteConfig.company.name,
      url: "https://resonanz.example/",
      address: { addressCountry: "AT", postalCode: siteConfig.company.postalCode },
    });
  });

  it("offers Free and Pro at the prices of config/plans.ts", () => {
    expect(application).toMatchObject({ "@type": "SoftwareApplication", name: siteConfig.name });
    const offers = (application && "offers" in application ? application.offers : undefined) ?? [];
    expect(offers.map((offer) => [offer.price, offer.priceCurrency])).toEqual([
      [plans.free.price.monthly.toFixed(2), "EUR"],
      [plans.pro.price.monthly.toFixed(2), "EUR"],
      [plans.pro.price.yearly.toFixed(2), "EUR"],
    ]);
  });

  it("cannot close its script element", () => {
    expect(scriptJson({ text: "</script><script>alert(1)</script>" })).not.toContain("<");
  });
});

describe("legal texts", () => {
  const text = (
    sections: readonly { heading: string; paragraphs?: readonly string[]; items?: readonly string[] }[],
  ) =>
    sections
      .flatMap((section) => [section.heading, ...(section.paragraphs ?? []), ...(section.items ?? [])])
      .join("\n");

  it("Impressum: § 5 ECG, § 25 MedienG and every company fact from site config", () => {
    const imprint = legalMessages.imprint;
    expect(imprint.intro).toContain("§ 5 E-Commerce-Gesetz");
    expect(imprint.intro).toContain("§ 25 Mediengesetz");
    const values = imprint.company.map((entry) => entry.value).join("\n");
    const { company } = siteConfig;
    for (const fact of [
      company.name,
      company.street,
      company.register,
      company.vatId,
      company.email,
      company.phone,
    ]) {
      expect(values).toContain(fact);
    }
  });

  it("Datenschutz: dated January 2025 and covering the required topics", () => {
    const privacy = legalMessages.privacy;
    expect(privacy.updated).toBe("Stand: Januar 2025");
    const body = text(privacy.sections);
    for (const phrase of [
      "Servern in der Europäischen Union",
      // Issue 17: encryption at rest, who can technically read what, crypto-shredding.
      "Wer nur die Datenbank oder eine Sicherungskopie hat, kann sie nicht lesen.",
      "Der laufende Server entschlüsselt deine Daten",
      "keinen Einblick in deine Daten",
      `wechseln wir den Hauptschlüssel alle ${siteConfig.claims.keyRotationDays} Tage`,
      `spätestens ${siteConfig.claims.keyRotationDays + siteConfig.claims.backupRetentionDays} Tage nach deiner Löschung niemand mehr lesen`,
      "nicht zum Training von KI-Modellen",
      "Stripe",
      "E-Mail-Dienstleister",
      "Sprachmodell (optional)",
      "verlassen deine Daten unseren Server nicht",
      "als JSON-Lines-Datei exportieren",
      `innerhalb von ${siteConfig.claims.deletionDays} Tagen`,
      "Datenschutzbehörde",
      "Sitzungs-Cookie",
    ]) {
      expect(body).toContain(phrase);
    }
  });

  it("AGB: Austrian law, 14-day withdrawal, 30 days' notice, the plans and no medical advice", () => {
    const body = text(legalMessages.terms.sections);
    for (const phrase of [
      "österreichisches Recht",
      "binnen 14 Tagen",
      "Frist von 30 Tagen",
      "kein Medizinprodukt",
      `${formatEuro(plans.pro.price.monthly)} pro Monat`,
      `${formatEuro(plans.pro.price.yearly)} pro Jahr`,
      `${plans.pro.trialDays} Tage kostenlos`,
      ...plans.free.features,
      ...plans.pro.features,
    ]) {
      expect(body).toContain(phrase);
    }
  });
});
