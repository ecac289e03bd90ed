import { LegalDocument } from "@/components/site/legal-document";
import { pageMetadata } from "@/components/site/page-metadata";
import { legalMessages } from "@/messages/legal";

const t = legalMessages.imprint;

export const metadata = pageMetadata({
  title: t.metaTitle,
  description: t.metaDescription,
  path: "/impressum",
});

export default function ImprintPage() {
  return (
    <LegalDocument
      title={t.title}
      intro={t.intro}
      facts={{ title: t.companyTitle, entries: t.company }}
      sections={t.sections}
    />
  );
}
