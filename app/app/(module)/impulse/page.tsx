import type { Metadata } from "next";

import { requireUser } from "@/app/app/_lib/app-user";
import { ImpulseModule } from "@/components/impulses/impulse-module";
import { dashboardMessages } from "@/messages/dashboard";

export const metadata: Metadata = { title: dashboardMessages.moduleTitles.impulse };

/** /app/impulse: the impulse library; ?thema= opens one topic. */
export default async function ImpulsesPage() {
  await requireUser();
  return <ImpulseModule />;
}
