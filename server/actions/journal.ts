"use server";

import { authedAction } from "@/server/actions/safe-action";
import { listEntries } from "@/server/journal/list-entries";
import { saveEntry, saveEntryWithAnalysis } from "@/server/journal/save-entry";
import { entryInputSchema, entryListSchema } from "@/server/journal/schemas";
import { sendEntryToChat } from "@/server/journal/send-to-chat";

/** 'Speichern' → 'Eintrag gespeichert'. */
export const saveJournalEntry = authedAction("saveJournalEntry", entryInputSchema, (input, user) =>
  saveEntry(user.id, input),
);

/** 'Mit Analyse verknüpfen' → 'Mit Analyse verknüpft'. */
export const linkJournalEntry = authedAction("linkJournalEntry", entryInputSchema, (input, user) =>
  saveEntryWithAnalysis(user.id, input),
);

/** 'An Chat senden' → 'An Chat gesendet'. */
export const sendJournalEntryToChat = authedAction(
  "sendJournalEntryToChat",
  entryInputSchema,
  (input, user) => sendEntryToChat(user.id, input),
);

/** The list of past entries with search and type filter, newest first, paged. */
export const listJournalEntries = authedAction("listJournalEntries", entryListSchema, (query, user) =>
  listEntries(user.id, query),
);
