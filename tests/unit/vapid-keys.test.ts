// VAPID key pairs: the private key is always 32 bytes, also when its first byte is zero. Node's
// ECDH drops leading zeros, which once in about 256 runs made the push tests' key fail parseEnv, and
// with it every push action of the file (CI, 2026-11-29).
import { createECDH, randomBytes } from "node:crypto";

import { describe, expect, it } from "vitest";

import { parseEnv } from "@/env";
import { fullLengthPrivateKey, generateVapidKeyPair, vapidKeyPair } from "@/lib/push/vapid-keys";

/** A key pair whose private scalar starts with exactly one zero byte. */
function ecdhWithLeadingZero() {
  const ecdh = createECDH("prime256v1");
  ecdh.setPrivateKey(Buffer.concat([Buffer.of(0, 0x42), randomBytes(30)]));
  return ecdh;
}

describe("VAPID key pairs", () => {
  it("keep a private key's leading zero byte, so the environment accepts the pair", () => {
    const ecdh = ecdhWithLeadingZero();
    // The defect: ECDH hands out 31 bytes, which parseEnv (and web-push) refuse.
    expect(ecdh.getPrivateKey()).toHaveLength(31);
    expect(() => parseEnv({ VAPID_PRIVATE_KEY: ecdh.getPrivateKey().toString("base64url") })).toThrow(
      /^VAPID_PRIVATE_KEY ist ungültig/,
    );

    const pair = vapidKeyPair(ecdh);
    const privateKey = Buffer.from(pair.privateKey, "base64url");
    expect(privateKey).toHaveLength(32);
    expect(privateKey[0]).toBe(0);
    expect(parseEnv({ VAPID_PUBLIC_KEY: pair.publicKey, VAPID_PRIVATE_KEY: pair.privateKey })).toMatchObject({
      VAPID_PUBLIC_KEY: pair.publicKey,
      VAPID_PRIVATE_KEY: pair.privateKey,
    });
    // Still the same key: the padded private key gives the same public key.
    const again = createECDH("prime256v1");
    again.setPrivateKey(privateKey);
    expect(again.getPublicKey().toString("base64url")).toBe(pair.publicKey);
  });

  it("leave a full-length key alone", () => {
    const key = Buffer.concat([Buffer.of(0x80), randomBytes(31)]);
    expect(fullLengthPrivateKey(key)).toBe(key);
    expect(fullLengthPrivateKey(key.subarray(2))).toEqual(Buffer.concat([Buffer.alloc(2), key.subarray(2)]));
  });

  it("are new each time, and the environment accepts every one", () => {
    const pairs = Array.from({ length: 300 }, generateVapidKeyPair);
    expect(new Set(pairs.map((pair) => pair.privateKey)).size).toBe(300);
    for (const pair of pairs)
      expect(() =>
        parseEnv({ VAPID_PUBLIC_KEY: pair.publicKey, VAPID_PRIVATE_KEY: pair.privateKey }),
      ).not.toThrow();
  });
});
