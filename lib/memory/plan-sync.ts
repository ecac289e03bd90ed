import type { DerivedFact } from "@/lib/memory/derive-facts";

/** A stored fact as the sync sees it. */
export interface SyncedFact {
  id: string;
  source: "profile" | "analysis" | "chat" | "journal";
  content: string;
  derivedFrom: string | null;
  /** A derived fact the user deleted. */
  dismissed: boolean;
  /** The user changed its text. */
  edited: boolean;
}

export interface SyncPlan {
  create: DerivedFact[];
  /** Ids of derived facts whose answer or finding is gone (the user's edits stay). */
  remove: string[];
}

/**
 * Brings the derived facts in line with the profile and analysis as they are now. A fact whose
 * answer is unchanged stays as the user left it (edited, or deleted: its empty row keeps it from
 * coming back); a new or changed answer adds a fact unless remembering is paused; an answer that
 * is gone takes its fact with it unless the user edited that fact. A fact already in the memory
 * with the same text (said in the chat, say) is not added twice.
 */
export function planDerivedSync(
  stored: readonly SyncedFact[],
  derived: readonly DerivedFact[],
  paused: boolean,
): SyncPlan {
  const current = new Set(derived.map((fact) => fact.derivedFrom));
  const known = new Set(stored.flatMap((fact) => (fact.derivedFrom ? [fact.derivedFrom] : [])));
  const texts = new Set(stored.filter((fact) => !fact.dismissed).map((fact) => fact.content));
  const create = paused
    ? []
    : derived.filter((fact) => !known.has(fact.derivedFrom) && !texts.has(fact.content));
  const remove = stored
    .filter(
      (fact) =>
        (fact.source === "profile" || fact.source === "analysis") &&
        fact.derivedFrom !== null &&
        !current.has(fact.derivedFrom) &&
        !fact.edited,
    )
    .map((fact) => fact.id);
  return { create, remove };
}
