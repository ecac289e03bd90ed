import type { Metadata } from "next";

import { requireUser } from "@/app/app/_lib/app-user";
import { ProfileModule } from "@/components/profiles/profile-module";
import { dashboardMessages } from "@/messages/dashboard";

export const metadata: Metadata = { title: dashboardMessages.moduleTitles.profile };

/** /app/profile: the account's profiles. */
export default async function ProfilesPage() {
  await requireUser();
  return <ProfileModule />;
}
