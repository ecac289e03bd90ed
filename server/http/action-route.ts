import "server-only";

import { ERROR_STATUS, type ActionResult } from "@/lib/errors";
import { parseJson, routeRules, stateChanging } from "@/server/http/guard";
import { noStore } from "@/server/http/responses";

/**
 * A public server action as a JSON route handler, for a page that is sent without
 * React (the sign-in screen): the same guard as every route handler that changes
 * state, then the action itself, which validates with its zod schema. Its typed
 * result is the answer, with the status of its error code.
 */
export function actionRoute<T>(
  action: (input: unknown) => Promise<ActionResult<T>>,
): (request: Request) => Promise<Response> {
  return stateChanging(routeRules.pageJson, async (_request, raw) => {
    const parsed = parseJson(raw);
    if (parsed instanceof Response) return parsed;
    const result = await action(parsed.body);
    return Response.json(result, { status: result.ok ? 200 : ERROR_STATUS[result.code], headers: noStore });
  });
}
