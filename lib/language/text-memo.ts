// One reply reads the same texts many times: the new message and the conversation's earlier
// messages are normalised and searched for topics by the household, the follow-up, the suggestions
// and the topic reply, each on its own. While withTextMemo runs, a remembered function answers each
// text once; afterwards nothing is kept, so no text outlives the reply it was read for.

type Results = Map<string, unknown>;

let open: Map<object, Results> | null = null;

/** Runs `work` with remembered functions reusing their results; a nested call shares the outer memo. */
export function withTextMemo<T>(work: () => T): T {
  if (open) return work();
  open = new Map();
  try {
    return work();
  } finally {
    open = null;
  }
}

/**
 * `read`, answering each key once while withTextMemo runs and as `read` itself otherwise. `read`
 * must be pure: the same arguments, the same result.
 */
export function remembered<A extends unknown[], R>(
  key: (...args: A) => string,
  read: (...args: A) => R,
): (...args: A) => R {
  return (...args) => {
    if (!open) return read(...args);
    let results = open.get(read);
    if (!results) {
      results = new Map();
      open.set(read, results);
    }
    const id = key(...args);
    if (results.has(id)) return results.get(id) as R;
    const result = read(...args);
    results.set(id, result);
    return result;
  };
}
