"use client";

import { useState } from "react";

import { WelcomeScreen } from "@/components/app/welcome-screen";

/** Welcome screen, then the profile wizard, then the loading screen (spec §4 application flow). */
export function Onboarding() {
  const [stage, setStage] = useState<"welcome" | "wizard">("welcome");
  if (stage === "welcome") return <WelcomeScreen onContinue={() => setStage("wizard")} />;
  return <main id="inhalt" data-stage="wizard" className="min-h-dvh" />;
}
