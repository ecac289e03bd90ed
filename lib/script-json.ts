/**
 * JSON for a data block inside a <script> element (JSON-LD, the carousels'
 * cards). "<" is escaped, so no text can close the element early.
 */
export function scriptJson(data: unknown): string {
  return JSON.stringify(data).replace(/</g, "\\u003c");
}
