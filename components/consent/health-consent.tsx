"use client";

import { useEffect, useState } from "react";

import { Checkbox } from "@/components/ui/checkbox";
import { Label } from "@/components/ui/label";
import { HEALTH_CONSENT_VERSION } from "@/lib/consent";
import { consentMessages } from "@/messages/consent";
import { getHealthConsent, recordHealthConsent } from "@/server/actions/consent";

const t = consentMessages;
const FIELD_ID = "gesundheitsdaten-einwilligung";

export interface HealthConsentState {
  status: "loading" | "given" | "needed";
  checked: boolean;
  error: string | null;
  check: (checked: boolean) => void;
  /** Before a save: true when the consent is on record, or was just given by the ticked box. */
  ensure: () => Promise<boolean>;
}

async function consentOnRecord(): Promise<boolean> {
  const result = await getHealthConsent(undefined).catch(() => null);
  return Boolean(result?.ok && result.data.givenAt);
}

/**
 * The explicit consent to the processing of health data (GDPR Art. 9 (2) a) that the wizard asks
 * for before it saves a profile, once per account (again after a withdrawal). The server refuses a
 * profile without it; this only asks in time.
 */
export function useHealthConsent(): HealthConsentState {
  const [status, setStatus] = useState<HealthConsentState["status"]>("loading");
  const [checked, setChecked] = useState(false);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    let current = true;
    void consentOnRecord().then((given) => {
      if (current) setStatus(given ? "given" : "needed");
    });
    return () => {
      current = false;
    };
  }, []);

  const ensure = async () => {
    if (status === "given" || (status === "loading" && (await consentOnRecord()))) return true;
    setStatus("needed");
    if (!checked) {
      setError(t.required);
      document.getElementById(FIELD_ID)?.focus();
      return false;
    }
    const result = await recordHealthConsent({ accepted: true, version: HEALTH_CONSENT_VERSION }).catch(
      () => null,
    );
    if (!result?.ok) {
      setError(result?.message ?? t.required);
      return false;
    }
    setStatus("given");
    return true;
  };

  const check = (next: boolean) => {
    setChecked(next);
    if (next) setError(null);
  };

  return { status, checked, error, check, ensure };
}

/** The checkbox, not ticked in advance, with the way to the privacy page. */
export function HealthConsentField({ consent }: { consent: HealthConsentState }) {
  if (consent.status !== "needed") return null;
  const [before, after] = t.privacyHint.split("{link}");
  return (
    <div className="mt-6 grid gap-2 rounded-xl border bg-muted/40 p-4" data-testid="einwilligung">
      <div className="flex items-start gap-3">
        <Checkbox
          id={FIELD_ID}
          checked={consent.checked}
          onCheckedChange={(value) => consent.check(value === true)}
          aria-invalid={consent.error ? true : undefined}
          aria-describedby={consent.error ? `${FIELD_ID}-fehler` : `${FIELD_ID}-hinweis`}
          className="mt-0.5"
        />
        <Label htmlFor={FIELD_ID} className="leading-snug font-normal">
          {t.label}
        </Label>
      </div>
      <p id={`${FIELD_ID}-hinweis`} className="text-sm text-muted-foreground">
        {before}
        <a href="/datenschutz" target="_blank" rel="noopener" className="underline underline-offset-4">
          {t.privacyLink}
        </a>
        {after}
      </p>
      {consent.error ? (
        <p id={`${FIELD_ID}-fehler`} role="alert" className="text-sm text-destructive">
          {consent.error}
        </p>
      ) : null}
    </div>
  );
}
