import "server-only";

import { randomBytes } from "node:crypto";

import { dataEncryptionKey, EnvError, keyringPath } from "@/env";
import type { KeyProvider } from "@/server/crypto/key-provider";
import { fileStore, LocalKeyring } from "@/server/crypto/local-keyring";

// The process's KeyProvider: the local keyring by default. Another implementation (a KMS, Vault)
// is chosen here and nowhere else.

const registry = globalThis as typeof globalThis & { __resonanzKeys?: KeyProvider };

export function keyProvider(): KeyProvider {
  registry.__resonanzKeys ??= new LocalKeyring(dataEncryptionKey(), fileStore(keyringPath()));
  return registry.__resonanzKeys;
}

/** Replaces the process's KeyProvider; tests use it to keep their keyring in memory. */
export function setKeyProvider(provider: KeyProvider | undefined): void {
  registry.__resonanzKeys = provider;
}

/**
 * Start-up check: the current key-encryption key can be used. A DATA_ENCRYPTION_KEY that does not
 * open the keyring stops the server with one line instead of failing on the first request.
 */
export async function assertKeysUsable(): Promise<void> {
  try {
    await keyProvider().wrap(randomBytes(32), "startup-check");
  } catch (error) {
    throw new EnvError(
      `Resonanz startet nicht: DATA_ENCRYPTION_KEY öffnet den Schlüsselbund nicht (${(error as Error).message}). / ` +
        `Resonanz will not start: DATA_ENCRYPTION_KEY does not open the keyring.`,
    );
  }
}
