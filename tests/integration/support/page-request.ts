/** The origin the integration tests' route handlers are called at. */
export const TEST_SITE = "http://localhost:3000";

/**
 * A JSON POST to a route handler as the app's own pages (and its service worker) send it: from
 * this site's origin (the route guard refuses anything else first). A string body is sent as it
 * is; `headers` replace the defaults, e.g. another origin.
 */
export function postFromPage(path: string, body: unknown, headers: Record<string, string> = {}): Request {
  return new Request(`${TEST_SITE}${path}`, {
    method: "POST",
    headers: { "content-type": "application/json", host: "localhost:3000", origin: TEST_SITE, ...headers },
    body: typeof body === "string" ? body : JSON.stringify(body),
  });
}
