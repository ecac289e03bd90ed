// Reads the NDJSON data download (server/account/export.ts) the way a user's tool would: line by
// line, each a JSON record { type, data }.
import { expect } from "vitest";

import { exportAccountData } from "@/server/account/export";

export interface ExportRecord {
  type: string;
  data: Record<string, unknown>;
}

export function parseExport(text: string): ExportRecord[] {
  expect(text.endsWith("\n")).toBe(true);
  return text
    .slice(0, -1)
    .split("\n")
    .map((line) => JSON.parse(line) as ExportRecord);
}

/** The user's download, parsed, and its records of one type. */
export async function downloadOf(userId: string) {
  const text = await new Response(await exportAccountData(userId)).text();
  const records = parseExport(text);
  const of = (type: string) => records.filter((record) => record.type === type).map((record) => record.data);
  return { text, records, of };
}
