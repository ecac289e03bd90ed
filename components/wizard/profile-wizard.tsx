"use client";

export interface ProfileWizardProps {
  /** create: the first profile (onboarding); edit: the active profile; add: another profile (Pro). */
  mode: "create" | "edit" | "add";
  /** Called after a successful save with the saved profile's id. */
  onSaved: (profileId: string) => void;
  /** Back on step 0 when the wizard was opened from the dashboard. */
  onCancel?: () => void;
}

/** Placeholder until the wizard lands. */
export function ProfileWizard(_props: ProfileWizardProps) {
  return <main id="inhalt" data-stage="wizard" className="min-h-dvh" />;
}
