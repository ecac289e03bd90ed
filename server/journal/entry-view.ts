import "server-only";

import type { JournalType } from "@/prisma/generated/client/enums";

export interface JournalEntryView {
  id: string;
  type: JournalType;
  content: string;
  createdAt: string;
  linkedToAnalysis: boolean;
  sentToChat: boolean;
}

export const entrySelect = {
  id: true,
  type: true,
  content: true,
  createdAt: true,
  analysisId: true,
  chatId: true,
} as const;

interface EntryRow {
  id: string;
  type: JournalType;
  content: string;
  createdAt: Date;
  analysisId: string | null;
  chatId: string | null;
}

export function toEntryView(row: EntryRow): JournalEntryView {
  return {
    id: row.id,
    type: row.type,
    content: row.content,
    createdAt: row.createdAt.toISOString(),
    linkedToAnalysis: row.analysisId !== null,
    sentToChat: row.chatId !== null,
  };
}
