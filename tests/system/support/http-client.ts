// A tiny cookie-keeping HTTP client, enough to sign in through next-auth's
// credentials endpoint and then act as that user against any instance.

export class HttpClient {
  private readonly cookies = new Map<string, string>();

  constructor(public base: string) {}

  cookieHeader(): string {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join("; ");
  }

  async fetch(path: string, init: RequestInit = {}, base = this.base): Promise<Response> {
    const headers = new Headers(init.headers);
    if (this.cookies.size > 0) headers.set("cookie", this.cookieHeader());
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

  /** Signs in with e-mail and password; returns next-auth's error code, or null on success. */
  async signIn(email: string, password: string, base = this.base): Promise<string | null> {
    const { csrfToken } = (await (await this.fetch("/api/auth/csrf", {}, base)).json()) as {
      csrfToken: string;
    };
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

  async session(base = this.base): Promise<{ user?: { id: string; email: string } }> {
    return (await (await this.fetch("/api/auth/session", {}, base)).json()) as {
      user?: { id: string; email: string };
    };
  }
}
