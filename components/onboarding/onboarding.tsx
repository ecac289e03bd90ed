"use client";

import { useRouter } from "next/navigation";
import { useState, useSyncExternalStore } from "react";

import { useAppSession } from "@/components/auth/session-provider";
import { OnboardingAccountMenu } from "@/components/app/onboarding-account-menu";
import { WelcomeScreen } from "@/components/app/welcome-screen";
import { readDraft } from "@/components/wizard/profile-draft";
import { ProfileWizard } from "@/components/wizard/profile-wizard";
import type { PlanId } from "@/config/plans";

/** The flow once the user is known; `resume` is read once, so clearing the draft on save changes nothing. */
function OnboardingFlow({ plan, resume }: { plan: PlanId; resume: boolean }) {
  const router = useRouter();
  const [stage, setStage] = useState<"welcome" | "wizard">(resume ? "wizard" : "welcome");
  const menu = <OnboardingAccountMenu />;
  if (stage === "welcome") return <WelcomeScreen onContinue={() => setStage("wizard")} accountMenu={menu} />;
  return <ProfileWizard mode="create" plan={plan} onSaved={() => router.refresh()} accountMenu={menu} />;
}

const subscribeNever = () => () => {};

/**
 * Welcome screen, then the profile wizard and its loading screen; after the
 * save /app renders the dashboard (spec §4). Someone who reloads with a draft
 * goes straight back into the wizard, where they left it.
 */
export function Onboarding({ plan = "free" }: { plan?: PlanId }) {
  const userId = useAppSession()?.id;
  // The draft (kept per account in localStorage) is known in the browser only.
  const inBrowser = useSyncExternalStore(
    subscribeNever,
    () => true,
    () => false,
  );
  if (!userId || !inBrowser) return <main id="inhalt" className="min-h-dvh" />;
  return <OnboardingFlow key={userId} plan={plan} resume={readDraft(userId, "create") !== null} />;
}
