import { ChevronDownIcon, PlusIcon } from "lucide-react";

import { faqCategories } from "@/content/faq";
import { landingMessages } from "@/messages/landing";

import { SectionHeading } from "./section-heading";

const summaryClass =
  "flex cursor-pointer list-none items-center justify-between gap-4 rounded-xl outline-none focus-visible:ring-[3px] focus-visible:ring-ring/60 [&::-webkit-details-marker]:hidden";

/**
 * The FAQ as native disclosure widgets: categories open independently, and the
 * questions of one category share a `name`, so the browser keeps at most one
 * of them open (spec §2). Keyboard use comes with <summary>.
 */
export function FaqSection() {
  const t = landingMessages.faq;
  return (
    <section id="faq" aria-labelledby="faq-title" className="bg-muted/60 py-20">
      <div className="mx-auto max-w-3xl px-4 sm:px-6">
        <SectionHeading id="faq-title" eyebrow={t.eyebrow} title={t.title} intro={t.intro} />
        <div className="flex flex-col gap-4">
          {faqCategories.map((category, index) => (
            <details
              key={category.id}
              open={index === 0}
              data-faq-category={category.id}
              className="group/category rounded-2xl border border-border bg-card shadow-xs"
            >
              <summary className={`${summaryClass} p-5 font-display text-xl font-semibold`}>
                {category.title}
                <ChevronDownIcon
                  aria-hidden="true"
                  className="size-5 shrink-0 transition-transform group-open/category:rotate-180"
                />
              </summary>
              <div className="border-t border-border px-5">
                {category.items.map((item) => (
                  <details
                    key={item.id}
                    name={`faq-${category.id}`}
                    data-faq-question={item.id}
                    className="group/question border-b border-border last:border-b-0"
                  >
                    <summary className={`${summaryClass} py-4 font-medium`}>
                      {item.question}
                      <PlusIcon
                        aria-hidden="true"
                        className="size-5 shrink-0 text-primary transition-transform group-open/question:rotate-45"
                      />
                    </summary>
                    <p className="pb-5 text-pretty text-muted-foreground">{item.answer}</p>
                  </details>
                ))}
              </div>
            </details>
          ))}
        </div>
      </div>
    </section>
  );
}
