"use client";

import { HeartHandshake, Stethoscope } from "lucide-react";
import Link from "next/link";

import { CrisisNumbers } from "@/components/safety/crisis-numbers";
import type { SafetyNotice as Notice } from "@/lib/safety/check";
import { safetyPlanMessages } from "@/messages/safety-plan";

const t = safetyPlanMessages.notice;

/**
 * What the safety net found in something just saved (a journal entry, the wizard's answers): the
 * calm crisis card with tap-to-call numbers, or the signs a doctor or vet should see first. The
 * text itself is saved either way; `saved` says so.
 */
export function SafetyNotice({
  notice,
  saved,
  planHref,
}: {
  notice: Notice;
  saved: string;
  planHref: string;
}) {
  if (!notice.crisis && notice.redFlags.length === 0) return null;
  return (
    <div className="space-y-4" data-testid="safety-notice">
      {notice.crisis ? (
        <section
          role="alert"
          aria-labelledby="krisenhinweis-titel"
          className="rounded-2xl border-2 border-destructive/50 bg-destructive/5 p-4"
          data-kind="crisis"
        >
          <h2
            id="krisenhinweis-titel"
            className="mb-2 flex items-center gap-2 font-sans text-base font-semibold"
          >
            <HeartHandshake aria-hidden className="size-5 text-destructive" />
            {t.crisisTitle}
          </h2>
          <p className="text-sm">
            {saved} {t.crisisText}
          </p>
          <CrisisNumbers />
          <p className="mt-3 text-sm">
            <Link href={planHref} className="font-medium underline underline-offset-4">
              {t.plan}
            </Link>
          </p>
        </section>
      ) : null}
      {notice.redFlags.length > 0 ? (
        <section
          role="alert"
          aria-labelledby="warnzeichen-titel"
          className="rounded-2xl border-2 border-warning/60 bg-warning/10 p-4"
          data-kind="red_flag"
        >
          <h2
            id="warnzeichen-titel"
            className="mb-2 flex items-center gap-2 font-sans text-base font-semibold"
          >
            <Stethoscope aria-hidden className="size-5" />
            {t.redFlagTitle}
          </h2>
          {notice.crisis ? null : <p className="mb-2 text-sm">{saved}</p>}
          <ul className="space-y-2 text-sm">
            {notice.redFlags.map((flag) => (
              <li key={flag.id}>
                <p className="font-semibold">{flag.title}</p>
                <p>{flag.message}</p>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </div>
  );
}
