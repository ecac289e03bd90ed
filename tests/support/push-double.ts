// A local stand-in for a Web Push service (RFC 8030), for integration tests. It plays both ends of a
// real subscription: for each device it creates what a browser would (a P-256 key pair and a 16-byte
// authentication secret) and hands out the subscription the browser's PushManager would. Every push
// it receives is checked as a push service and a browser would check it:
// - the VAPID JWT (RFC 8292): ES256 signature verified with the `k=` public key, which must be the
//   server's; `aud` is the endpoint's origin; `exp` in the future and at most 24 hours ahead; `sub`
//   a mailto: or https: contact;
// - the payload (RFC 8291, aes128gcm): decrypted with the device's private key and secret.
// A push that fails a check is answered 400 and recorded with the reason. Each device's answer can
// be set (201 by default; 410 when the browser unsubscribed).
// Imports stay relative (no "@/") like the other doubles.
import { createECDH, createPublicKey, createDecipheriv, hkdfSync, randomBytes, verify } from "node:crypto";
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";

export interface PushDoubleOptions {
  /** The server's VAPID public key (base64url): only pushes signed with it are accepted. */
  vapidPublicKey: string;
  /** 0 (default) picks a free port. */
  port?: number;
}

export interface BrowserSubscription {
  endpoint: string;
  expirationTime: null;
  keys: { p256dh: string; auth: string };
}

export interface ReceivedPush {
  device: string;
  /** The decrypted payload, as text. */
  payload: string;
  claims: { aud: string; exp: number; sub: string };
  headers: Record<string, string | undefined>;
  status: number;
}

export interface RefusedPush {
  device: string;
  reason: string;
}

interface Device {
  ecdh: ReturnType<typeof createECDH>;
  auth: Buffer;
  status: number;
}

const b64url = (buffer: Buffer) => buffer.toString("base64url");

function readBody(request: IncomingMessage): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    request.on("data", (chunk: Buffer) => chunks.push(chunk));
    request.on("end", () => resolve(Buffer.concat(chunks)));
    request.on("error", reject);
  });
}

class Refusal extends Error {}

/** Checks `Authorization: vapid t=<jwt>, k=<key>` and returns the JWT's claims. */
function verifyVapid(
  header: string | undefined,
  expectedKey: string,
  origin: string,
): ReceivedPush["claims"] {
  const match = /^vapid t=([^,\s]+),\s*k=([A-Za-z0-9_-]+)$/.exec(header ?? "");
  if (!match) throw new Refusal(`Authorization is not "vapid t=…, k=…": ${header}`);
  const [, token = "", key = ""] = match;
  if (key !== expectedKey) throw new Refusal("k= is not the server's VAPID public key");
  const [encodedHeader = "", encodedClaims = "", encodedSignature = ""] = token.split(".");
  const header_ = JSON.parse(Buffer.from(encodedHeader, "base64url").toString("utf8")) as { alg?: string };
  if (header_.alg !== "ES256") throw new Refusal(`JWT alg ${header_.alg}, expected ES256`);
  const raw = Buffer.from(key, "base64url");
  const publicKey = createPublicKey({
    key: { kty: "EC", crv: "P-256", x: b64url(raw.subarray(1, 33)), y: b64url(raw.subarray(33, 65)) },
    format: "jwk",
  });
  const valid = verify(
    "sha256",
    Buffer.from(`${encodedHeader}.${encodedClaims}`),
    { key: publicKey, dsaEncoding: "ieee-p1363" },
    Buffer.from(encodedSignature, "base64url"),
  );
  if (!valid) throw new Refusal("JWT signature does not verify with the VAPID public key");
  const claims = JSON.parse(
    Buffer.from(encodedClaims, "base64url").toString("utf8"),
  ) as ReceivedPush["claims"];
  if (claims.aud !== origin) throw new Refusal(`aud ${claims.aud}, expected ${origin}`);
  const now = Math.floor(Date.now() / 1000);
  if (!(claims.exp > now && claims.exp <= now + 24 * 60 * 60))
    throw new Refusal(`exp ${claims.exp} is not within the next 24 hours`);
  if (!/^(mailto:|https:)/.test(claims.sub))
    throw new Refusal(`sub ${claims.sub} is no mailto: or https: contact`);
  return claims;
}

/** Decrypts an aes128gcm body (RFC 8188) with the device's keys as RFC 8291 derives them. */
function decrypt(body: Buffer, device: Device): string {
  if (body.length < 21 + 65 + 17) throw new Refusal("body too short for aes128gcm");
  const salt = body.subarray(0, 16);
  const recordSize = body.readUInt32BE(16);
  const idLength = body.readUInt8(20);
  if (idLength !== 65) throw new Refusal(`keyid of ${idLength} bytes, expected the sender's 65-byte key`);
  const senderKey = body.subarray(21, 21 + idLength);
  const ciphertext = body.subarray(21 + idLength);
  if (ciphertext.length > recordSize) throw new Refusal("more than one record");
  const ecdhSecret = device.ecdh.computeSecret(senderKey);
  const keyInfo = Buffer.concat([Buffer.from("WebPush: info\0"), device.ecdh.getPublicKey(), senderKey]);
  const ikm = Buffer.from(hkdfSync("sha256", ecdhSecret, device.auth, keyInfo, 32));
  const cek = Buffer.from(hkdfSync("sha256", ikm, salt, Buffer.from("Content-Encoding: aes128gcm\0"), 16));
  const nonce = Buffer.from(hkdfSync("sha256", ikm, salt, Buffer.from("Content-Encoding: nonce\0"), 12));
  const decipher = createDecipheriv("aes-128-gcm", cek, nonce);
  decipher.setAuthTag(ciphertext.subarray(ciphertext.length - 16));
  let plain: Buffer;
  try {
    plain = Buffer.concat([
      decipher.update(ciphertext.subarray(0, ciphertext.length - 16)),
      decipher.final(),
    ]);
  } catch {
    throw new Refusal("payload does not decrypt with the subscription's keys");
  }
  // The last record ends with the delimiter 0x02, then padding zeros.
  let end = plain.length - 1;
  while (end >= 0 && plain[end] === 0) end -= 1;
  if (plain[end] !== 2) throw new Refusal("no last-record delimiter");
  return plain.subarray(0, end).toString("utf8");
}

export class PushDouble {
  readonly received: ReceivedPush[] = [];
  readonly refused: RefusedPush[] = [];
  private readonly devices = new Map<string, Device>();
  private readonly server = createServer((request, response) => void this.handle(request, response));
  private port = 0;

  constructor(private readonly options: PushDoubleOptions) {}

  async start(): Promise<this> {
    await new Promise<void>((resolve) => this.server.listen(this.options.port ?? 0, "127.0.0.1", resolve));
    this.port = (this.server.address() as AddressInfo).port;
    return this;
  }

  async stop(): Promise<void> {
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
  }

  get origin(): string {
    return `http://127.0.0.1:${this.port}`;
  }

  /** A new device, as a browser subscribes: its subscription as PushSubscription.toJSON() gives it. */
  subscribe(device: string): BrowserSubscription {
    const ecdh = createECDH("prime256v1");
    ecdh.generateKeys();
    const auth = randomBytes(16);
    this.devices.set(device, { ecdh, auth, status: 201 });
    return {
      endpoint: `${this.origin}/push/${encodeURIComponent(device)}`,
      expirationTime: null,
      keys: { p256dh: b64url(ecdh.getPublicKey()), auth: b64url(auth) },
    };
  }

  /** What the service answers for a device from now on, e.g. 410 once the browser unsubscribed. */
  answer(device: string, status: number): void {
    const known = this.devices.get(device);
    if (!known) throw new Error(`unknown device ${device}`);
    known.status = status;
  }

  /** The decrypted payloads a device received. */
  payloads(device: string): unknown[] {
    return this.received
      .filter((push) => push.device === device)
      .map((push) => JSON.parse(push.payload) as unknown);
  }

  private async handle(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const body = await readBody(request);
    const device = decodeURIComponent((request.url ?? "").replace(/^\/push\//, ""));
    const known = this.devices.get(device);
    const answer = (status: number) => {
      response.writeHead(status);
      response.end();
    };
    if (request.method !== "POST" || !known) return answer(404);
    try {
      if (request.headers["content-encoding"] !== "aes128gcm")
        throw new Refusal(`Content-Encoding ${request.headers["content-encoding"]}, expected aes128gcm`);
      const ttl = request.headers.ttl;
      if (typeof ttl !== "string" || !/^\d+$/.test(ttl)) throw new Refusal("no TTL header");
      const claims = verifyVapid(request.headers.authorization, this.options.vapidPublicKey, this.origin);
      const payload = decrypt(body, known);
      this.received.push({
        device,
        payload,
        claims,
        headers: {
          ttl,
          urgency: request.headers.urgency as string | undefined,
          topic: request.headers.topic as string | undefined,
        },
        status: known.status,
      });
      answer(known.status);
    } catch (error) {
      if (!(error instanceof Refusal)) throw error;
      this.refused.push({ device, reason: error.message });
      answer(400);
    }
  }
}

export async function startPushDouble(options: PushDoubleOptions): Promise<PushDouble> {
  return new PushDouble(options).start();
}
