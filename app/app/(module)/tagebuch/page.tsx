import type { Metadata } from "next";

import { requireUser } from "@/app/app/_lib/app-user";
import { JournalModule } from "@/components/journal/journal-module";
import { dashboardMessages } from "@/messages/dashboard";

export const metadata: Metadata = { title: dashboardMessages.moduleTitles.journal };

/** /app/tagebuch: the journal; ?typ= opens one type's editor. */
export default async function JournalPage() {
  await requireUser();
  return <JournalModule />;
}
