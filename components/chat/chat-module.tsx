"use client";

import { ModuleFrame } from "@/components/dashboard/module-frame";
import { dashboardMessages } from "@/messages/dashboard";

/** Placeholder until the module lands. */
export function ChatModule() {
  return <ModuleFrame title={dashboardMessages.moduleTitles.chat}>{null}</ModuleFrame>;
}
