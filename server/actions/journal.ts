"use server";

import { authedAction } from "@/server/actions/safe-action";
import { currentSessionKey } from "@/server/journal-lock/session-key";
import { listEntries } from "@/server/journal/list-entries";
import { saveEntry, saveEntryWithAnalysis } from "@/server/journal/save-entry";
import { entryInputSchema, entryListSchema } from "@/server/journal/schemas";
import { sendEntryToChat } from "@/server/journal/send-to-chat";

/** 'Speichern' → 'Eintrag gespeichert'. */
export const saveJournalEntry = authedAction("saveJournalEntry", entryInputSchema, async (input, user) =>
  saveEntry(user.id, input, await currentSessionKey()),
);

/** 'Mit Analyse verknüpfen' → 'Mit Analyse verknüpft'. */
export const linkJournalEntry = authedAction("linkJournalEntry", entryInputSchema, async (input, user) =>
  saveEntryWithAnalysis(user.id, input, await currentSessionKey()),
);

/** 'An Chat senden' → 'An Chat gesendet'. */
export const sendJournalEntryToChat = authedAction(
  "sendJournalEntryToChat",
  entryInputSchema,
  async (input, user) => sendEntryToChat(user.id, input, { sessionKey: await currentSessionKey() }),
);

/** The list of past entries with search and type filter, newest first, paged. */
export const listJournalEntries = authedAction("listJournalEntries", entryListSchema, async (query, user) =>
  listEntries(user.id, query, await currentSessionKey()),
);
