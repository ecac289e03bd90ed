"use client";

import { ArrowLeft, ArrowRight, Loader2 } from "lucide-react";

import { PublicPageLink } from "@/components/site/public-page-link";
import { Button } from "@/components/ui/button";
import { wizardMessages } from "@/messages/wizard";

const t = wizardMessages.nav;

/**
 * Fixed bottom bar (spec §2): Back and Next; on the last step the submit
 * button. Back on step 0 leaves: to the site in onboarding, to the dashboard
 * otherwise. Next is never blocked (spec §4).
 */
export function WizardBottomBar({
  formId,
  step,
  last,
  editing,
  submitting,
  onBack,
  onNext,
  onCancel,
}: {
  formId: string;
  step: number;
  last: boolean;
  editing: boolean;
  submitting: boolean;
  onBack: () => void;
  onNext: () => void;
  /** Set when the wizard was opened from the dashboard. */
  onCancel?: () => void;
}) {
  const back =
    step > 0 ? (
      <Button type="button" variant="outline" onClick={onBack} disabled={submitting}>
        <ArrowLeft aria-hidden />
        {t.back}
      </Button>
    ) : onCancel ? (
      <Button type="button" variant="outline" onClick={onCancel} disabled={submitting}>
        <ArrowLeft aria-hidden />
        {t.cancel}
      </Button>
    ) : (
      <Button variant="outline" asChild>
        <PublicPageLink href="/">
          <ArrowLeft aria-hidden />
          {t.toWebsite}
        </PublicPageLink>
      </Button>
    );
  return (
    <footer className="fixed inset-x-0 bottom-0 z-40 border-t bg-background/95 pb-[env(safe-area-inset-bottom)] backdrop-blur">
      <div className="mx-auto flex max-w-2xl items-center justify-between gap-3 px-4 py-3">
        {back}
        {/* Distinct keys: reusing the Next button's element as the submit button
            would let the click that reaches the last step also submit the form. */}
        {last ? (
          <Button key="submit" type="submit" form={formId} disabled={submitting} className="min-w-40">
            {submitting ? <Loader2 className="animate-spin" aria-hidden /> : null}
            {submitting ? (editing ? t.saving : t.submitting) : editing ? t.save : t.submit}
          </Button>
        ) : (
          <Button key="next" type="button" onClick={onNext}>
            {t.next}
            <ArrowRight aria-hidden />
          </Button>
        )}
      </div>
    </footer>
  );
}
