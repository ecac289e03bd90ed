import { type CipherKey, createCipheriv, createDecipheriv, randomBytes } from "node:crypto";

// AES-256-GCM through Node's own crypto, nothing home-made. A sealed value is one string, so it
// fits the existing text and JSON columns:
//
//   enc1:<key id>:<base64url(iv ‖ tag ‖ ciphertext)>    a text
//   encj1:<key id>:<base64url(iv ‖ tag ‖ ciphertext)>   a JSON value
//
// The key id names the user's data key (user_keys.id). Which key-encryption key wraps that data
// key is recorded on the key's row, not here, so rotating key-encryption keys re-wraps data keys
// and never touches a ciphertext. The prefix and key id are authenticated as associated data.

const IV_BYTES = 12;
const TAG_BYTES = 16;
export const KEY_BYTES = 32;

export type SealedKind = "text" | "json";

const PREFIX: Record<SealedKind, string> = { text: "enc1:", json: "encj1:" };

export interface Envelope {
  kind: SealedKind;
  keyId: string;
  /** The authenticated header: prefix and key id. */
  header: string;
  payload: string;
}

export class DecryptionError extends Error {
  override name = "DecryptionError";
}

export function isSealed(value: unknown): value is string {
  return typeof value === "string" && (value.startsWith(PREFIX.text) || value.startsWith(PREFIX.json));
}

export function parseEnvelope(value: string): Envelope | null {
  const kind: SealedKind | null = value.startsWith(PREFIX.text)
    ? "text"
    : value.startsWith(PREFIX.json)
      ? "json"
      : null;
  if (!kind) return null;
  const rest = value.slice(PREFIX[kind].length);
  const colon = rest.indexOf(":");
  if (colon <= 0) return null;
  const keyId = rest.slice(0, colon);
  return { kind, keyId, header: `${PREFIX[kind]}${keyId}:`, payload: rest.slice(colon + 1) };
}

/** Encrypts `plain` with `key` and returns iv ‖ tag ‖ ciphertext. */
export function encryptBytes(key: CipherKey, plain: Buffer, aad: string): Buffer {
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv("aes-256-gcm", key, iv);
  cipher.setAAD(Buffer.from(aad, "utf8"));
  const body = Buffer.concat([cipher.update(plain), cipher.final()]);
  return Buffer.concat([iv, cipher.getAuthTag(), body]);
}

/** The inverse of encryptBytes; a wrong key or a changed byte throws DecryptionError. */
export function decryptBytes(key: CipherKey, sealed: Buffer, aad: string): Buffer {
  if (sealed.length < IV_BYTES + TAG_BYTES) throw new DecryptionError("ciphertext too short");
  try {
    const decipher = createDecipheriv("aes-256-gcm", key, sealed.subarray(0, IV_BYTES));
    decipher.setAAD(Buffer.from(aad, "utf8"));
    decipher.setAuthTag(sealed.subarray(IV_BYTES, IV_BYTES + TAG_BYTES));
    return Buffer.concat([decipher.update(sealed.subarray(IV_BYTES + TAG_BYTES)), decipher.final()]);
  } catch {
    throw new DecryptionError("authentication failed");
  }
}

export function seal(key: CipherKey, keyId: string, kind: SealedKind, plain: string): string {
  const header = `${PREFIX[kind]}${keyId}:`;
  return header + encryptBytes(key, Buffer.from(plain, "utf8"), header).toString("base64url");
}

/** The plain text of a sealed value (for json: its JSON text). */
export function open(key: CipherKey, envelope: Envelope): string {
  return decryptBytes(key, Buffer.from(envelope.payload, "base64url"), envelope.header).toString("utf8");
}
