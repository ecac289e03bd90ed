// Runs one server action or route handler against generated bad input and
// checks each answer: no exception, no HTTP 500 (an action's 'unexpected'),
// no stack trace in the body, no English in a refusal's message, and,
// whenever the input was refused, not one row changed anywhere in the
// database. Each file prints its counts (printFuzzCounts).
import fc from "fast-check";
import { expect } from "vitest";

import type { ActionResult } from "@/lib/errors";
import { englishWord } from "@/tests/support/english";

import { fingerprint } from "./fingerprint";

/** Generated inputs per action or route handler; FUZZ_RUNS lowers it for a quick local run. */
export const FUZZ_RUNS = Number(process.env.FUZZ_RUNS ?? 1000);

export interface Answer {
  accepted: boolean;
  /** An HTTP status, or for an action its error code. */
  outcome: string;
  body: string;
}

export function fromAction(result: ActionResult<unknown>): Answer {
  return {
    accepted: result.ok,
    outcome: result.ok ? "ok" : result.code,
    body: result.ok ? "" : `${result.title} ${result.message}`,
  };
}

export async function fromResponse(response: Response): Promise<Answer> {
  return {
    accepted: response.status < 300,
    outcome: String(response.status),
    body: await response.text(),
  };
}

/** What a person reads of a refusal: the German title and message of the JSON, or the whole text. */
function shownText(body: string): string {
  try {
    const { title, message } = JSON.parse(body) as { title?: unknown; message?: unknown };
    return [title, message].filter((part) => typeof part === "string").join(" ");
  } catch {
    return body;
  }
}

/** The counts of this file's fuzz runs, printed by printFuzzCounts. */
const counts = { inputs: 0, refused: 0, serverErrors: 0, english: 0, digestsChecked: 0 };
const outcomeCounts: Record<string, number> = {};

export function printFuzzCounts(label: string): typeof counts {
  const outcomes = Object.entries(outcomeCounts)
    .map(([outcome, count]) => `${outcome} ${count}`)
    .join(", ");
  console.info(
    `[fuzz] ${label}: ${counts.inputs} inputs, ${counts.refused} refused, ${counts.serverErrors} answers of 500, ` +
      `${counts.english} English messages, ${counts.digestsChecked} table digests unchanged after a refusal (${outcomes})`,
  );
  return counts;
}

const SERVER_ERROR = new Set(["500", "unexpected"]);
const STACK_TRACE = /\n\s+at .+:\d+:\d+|Error: .*\n|PrismaClient|node_modules/;

/**
 * Feeds FUZZ_RUNS inputs from `inputs` to `call` and returns how often each
 * outcome occurred (for the test's own expectations).
 */
export async function fuzz<T>(
  inputs: fc.Arbitrary<T>,
  call: (input: T) => Promise<Answer>,
): Promise<Record<string, number>> {
  const outcomes: Record<string, number> = {};
  let state = await fingerprint();
  await fc.assert(
    fc.asyncProperty(inputs, async (input) => {
      const answer = await call(input);
      outcomes[answer.outcome] = (outcomes[answer.outcome] ?? 0) + 1;
      outcomeCounts[answer.outcome] = (outcomeCounts[answer.outcome] ?? 0) + 1;
      counts.inputs += 1;
      if (SERVER_ERROR.has(answer.outcome)) counts.serverErrors += 1;
      expect(SERVER_ERROR.has(answer.outcome), `server error for ${shown(input)}`).toBe(false);
      expect(answer.body).not.toMatch(STACK_TRACE);
      const next = await fingerprint();
      if (!answer.accepted) {
        counts.refused += 1;
        const english = englishWord(shownText(answer.body));
        if (english) counts.english += 1;
        expect(english, `English in "${answer.body.slice(0, 200)}" for ${shown(input)}`).toBeNull();
        expect(next, `refused, but rows changed: ${shown(input)}`).toEqual(state);
        counts.digestsChecked += 1;
      }
      state = next;
    }),
    { numRuns: FUZZ_RUNS, endOnFailure: true },
  );
  return outcomes;
}

/** The input for a failure message; deeply nested values overflow any printer. */
function shown(input: unknown): string {
  try {
    return fc.stringify(input).slice(0, 300);
  } catch {
    return "(zu tief verschachtelt zum Anzeigen)";
  }
}
