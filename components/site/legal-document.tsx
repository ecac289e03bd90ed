import type { LegalSection } from "@/messages/legal";

interface LegalDocumentProps {
  title: string;
  intro: string;
  updated?: string;
  /** Label–value facts shown as a list before the sections, e.g. the company data. */
  facts?: { title: string; entries: readonly { label: string; value: string }[] };
  sections: readonly LegalSection[];
}

/** A legal page's text: title, date, optional facts and numbered sections. */
export function LegalDocument({ title, intro, updated, facts, sections }: LegalDocumentProps) {
  // Long German words ("Geschäftsbedingungen") and addresses break instead of widening a phone's page.
  return (
    <article className="flex min-w-0 flex-col gap-8 break-words hyphens-auto">
      <header className="flex flex-col gap-3">
        <h1 className="text-3xl font-semibold text-balance sm:text-4xl">{title}</h1>
        {updated && <p className="text-sm font-medium text-primary">{updated}</p>}
        <p className="text-lg text-pretty text-muted-foreground">{intro}</p>
      </header>
      {facts && (
        <section aria-labelledby="legal-facts" className="rounded-2xl border border-border bg-card p-6">
          <h2 id="legal-facts" className="mb-4 text-2xl font-semibold">
            {facts.title}
          </h2>
          <dl className="grid gap-x-6 gap-y-3 sm:grid-cols-[max-content_1fr]">
            {facts.entries.map((entry) => (
              <div key={entry.label} className="contents">
                <dt className="font-medium">{entry.label}</dt>
                <dd className="text-muted-foreground">{entry.value}</dd>
              </div>
            ))}
          </dl>
        </section>
      )}
      {sections.map((section) => (
        <section key={section.heading} className="flex flex-col gap-3">
          <h2 className="text-2xl font-semibold">{section.heading}</h2>
          {section.items && (
            <ul className="flex list-disc flex-col gap-2 pl-5 marker:text-primary">
              {section.items.map((item) => (
                <li key={item}>{item}</li>
              ))}
            </ul>
          )}
          {section.paragraphs?.map((paragraph) => (
            <p key={paragraph} className="text-pretty">
              {paragraph}
            </p>
          ))}
        </section>
      ))}
    </article>
  );
}
