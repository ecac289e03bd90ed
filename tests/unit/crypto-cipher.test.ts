// The sealed format of server/crypto: AES-256-GCM, a changed byte or a wrong key is refused.
import { randomBytes } from "node:crypto";

import { describe, expect, it } from "vitest";

import { DecryptionError, isSealed, open, parseEnvelope, seal } from "@/server/crypto/cipher";
import { LocalKeyring, memoryStore } from "@/server/crypto/local-keyring";

const key = randomBytes(32);
const keyId = "0b6f5c9e-3f7a-4d59-9a39-6c4a1d0e7b21";

describe("sealed values", () => {
  it("round-trips text and carries the key id, never the text", () => {
    const sealed = seal(key, keyId, "text", "Kopfschmerzen seit Wochen");
    expect(sealed.startsWith(`enc1:${keyId}:`)).toBe(true);
    expect(sealed).not.toContain("Kopfschmerzen");
    const envelope = parseEnvelope(sealed);
    expect(envelope).toMatchObject({ kind: "text", keyId });
    expect(open(key, envelope!)).toBe("Kopfschmerzen seit Wochen");
    // A fresh IV every time: the same text never gives the same ciphertext.
    expect(seal(key, keyId, "text", "x")).not.toBe(seal(key, keyId, "text", "x"));
  });

  it("refuses a flipped byte, a wrong key and a changed key id", () => {
    const sealed = seal(key, keyId, "text", "geheim");
    const envelope = parseEnvelope(sealed)!;
    const bytes = Buffer.from(envelope.payload, "base64url");
    bytes.writeUInt8(bytes.readUInt8(bytes.length - 1) ^ 1, bytes.length - 1);
    expect(() => open(key, { ...envelope, payload: bytes.toString("base64url") })).toThrow(DecryptionError);
    expect(() => open(randomBytes(32), envelope)).toThrow(DecryptionError);
    const otherId = "1b6f5c9e-3f7a-4d59-9a39-6c4a1d0e7b21";
    expect(() => open(key, parseEnvelope(sealed.replace(keyId, otherId))!)).toThrow(DecryptionError);
  });

  it("recognises only its own prefixes", () => {
    expect(isSealed("enc1:a:b")).toBe(true);
    expect(isSealed("encj1:a:b")).toBe(true);
    expect(isSealed("Enc1: Notiz")).toBe(false);
    expect(parseEnvelope("enc1:")).toBeNull();
  });
});

describe("the local keyring", () => {
  it("re-wraps under a new version, and a destroyed version unwraps nothing", async () => {
    const keyring = new LocalKeyring(randomBytes(32), memoryStore());
    const dataKey = randomBytes(32);
    const first = await keyring.wrap(dataKey, "k1");
    expect(first.kekVersion).toBe(1);
    expect(await keyring.rotate(new Date())).toBe(2);
    const second = await keyring.wrap(await keyring.unwrap(first, "k1"), "k1");
    expect(second.kekVersion).toBe(2);
    expect((await keyring.versions()).map((v) => [v.version, v.retiredAt !== null])).toEqual([
      [1, true],
      [2, false],
    ]);
    await keyring.destroy(1);
    await expect(keyring.unwrap(first, "k1")).rejects.toThrow(/does not exist/);
    expect(await keyring.unwrap(second, "k1")).toEqual(dataKey);
    // The wrapped key is bound to its id.
    await expect(keyring.unwrap(second, "k2")).rejects.toThrow(DecryptionError);
    await expect(keyring.destroy(2)).rejects.toThrow(/current/);
  });

  it("cannot be opened with another master key", async () => {
    const store = memoryStore();
    await new LocalKeyring(randomBytes(32), store).wrap(randomBytes(32), "k");
    await expect(new LocalKeyring(randomBytes(32), store).wrap(randomBytes(32), "k")).rejects.toThrow(
      DecryptionError,
    );
  });
});
