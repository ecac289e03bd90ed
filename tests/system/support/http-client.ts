// A tiny cookie-keeping HTTP client, enough to sign in through next-auth's
// credentials endpoint and then act as that user against any instance: pages,
// route handlers and server actions, with the headers a browser sends.
import { readFileSync } from "node:fs";
import path from "node:path";

import { distDir, root } from "./cluster";

type Manifest = { node: Record<string, { filename: string; exportedName: string }> };
let manifest: Manifest | undefined;

/** The id the last production build gave the server action `name` exported by `file`. */
export function actionId(file: string, name: string): string {
  manifest ??= JSON.parse(
    readFileSync(path.join(root, distDir, "server", "server-reference-manifest.json"), "utf8"),
  ) as Manifest;
  const found = Object.entries(manifest.node).find(
    ([, entry]) => entry.filename === file && entry.exportedName === name,
  );
  if (!found) throw new Error(`no server action ${name} in ${file} in the build`);
  return found[0];
}

/** The value an action returned, from its React Server Components answer ("0:{"a":"$@1"}\n1:{…}"). */
export function actionResult<T>(payload: string): T {
  const rows = new Map(
    payload
      .split("\n")
      .filter(Boolean)
      .map((line) => [line.slice(0, line.indexOf(":")), line.slice(line.indexOf(":") + 1)] as const),
  );
  const rootRow = JSON.parse(rows.get("0") ?? "null") as { a?: string } | null;
  const reference = /^\$@(\w+)$/.exec(rootRow?.a ?? "")?.[1];
  if (reference === undefined) throw new Error(`not a server action answer: ${payload.slice(0, 200)}`);
  return JSON.parse(rows.get(reference) ?? "null") as T;
}

export class HttpClient {
  private readonly cookies = new Map<string, string>();

  constructor(public base: string) {}

  /** Another client holding a copy of this one's cookies, as someone who copied them would. */
  copy(base = this.base): HttpClient {
    const other = new HttpClient(base);
    for (const [name, value] of this.cookies) other.cookies.set(name, value);
    return other;
  }

  setCookie(name: string, value: string): void {
    this.cookies.set(name, value);
  }

  cookieHeader(): string {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join("; ");
  }

  async fetch(path: string, init: RequestInit = {}, base = this.base): Promise<Response> {
    const headers = new Headers(init.headers);
    if (this.cookies.size > 0) headers.set("cookie", this.cookieHeader());
    // Browsers name the page's origin with every POST.
    if ((init.method ?? "GET") !== "GET" && !headers.has("origin"))
      headers.set("origin", new URL(base).origin);
    const response = await fetch(`${base}${path}`, { ...init, headers, redirect: "manual" });
    for (const cookie of response.headers.getSetCookie()) {
      const [pair = ""] = cookie.split(";");
      const index = pair.indexOf("=");
      const name = pair.slice(0, index);
      const value = pair.slice(index + 1);
      if (/max-age=0|expires=thu, 01 jan 1970/i.test(cookie) || value === "") this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
    return response;
  }

  /** A page's fetch of a JSON route handler (the sign-in screen's sign-up and reset request). */
  async postJson(path: string, body: unknown, headers: Record<string, string> = {}, base = this.base) {
    return this.fetch(
      path,
      {
        method: "POST",
        headers: { "content-type": "application/json", accept: "application/json", ...headers },
        body: JSON.stringify(body),
      },
      base,
    );
  }

  /** The typed answer of a JSON route handler. */
  async postJsonResult<T>(path: string, body: unknown, base = this.base): Promise<T> {
    return (await (await this.postJson(path, body, {}, base)).json()) as T;
  }

  private async csrfToken(base: string): Promise<string> {
    const response = await this.fetch("/api/auth/csrf", {}, base);
    return ((await response.json()) as { csrfToken: string }).csrfToken;
  }

  /** Signs out as next-auth's client does. */
  async signOut(base = this.base): Promise<Response> {
    return this.fetch(
      "/api/auth/signout",
      {
        method: "POST",
        headers: { "content-type": "application/x-www-form-urlencoded" },
        body: new URLSearchParams({ csrfToken: await this.csrfToken(base), json: "true" }),
      },
      base,
    );
  }

  /** Signs in with e-mail and password; returns next-auth's error code, or null on success. */
  async signIn(email: string, password: string, base = this.base): Promise<string | null> {
    const csrfToken = await this.csrfToken(base);
    const response = await this.fetch(
      "/api/auth/callback/credentials",
      {
        method: "POST",
        headers: { "content-type": "application/x-www-form-urlencoded" },
        body: new URLSearchParams({ csrfToken, email, password, json: "true" }),
      },
      base,
    );
    const target =
      response.headers.get("location") ??
      ((await response.json().catch(() => ({}))) as { url?: string }).url ??
      "";
    return new URL(target, base).searchParams.get("error");
  }

  /**
   * Calls a server action as the app's pages do: a POST to the page with the action's id. `page` is
   * a page that uses the action ('/reset-password' for the reset; the sign-in screen has no React).
   */
  async action<T>(file: string, name: string, input: unknown, base = this.base, page = "/app"): Promise<T> {
    const response = await this.fetch(
      page,
      {
        method: "POST",
        headers: {
          "next-action": actionId(file, name),
          "content-type": "text/plain;charset=UTF-8",
          accept: "text/x-component",
        },
        body: JSON.stringify(input === undefined ? [] : [input]),
      },
      base,
    );
    return actionResult<T>(await response.text());
  }

  /**
   * 'Mit Google anmelden' as the browser goes through it: next-auth's sign-in
   * form, the authorization endpoint of the OpenID double (which sees no app
   * cookie), back to the app's callback. Returns where the app sent the browser.
   */
  async signInWithGoogle(base = this.base): Promise<string> {
    const started = await this.fetch(
      "/api/auth/signin/google",
      {
        method: "POST",
        headers: { "content-type": "application/x-www-form-urlencoded" },
        body: new URLSearchParams({
          csrfToken: await this.csrfToken(base),
          callbackUrl: "/app",
          json: "true",
        }),
      },
      base,
    );
    const { url } = (await started.json()) as { url: string };
    const atGoogle = await fetch(url, { redirect: "manual" });
    const callback = new URL(atGoogle.headers.get("location") ?? "", base);
    const back = await this.fetch(`${callback.pathname}${callback.search}`, {}, base);
    return back.headers.get("location") ?? "";
  }

  async session(base = this.base): Promise<{ user?: { id: string; email: string } }> {
    return (await (await this.fetch("/api/auth/session", {}, base)).json()) as {
      user?: { id: string; email: string };
    };
  }
}
