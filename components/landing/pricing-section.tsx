import { CheckIcon } from "lucide-react";

import { formatEuro, type Plan, plans } from "@/config/plans";
import { landingMessages } from "@/messages/landing";

import { SectionHeading } from "./section-heading";
import { StartLink } from "./start-link";

// The monthly/yearly toggle is a pair of native radio buttons; CSS (:has) shows
// the matching prices, so the choice works without any JavaScript.

const toggleOption =
  "relative flex cursor-pointer items-center gap-2 rounded-full px-5 py-2 text-sm font-medium has-[:checked]:bg-primary has-[:checked]:text-primary-foreground has-[:focus-visible]:ring-[3px] has-[:focus-visible]:ring-ring/60";

function IntervalToggle() {
  const t = landingMessages.pricing;
  return (
    <fieldset className="mx-auto mb-10 flex w-fit rounded-full border border-border bg-card p-1 shadow-xs">
      <legend className="sr-only">{t.intervalLegend}</legend>
      <label className={toggleOption}>
        <input type="radio" name="abrechnung" value="monthly" defaultChecked className="sr-only" />
        {t.monthly}
      </label>
      <label className={toggleOption}>
        <input type="radio" name="abrechnung" value="yearly" id="abrechnung-jaehrlich" className="sr-only" />
        {t.yearly}
        <span className="rounded-full bg-accent px-2 py-0.5 text-xs font-semibold text-accent-foreground">
          {t.saving}
        </span>
      </label>
    </fieldset>
  );
}

function FeatureList({ plan }: { plan: Plan }) {
  return (
    <ul aria-label={landingMessages.pricing.featuresLabel} className="flex flex-col gap-2">
      {plan.features.map((feature) => (
        <li key={feature} className="flex gap-2">
          <CheckIcon aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-primary" />
          {feature}
        </li>
      ))}
    </ul>
  );
}

function Price({ amount, period }: { amount: number; period: string }) {
  return (
    <p className="flex items-baseline gap-2">
      <span className="font-display text-5xl font-semibold">{formatEuro(amount)}</span>
      <span className="text-muted-foreground">{period}</span>
    </p>
  );
}

function FreeCard() {
  const t = landingMessages.pricing;
  const plan = plans.free;
  return (
    <article
      data-plan="free"
      className="flex flex-col gap-6 rounded-3xl border border-border bg-card p-8 shadow-xs"
    >
      <header className="flex flex-col gap-2">
        <h3 className="text-2xl font-semibold">{plan.name}</h3>
        <p className="text-muted-foreground">{plan.description}</p>
      </header>
      <Price amount={plan.price.monthly} period={t.perMonth} />
      <FeatureList plan={plan} />
      <StartLink variant="outline" className="mt-auto w-full">
        {t.freeCta}
      </StartLink>
    </article>
  );
}

function ProCard() {
  const t = landingMessages.pricing;
  const plan = plans.pro;
  return (
    <article
      data-plan="pro"
      className="relative flex flex-col gap-6 rounded-3xl border-2 border-primary bg-card p-8 shadow-lg"
    >
      <p className="absolute -top-3.5 left-8 rounded-full bg-primary px-3 py-1 text-xs font-semibold text-primary-foreground">
        {t.popular}
      </p>
      <header className="flex flex-col gap-2">
        <h3 className="text-2xl font-semibold">{plan.name}</h3>
        <p className="text-muted-foreground">{plan.description}</p>
      </header>
      <div
        data-interval="monthly"
        className="flex flex-col gap-2 group-has-[#abrechnung-jaehrlich:checked]/pricing:hidden"
      >
        <Price amount={plan.price.monthly} period={t.perMonth} />
        <p className="text-sm text-muted-foreground">{t.trialMonthly}</p>
      </div>
      <div
        data-interval="yearly"
        className="hidden flex-col gap-2 group-has-[#abrechnung-jaehrlich:checked]/pricing:flex"
      >
        <Price amount={plan.price.yearly} period={t.perYear} />
        <p className="flex flex-wrap items-center gap-2 text-sm">
          <span className="text-muted-foreground line-through">{t.yearlyInsteadOf}</span>
          <span className="rounded-full bg-accent px-2 py-0.5 text-xs font-semibold text-accent-foreground">
            {t.saving}
          </span>
        </p>
        <p className="text-sm text-muted-foreground">{t.yearlyPerMonth}</p>
        <p className="text-sm text-muted-foreground">{t.trialYearly}</p>
      </div>
      <FeatureList plan={plan} />
      <StartLink className="mt-auto w-full">{t.proCta}</StartLink>
    </article>
  );
}

/** Pricing from config/plans.ts, monthly by default (spec §2, §9). */
export function PricingSection() {
  const t = landingMessages.pricing;
  return (
    <section id="preise" aria-labelledby="preise-title" className="group/pricing py-20">
      <div className="mx-auto max-w-5xl px-4 sm:px-6">
        <SectionHeading
          id="preise-title"
          eyebrow={t.eyebrow}
          title={t.title}
          intro={t.intro}
          className="mb-8"
        />
        <IntervalToggle />
        <div className="grid gap-8 md:grid-cols-2">
          <FreeCard />
          <ProCard />
        </div>
        <p className="mt-8 text-center text-sm text-muted-foreground">{t.vat}</p>
      </div>
    </section>
  );
}
