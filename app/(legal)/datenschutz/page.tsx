import { LegalDocument } from "@/components/site/legal-document";
import { pageMetadata } from "@/components/site/page-metadata";
import { legalMessages } from "@/messages/legal";

const t = legalMessages.privacy;

export const metadata = pageMetadata({
  title: t.metaTitle,
  description: t.metaDescription,
  path: "/datenschutz",
});

export default function PrivacyPage() {
  return <LegalDocument title={t.title} intro={t.intro} updated={t.updated} sections={t.sections} />;
}
