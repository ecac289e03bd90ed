import type { Metadata } from "next";

import { requireUser } from "@/app/app/_lib/app-user";
import { AnalysisModule } from "@/components/analysis/analysis-module";
import { dashboardMessages } from "@/messages/dashboard";

export const metadata: Metadata = { title: dashboardMessages.moduleTitles.analysis };

/** /app/analyse: the latest analysis; ?ansicht=familie shows the family view. */
export default async function AnalysisPage() {
  await requireUser();
  return <AnalysisModule />;
}
