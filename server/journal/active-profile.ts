import "server-only";

import { ActionFailure } from "@/lib/errors";
import { journalMessages } from "@/messages/journal";
import { activeProfileId } from "@/server/chat/active-profile";

/** Journal entries belong to the user's active profile. */
export async function requireJournalProfileId(userId: string): Promise<string> {
  const id = await activeProfileId(userId);
  if (!id) {
    throw new ActionFailure(
      "not_found",
      journalMessages.errors.noProfileTitle,
      journalMessages.errors.noProfile,
    );
  }
  return id;
}
