"use client";

import { useRouter } from "next/navigation";
import { useState } from "react";

import { WelcomeScreen } from "@/components/app/welcome-screen";
import { ProfileWizard } from "@/components/wizard/profile-wizard";

/** Welcome screen, then the profile wizard; after the save /app renders the dashboard (spec §4). */
export function Onboarding() {
  const router = useRouter();
  const [stage, setStage] = useState<"welcome" | "wizard">("welcome");
  if (stage === "welcome") return <WelcomeScreen onContinue={() => setStage("wizard")} />;
  return <ProfileWizard mode="create" onSaved={() => router.refresh()} />;
}
