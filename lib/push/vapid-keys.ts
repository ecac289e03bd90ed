// VAPID key pairs (RFC 8292) as web-push and the environment check want them: base64url, an
// uncompressed P-256 public key of 65 bytes and a private key of exactly 32. Node's ECDH returns the
// private key without its leading zero bytes, so about one key in 256 came out 31 bytes long and was
// refused (web-push issue 295, which web-push's own generateVAPIDKeys pads for the same reason).
import { createECDH, type ECDH } from "node:crypto";

const PRIVATE_KEY_BYTES = 32;

export interface VapidKeyPair {
  publicKey: string;
  privateKey: string;
}

/** A P-256 private key with the leading zero bytes that ECDH drops put back. */
export function fullLengthPrivateKey(key: Buffer): Buffer {
  if (key.length >= PRIVATE_KEY_BYTES) return key;
  return Buffer.concat([Buffer.alloc(PRIVATE_KEY_BYTES - key.length), key]);
}

/** The key pair of `ecdh` (which holds its keys already), in base64url. */
export function vapidKeyPair(ecdh: ECDH): VapidKeyPair {
  return {
    publicKey: ecdh.getPublicKey().toString("base64url"),
    privateKey: fullLengthPrivateKey(ecdh.getPrivateKey()).toString("base64url"),
  };
}

/** A new VAPID key pair. */
export function generateVapidKeyPair(): VapidKeyPair {
  const ecdh = createECDH("prime256v1");
  ecdh.generateKeys();
  return vapidKeyPair(ecdh);
}
