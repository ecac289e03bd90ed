import { ArrowLeft } from "lucide-react";
import type { Metadata } from "next";
import Link from "next/link";
import { redirect } from "next/navigation";

import { ServiceUnavailable } from "@/components/app/service-unavailable";
import { SIGN_IN_PATH } from "@/components/dashboard/modules";
import { SafetyPlanForm } from "@/components/safety/safety-plan-form";
import { SAFETY_PLAN_HREF } from "@/config/app-paths";
import { signInHref } from "@/lib/auth/return-path";
import { safetyPlanMessages } from "@/messages/safety-plan";
import { currentUser } from "@/server/auth/session";
import { isUnavailable } from "@/server/db-errors";
import { loadSafetyPlan } from "@/server/safety-plan/plan";

export const dynamic = "force-dynamic";

export const metadata: Metadata = { title: safetyPlanMessages.title };

const t = safetyPlanMessages;

/** /app/krisenplan: 'Mein Krisenplan', the user's own safety plan; signed out, the sign-in, which returns here. */
export default async function SafetyPlanPage() {
  const user = await currentUser().catch((error: unknown) => {
    if (isUnavailable(error)) return "unavailable" as const;
    throw error;
  });
  if (user === "unavailable") return <ServiceUnavailable />;
  if (!user) redirect(signInHref(SIGN_IN_PATH, SAFETY_PLAN_HREF));
  const plan = await loadSafetyPlan(user.id);

  return (
    <main className="mx-auto w-full max-w-2xl px-4 py-6 print:px-0 print:py-0">
      <Link
        href="/app/uebersicht"
        className="mb-4 inline-flex min-h-11 items-center gap-2 text-sm font-medium underline-offset-4 hover:underline print:hidden"
      >
        <ArrowLeft aria-hidden className="size-4" />
        {t.page.back}
      </Link>
      <h1 id="krisenplan-titel" className="mb-2 text-2xl font-semibold">
        {t.title}
      </h1>
      <p className="mb-2 text-muted-foreground print:hidden">{t.intro}</p>
      <p className="mb-6 text-sm text-muted-foreground print:hidden">{t.page.privacy}</p>
      <SafetyPlanForm plan={plan} />
    </main>
  );
}
