"use client";

import { ModuleFrame } from "@/components/dashboard/module-frame";
import { dashboardMessages } from "@/messages/dashboard";

/** Placeholder until the module lands. */
export function ExercisesModule() {
  return <ModuleFrame title={dashboardMessages.moduleTitles.exercises}>{null}</ModuleFrame>;
}
