import type { Metadata } from "next";

import { requireProfileState } from "@/app/app/_lib/app-user";
import { JournalModule } from "@/components/journal/journal-module";
import { dashboardMessages } from "@/messages/dashboard";
import { loadLockView } from "@/server/journal-lock/lock-settings";
import { currentSessionKey } from "@/server/journal-lock/session-key";

export const metadata: Metadata = { title: dashboardMessages.moduleTitles.journal };

/** /app/tagebuch: the journal; ?typ= opens one type's editor. A locked journal asks for its PIN first. */
export default async function JournalPage() {
  const { user, profile } = await requireProfileState();
  const lock = await loadLockView(
    { userId: user.id, email: user.email, sessionKey: await currentSessionKey() },
    profile.id,
  );
  return <JournalModule lock={lock} />;
}
