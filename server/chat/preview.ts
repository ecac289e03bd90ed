import "server-only";

import { PREVIEW_LENGTH } from "@/server/chat/limits";

/** Spec §9: the first 50 characters of a chat's last message, on one line. */
export function previewOf(content: string | undefined): string {
  const line = (content ?? "").replace(/\s+/g, " ").trim();
  const characters = [...line];
  if (characters.length <= PREVIEW_LENGTH) return line;
  return `${characters.slice(0, PREVIEW_LENGTH).join("").trimEnd()}…`;
}
