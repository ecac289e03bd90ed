import { onFirstUse } from "@/lib/on-first-use";

const counts = onFirstUse(() => new Intl.NumberFormat("de-DE"));

/** "4.000": German digit grouping with a dot, as the chat's counter shows it. */
export const formatCount = (value: number): string => counts().format(value);
