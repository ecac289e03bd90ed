/** Small helpers for assembling German sentences. */
export function capitalize(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

export function lowerFirst(text: string): string {
  return text.charAt(0).toLowerCase() + text.slice(1);
}

/** "Wie geht es dir?" → "Wie geht es dir, Anna?" */
export function withName(question: string, name: string): string {
  return question.endsWith("?") ? `${question.slice(0, -1)}, ${name}?` : `${question} ${name}?`;
}

export function mentionsName(text: string, name: string): boolean {
  const escaped = name.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
  return new RegExp(`(^|[^\\p{L}])${escaped}([^\\p{L}]|$)`, "u").test(text);
}
