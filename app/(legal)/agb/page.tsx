import { LegalDocument } from "@/components/site/legal-document";
import { pageMetadata } from "@/components/site/page-metadata";
import { legalMessages } from "@/messages/legal";

const t = legalMessages.terms;

export const metadata = pageMetadata({ title: t.metaTitle, description: t.metaDescription, path: "/agb" });

export default function TermsPage() {
  return <LegalDocument title={t.title} intro={t.intro} updated={t.updated} sections={t.sections} />;
}
