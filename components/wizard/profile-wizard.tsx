"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { Loader2 } from "lucide-react";
import { useCallback, useEffect, useRef, useState } from "react";
import { FormProvider, useForm, useWatch } from "react-hook-form";

import { useAppSession } from "@/components/auth/session-provider";
import { HealthConsentField, useHealthConsent } from "@/components/consent/health-consent";
import { LoadingScreen } from "@/components/onboarding/loading-screen";
import { SafetyNotice } from "@/components/safety/safety-notice";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { fieldIds } from "@/components/wizard/fields/field-parts";
import { clearDraft, writeDraft } from "@/components/wizard/profile-draft";
import { AnimalBasicsStep } from "@/components/wizard/steps/animal-basics-step";
import { AnimalBehaviorStep } from "@/components/wizard/steps/animal-behavior-step";
import { HumanBasicsStep } from "@/components/wizard/steps/human-basics-step";
import { HumanHealthStep } from "@/components/wizard/steps/human-health-step";
import { HumanLifeStep } from "@/components/wizard/steps/human-life-step";
import { TypeStep } from "@/components/wizard/steps/type-step";
import { useProfileSubmit } from "@/components/wizard/use-profile-submit";
import { useWizardStart } from "@/components/wizard/use-wizard-start";
import { WizardBottomBar } from "@/components/wizard/wizard-bottom-bar";
import { WizardDisclaimer } from "@/components/wizard/wizard-disclaimer";
import { WizardTopBar } from "@/components/wizard/wizard-top-bar";
import { SAFETY_PLAN_HREF } from "@/config/app-paths";
import type { PlanId } from "@/config/plans";
import { emptyProfile } from "@/lib/profile/empty-profile";
import type { SafetyNotice as Notice } from "@/lib/safety/check";
import { firstErrorLocation, stepsFor, type WizardStepId } from "@/lib/profile/wizard-steps";
import { type ProfileField, type ProfileInput, profileSchema } from "@/lib/validations/profile";
import { safetyPlanMessages } from "@/messages/safety-plan";
import { wizardMessages } from "@/messages/wizard";

export interface ProfileWizardProps {
  /** create: the first profile (onboarding); edit: the active profile; add: another profile (Pro). */
  mode: "create" | "edit" | "add";
  /** Pro hides the Free notice on step 0. */
  plan?: PlanId;
  /** Called after a successful save with the saved profile's id. */
  onSaved: (profileId: string) => void;
  /** Back on step 0 when the wizard was opened from the dashboard. */
  onCancel?: () => void;
  /** Shown in the top bar during onboarding, where there is no dashboard header. */
  accountMenu?: React.ReactNode;
}

const FORM_ID = "profil-formular";

function StepBody({ id, plan }: { id: WizardStepId; plan: PlanId }) {
  switch (id) {
    case "type":
      return <TypeStep plan={plan} />;
    case "humanBasics":
      return <HumanBasicsStep />;
    case "humanLife":
      return <HumanLifeStep />;
    case "humanHealth":
      return <HumanHealthStep />;
    case "animalBasics":
      return <AnimalBasicsStep />;
    case "animalBehavior":
      return <AnimalBehaviorStep />;
  }
}

/** Focuses a field; for a radio group, its chosen or else its first choice. */
function focusField(name: ProfileField) {
  const element = document.getElementById(fieldIds(name).id);
  const target =
    element?.getAttribute("role") === "radiogroup"
      ? (element.querySelector<HTMLElement>('[role="radio"][data-state="checked"]') ??
        element.querySelector<HTMLElement>('[role="radio"]'))
      : element;
  target?.focus();
}

type FocusRequest = { field: ProfileField | null; at: number };

/** The profile wizard (spec §2, §4): 4 steps for people, 3 for animals, then the save. */
export function ProfileWizard({ mode, plan = "free", onSaved, onCancel, accountMenu }: ProfileWizardProps) {
  const userId = useAppSession()?.id;
  const form = useForm<ProfileInput>({
    resolver: zodResolver(profileSchema),
    defaultValues: emptyProfile(),
    mode: "onBlur",
    reValidateMode: "onBlur",
    shouldFocusError: false,
  });
  const [step, setStep] = useState(0);
  const [saved, setSaved] = useState<string | null>(null);
  // A crisis in the answers: the profile is saved, and the crisis card comes before anything else.
  const [notice, setNotice] = useState<Notice | null>(null);
  const start = useWizardStart(form, mode, userId, setStep);
  const profileType = useWatch({ control: form.control, name: "profileType" });
  const steps = stepsFor(profileType);
  const current = steps[Math.min(step, steps.length - 1)] ?? steps[0];
  const headingRef = useRef<HTMLHeadingElement>(null);
  const [focus, setFocus] = useState<FocusRequest | null>(null);

  /** Opens a step and focuses its heading, or `field` when errors sent the user there. */
  const goTo = useCallback((next: number, field: ProfileField | null = null) => {
    setStep(next);
    setFocus({ field, at: Date.now() });
    window.scrollTo({ top: 0 });
  }, []);

  // Runs after the step has rendered, so its fields exist.
  useEffect(() => {
    if (!focus) return;
    if (focus.field) focusField(focus.field);
    else headingRef.current?.focus();
  }, [focus]);

  // The draft follows every change and the current step (issue 5: nothing typed is lost).
  useEffect(() => {
    if (!userId || start.status !== "ready" || saved) return;
    const keep = (values: ProfileInput) =>
      writeDraft(userId, mode, {
        step,
        values: values as Required<ProfileInput>,
        profileId: start.profileId,
      });
    if (step > 0) keep(form.getValues());
    return form.subscribe({ formState: { values: true }, callback: ({ values }) => keep(values) });
  }, [form, mode, saved, start, step, userId]);

  const consent = useHealthConsent();
  const submit = useProfileSubmit({
    form,
    mode,
    version:
      start.profileId && start.updatedAt
        ? { profileId: start.profileId, updatedAt: start.updatedAt }
        : undefined,
    beforeSave: consent.ensure,
    showErrorsFrom: (fields) => {
      const location = firstErrorLocation(form.getValues("profileType"), fields);
      goTo(location?.step ?? 0, location?.field ?? null);
    },
    onSaved: ({ profileId, safety }) => {
      if (userId) clearDraft(userId, mode);
      setSaved(profileId);
      if (safety.crisis) setNotice(safety);
      // A new profile, the first or an added one, gets the loading screen and its first analysis
      // (spec §2, issue 23); an edited one goes straight back.
      else if (mode === "edit") onSaved(profileId);
    },
  });

  if (saved && notice)
    return (
      <section className="mx-auto grid w-full max-w-xl gap-4 px-4 py-8">
        <SafetyNotice
          notice={notice}
          saved={safetyPlanMessages.notice.savedProfile}
          planHref={SAFETY_PLAN_HREF}
        />
        <Button
          className="justify-self-start"
          onClick={() => {
            setNotice(null);
            if (mode === "edit") onSaved(saved);
          }}
        >
          {safetyPlanMessages.notice.continue}
        </Button>
      </section>
    );

  if (saved && mode !== "edit") return <LoadingScreen profileId={saved} onComplete={() => onSaved(saved)} />;

  const t = wizardMessages;
  const stepText = t.steps[current.id];
  const last = step >= steps.length - 1;
  return (
    <FormProvider {...form}>
      <div data-stage="wizard" className="min-h-dvh">
        <WizardTopBar title={t.title[mode]} step={step} total={steps.length} accountMenu={accountMenu} />
        <main id="inhalt" className="mx-auto grid max-w-2xl gap-4 px-4 pt-28 pb-48">
          <Card>
            <CardHeader>
              <CardTitle>
                <h2 ref={headingRef} tabIndex={-1} className="text-xl font-semibold focus:outline-none">
                  {stepText.title}
                </h2>
              </CardTitle>
              <CardDescription>{stepText.description}</CardDescription>
            </CardHeader>
            <CardContent>
              {start.status === "ready" ? (
                <form id={FORM_ID} noValidate onSubmit={submit}>
                  <StepBody id={current.id} plan={plan} />
                  {last ? <HealthConsentField consent={consent} /> : null}
                </form>
              ) : start.status === "failed" ? (
                <div className="grid justify-items-start gap-3">
                  <p className="font-medium">{t.loadFailedTitle}</p>
                  <p className="text-muted-foreground">{t.loadFailedText}</p>
                  {onCancel ? (
                    <Button variant="outline" onClick={onCancel}>
                      {t.nav.cancel}
                    </Button>
                  ) : null}
                </div>
              ) : (
                <p className="flex items-center gap-2 text-muted-foreground" role="status">
                  <Loader2 className="size-4 animate-spin" aria-hidden />
                  {t.loadingProfile}
                </p>
              )}
            </CardContent>
          </Card>
          <WizardDisclaimer />
        </main>
        <WizardBottomBar
          formId={FORM_ID}
          step={step}
          last={last}
          editing={mode === "edit"}
          submitting={form.formState.isSubmitting || saved !== null}
          onBack={() => goTo(step - 1)}
          onNext={() => goTo(step + 1)}
          onCancel={onCancel}
        />
      </div>
    </FormProvider>
  );
}
