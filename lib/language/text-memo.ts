// One reply reads the same texts many times: the new message and the conversation's earlier
// messages are normalised and searched for topics by the household, the follow-up, the suggestions
// and the topic reply, each on its own, and the next reply reads the earlier messages again. While
// withTextMemo runs, a remembered function answers each text once and keeps the answer while the
// text is recent: at most RECENT_CHARACTERS of text per function, the oldest going first, in this
// process's memory only (as the crisis net keeps its readings). Outside withTextMemo (the analysis
// engine, the memory's rules) nothing is looked up or kept.

const RECENT_CHARACTERS = 100_000;

interface Recent {
  results: Map<string, unknown>;
  characters: number;
}

let open = false;

/** Runs `work` with remembered functions reusing their results; a nested call shares the outer memo. */
export function withTextMemo<T>(work: () => T): T {
  if (open) return work();
  open = true;
  try {
    return work();
  } finally {
    open = false;
  }
}

/**
 * `read`, answering each key once while withTextMemo runs and as `read` itself otherwise. `read`
 * must be pure (the same arguments, the same result), and no caller may change a result.
 */
export function remembered<A extends unknown[], R>(
  key: (...args: A) => string,
  read: (...args: A) => R,
): (...args: A) => R {
  const memo: Recent = { results: new Map(), characters: 0 };
  return (...args) => {
    if (!open) return read(...args);
    const id = key(...args);
    if (memo.results.has(id)) {
      const known = memo.results.get(id) as R;
      memo.results.delete(id);
      memo.results.set(id, known);
      return known;
    }
    const result = read(...args);
    if (id.length > RECENT_CHARACTERS) return result;
    memo.results.set(id, result);
    memo.characters += id.length;
    for (const [oldest] of memo.results) {
      if (memo.characters <= RECENT_CHARACTERS) break;
      memo.results.delete(oldest);
      memo.characters -= oldest.length;
    }
    return result;
  };
}
