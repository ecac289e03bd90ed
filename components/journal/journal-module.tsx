"use client";

import { ModuleFrame } from "@/components/dashboard/module-frame";
import { dashboardMessages } from "@/messages/dashboard";

/** Placeholder until the module lands. */
export function JournalModule() {
  return <ModuleFrame title={dashboardMessages.moduleTitles.journal}>{null}</ModuleFrame>;
}
