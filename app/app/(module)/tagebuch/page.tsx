import type { Metadata } from "next";

import { requireProfileState } from "@/app/app/_lib/app-user";
import { JournalModule } from "@/components/journal/journal-module";
import { dashboardMessages } from "@/messages/dashboard";
import { listEntries } from "@/server/journal/list-entries";
import { loadLockView } from "@/server/journal-lock/lock-settings";
import { currentSessionKey } from "@/server/journal-lock/session-key";

export const metadata: Metadata = { title: dashboardMessages.moduleTitles.journal };

/**
 * /app/tagebuch: the journal; ?typ= opens one type's editor. A locked journal asks for its PIN
 * first; an open one comes with its newest entries, so the list is there in the first paint.
 */
export default async function JournalPage() {
  const { user, profile } = await requireProfileState();
  const sessionKey = await currentSessionKey();
  const lock = await loadLockView({ userId: user.id, email: user.email, sessionKey }, profile.id);
  const open = !lock.enabled || lock.openUntil !== null;
  // Closed in the moment between the two reads: the list asks again and shows the PIN screen.
  const firstPage = open
    ? await listEntries(user.id, { profileId: profile.id }, sessionKey).catch(() => null)
    : null;
  return <JournalModule lock={lock} firstPage={firstPage} />;
}
