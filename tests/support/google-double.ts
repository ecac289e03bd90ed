// A local stand-in for Google's OpenID Connect provider, for tests of
// 'Mit Google anmelden'. next-auth's Google provider reaches it through
// GOOGLE_OAUTH_BASE (its discovery document) and speaks the real protocol with
// it: the authorization endpoint (code flow with state and PKCE S256), the
// token endpoint (client authentication, one-time codes, the code verifier),
// an RS256-signed id_token whose signature the client checks against the JWKS
// endpoint, and the userinfo endpoint. Who is "signed in at Google" is set by
// the test; the authorization endpoint then answers as Google does for a
// signed-in person who already agreed: a redirect back with a code.
// Imports stay relative (no "@/") so scripts can load it too.
import { createHash, generateKeyPairSync, randomBytes, sign } from "node:crypto";
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";

export interface GoogleIdentity {
  sub: string;
  email: string;
  email_verified: boolean;
  name?: string;
}

export interface GoogleDoubleOptions {
  clientId: string;
  clientSecret: string;
  /** 0 (default) picks a free port. */
  port?: number;
}

interface Grant {
  identity: GoogleIdentity;
  clientId: string;
  redirectUri: string;
  challenge: string;
  scope: string;
}

const base64url = (input: Buffer | string) => Buffer.from(input).toString("base64url");

export class GoogleDouble {
  readonly url: string;
  /** Every token request, for assertions on what the app sent. */
  readonly tokenRequests: URLSearchParams[] = [];
  private signedIn: GoogleIdentity | null = null;
  private readonly grants = new Map<string, Grant>();
  private readonly accessTokens = new Map<string, GoogleIdentity>();
  private readonly keys = generateKeyPairSync("rsa", { modulusLength: 2048 });
  private readonly kid = randomBytes(8).toString("hex");

  constructor(
    private readonly server: ReturnType<typeof createServer>,
    private readonly options: GoogleDoubleOptions,
  ) {
    this.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  }

  /** The person the browser is signed in as at "Google"; null: nobody. */
  signIn(identity: GoogleIdentity | null): void {
    this.signedIn = identity;
  }

  close(): Promise<void> {
    return new Promise((resolve) => this.server.close(() => resolve()));
  }

  handle(request: IncomingMessage, response: ServerResponse, body: string): void {
    const url = new URL(request.url ?? "/", this.url);
    const route = `${request.method} ${url.pathname}`;
    if (route === "GET /.well-known/openid-configuration") return json(response, 200, this.discovery());
    if (route === "GET /oauth2/v3/certs") return json(response, 200, { keys: [this.publicJwk()] });
    if (route === "GET /o/oauth2/v2/auth") return this.authorize(url, response);
    if (route === "POST /token") return this.token(request, body, response);
    if (route === "GET /v1/userinfo") return this.userinfo(request, response);
    json(response, 404, { error: "not_found" });
  }

  private discovery() {
    return {
      issuer: this.url,
      authorization_endpoint: `${this.url}/o/oauth2/v2/auth`,
      token_endpoint: `${this.url}/token`,
      userinfo_endpoint: `${this.url}/v1/userinfo`,
      jwks_uri: `${this.url}/oauth2/v3/certs`,
      response_types_supported: ["code"],
      subject_types_supported: ["public"],
      id_token_signing_alg_values_supported: ["RS256"],
      scopes_supported: ["openid", "email", "profile"],
      token_endpoint_auth_methods_supported: ["client_secret_post", "client_secret_basic"],
      code_challenge_methods_supported: ["plain", "S256"],
      claims_supported: ["aud", "email", "email_verified", "exp", "iat", "iss", "name", "sub"],
    };
  }

  private publicJwk() {
    return { ...this.keys.publicKey.export({ format: "jwk" }), kid: this.kid, use: "sig", alg: "RS256" };
  }

  private authorize(url: URL, response: ServerResponse): void {
    const query = url.searchParams;
    const redirectUri = query.get("redirect_uri") ?? "";
    if (query.get("client_id") !== this.options.clientId)
      return json(response, 400, { error: "invalid_client" });
    if (query.get("response_type") !== "code" || !redirectUri)
      return json(response, 400, { error: "invalid_request" });
    if (!(query.get("scope") ?? "").split(" ").includes("openid"))
      return json(response, 400, { error: "invalid_scope" });
    if (query.get("code_challenge_method") !== "S256" || !query.get("code_challenge"))
      return json(response, 400, { error: "invalid_request", error_description: "PKCE S256 required" });
    const back = new URL(redirectUri);
    const state = query.get("state");
    if (state) back.searchParams.set("state", state);
    if (!this.signedIn) {
      back.searchParams.set("error", "access_denied");
    } else {
      const code = base64url(randomBytes(24));
      this.grants.set(code, {
        identity: this.signedIn,
        clientId: this.options.clientId,
        redirectUri,
        challenge: query.get("code_challenge") ?? "",
        scope: query.get("scope") ?? "",
      });
      back.searchParams.set("code", code);
      back.searchParams.set("scope", query.get("scope") ?? "");
    }
    response.writeHead(302, { Location: back.toString() }).end();
  }

  private clientOf(request: IncomingMessage, form: URLSearchParams): { id: string; secret: string } {
    const basic = /^Basic (.+)$/.exec(request.headers.authorization ?? "")?.[1];
    if (basic) {
      const [id = "", secret = ""] = Buffer.from(basic, "base64")
        .toString()
        .split(":")
        .map(decodeURIComponent);
      return { id, secret };
    }
    return { id: form.get("client_id") ?? "", secret: form.get("client_secret") ?? "" };
  }

  private token(request: IncomingMessage, body: string, response: ServerResponse): void {
    const form = new URLSearchParams(body);
    this.tokenRequests.push(form);
    if (!(request.headers["content-type"] ?? "").startsWith("application/x-www-form-urlencoded"))
      return json(response, 400, { error: "invalid_request" });
    const client = this.clientOf(request, form);
    if (client.id !== this.options.clientId || client.secret !== this.options.clientSecret)
      return json(response, 401, { error: "invalid_client" });
    if (form.get("grant_type") !== "authorization_code")
      return json(response, 400, { error: "unsupported_grant_type" });
    const code = form.get("code") ?? "";
    const grant = this.grants.get(code);
    this.grants.delete(code); // one use only
    const verifier = form.get("code_verifier") ?? "";
    if (
      !grant ||
      grant.clientId !== client.id ||
      grant.redirectUri !== form.get("redirect_uri") ||
      base64url(createHash("sha256").update(verifier).digest()) !== grant.challenge
    )
      return json(response, 400, { error: "invalid_grant" });
    const accessToken = base64url(randomBytes(32));
    this.accessTokens.set(accessToken, grant.identity);
    json(response, 200, {
      access_token: accessToken,
      expires_in: 3599,
      scope: grant.scope,
      token_type: "Bearer",
      id_token: this.idToken(grant.identity, accessToken),
    });
  }

  private idToken(identity: GoogleIdentity, accessToken: string): string {
    const now = Math.floor(Date.now() / 1000);
    const digest = createHash("sha256").update(accessToken).digest();
    const header = base64url(JSON.stringify({ alg: "RS256", kid: this.kid, typ: "JWT" }));
    const payload = base64url(
      JSON.stringify({
        iss: this.url,
        azp: this.options.clientId,
        aud: this.options.clientId,
        at_hash: base64url(digest.subarray(0, digest.length / 2)),
        iat: now,
        exp: now + 3600,
        ...identity,
      }),
    );
    const signature = sign("RSA-SHA256", Buffer.from(`${header}.${payload}`), this.keys.privateKey);
    return `${header}.${payload}.${base64url(signature)}`;
  }

  private userinfo(request: IncomingMessage, response: ServerResponse): void {
    const token = /^Bearer (.+)$/.exec(request.headers.authorization ?? "")?.[1] ?? "";
    const identity = this.accessTokens.get(token);
    if (!identity) return json(response, 401, { error: "invalid_token" });
    json(response, 200, identity);
  }
}

function json(response: ServerResponse, status: number, body: unknown): void {
  response.writeHead(status, { "Content-Type": "application/json" }).end(JSON.stringify(body));
}

export async function startGoogleDouble(options: GoogleDoubleOptions): Promise<GoogleDouble> {
  const started: { double?: GoogleDouble } = {};
  const server = createServer((request, response) => {
    let body = "";
    request.on("data", (chunk: Buffer) => (body += chunk.toString()));
    request.on("end", () => started.double?.handle(request, response, body));
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, "127.0.0.1", resolve));
  started.double = new GoogleDouble(server, options);
  return started.double;
}
