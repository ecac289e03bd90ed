import { randomBytes } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from "node:fs";
import path from "node:path";

import { decryptBytes, encryptBytes, KEY_BYTES } from "@/server/crypto/cipher";
import type { KekVersion, KeyProvider, WrappedKey } from "@/server/crypto/key-provider";

// The default KeyProvider: the key-encryption keys are random keys kept in a keyring file outside
// the database (DATA_DIR/keyring.json unless DATA_ENCRYPTION_KEYRING says otherwise), each one
// encrypted with DATA_ENCRYPTION_KEY. A database dump or backup holds only wrapped data keys: it
// needs this file and that variable to be read, and once a version is destroyed here, nothing
// wrapped with it can be read any more.

interface StoredVersion {
  version: number;
  createdAt: string;
  retiredAt: string | null;
  /** The KEK, encrypted with the master key (base64url of iv ‖ tag ‖ ciphertext). */
  sealed: string;
}

export interface KeyringFile {
  format: "resonanz-keyring/1";
  versions: StoredVersion[];
}

/** Where the keyring is kept: a file in production and development, memory in tests. */
export interface KeyringStore {
  read(): KeyringFile | null;
  write(file: KeyringFile): void;
}

export function fileStore(file: string): KeyringStore {
  return {
    read: () => (existsSync(file) ? (JSON.parse(readFileSync(file, "utf8")) as KeyringFile) : null),
    write(content) {
      mkdirSync(path.dirname(file), { recursive: true });
      // Written whole and renamed, so a reader never sees half a keyring.
      const temporary = `${file}.${process.pid}.tmp`;
      writeFileSync(temporary, JSON.stringify(content, null, 2), { mode: 0o600 });
      renameSync(temporary, file);
    },
  };
}

export function memoryStore(): KeyringStore {
  let content: KeyringFile | null = null;
  return {
    read: () => (content ? structuredClone(content) : null),
    write: (file) => void (content = structuredClone(file)),
  };
}

const kekAad = (version: number) => `resonanz-kek:${version}`;
const dekAad = (version: number, context: string) => `resonanz-dek:${version}:${context}`;

/** Another process (keys:rotate, the job) may change the file: it is read again after this long. */
const RELOAD_MS = 10_000;

export class LocalKeyring implements KeyProvider {
  private cached: { file: KeyringFile; at: number } | null = null;

  constructor(
    private readonly master: Buffer,
    private readonly store: KeyringStore,
  ) {
    if (master.length !== KEY_BYTES) throw new Error("the master key must be 32 bytes");
  }

  /** The keyring, created with its first version when there is none yet. */
  private load(fresh = false): KeyringFile {
    if (!fresh && this.cached && Date.now() - this.cached.at < RELOAD_MS) return this.cached.file;
    const file =
      this.store.read() ??
      this.save({ format: "resonanz-keyring/1", versions: [this.newVersion(1, new Date())] });
    this.cached = { file, at: Date.now() };
    return file;
  }

  private save(file: KeyringFile): KeyringFile {
    this.store.write(file);
    this.cached = { file, at: Date.now() };
    return file;
  }

  private newVersion(version: number, now: Date): StoredVersion {
    const kek = randomBytes(KEY_BYTES);
    return {
      version,
      createdAt: now.toISOString(),
      retiredAt: null,
      sealed: encryptBytes(this.master, kek, kekAad(version)).toString("base64url"),
    };
  }

  private kek(version: number): Buffer {
    const stored =
      this.load().versions.find((entry) => entry.version === version) ??
      this.load(true).versions.find((entry) => entry.version === version);
    if (!stored) throw new Error(`key-encryption key version ${version} does not exist (destroyed?)`);
    return decryptBytes(this.master, Buffer.from(stored.sealed, "base64url"), kekAad(version));
  }

  async currentVersion(): Promise<number> {
    return Math.max(...this.load().versions.map((entry) => entry.version));
  }

  async wrap(dataKey: Buffer, context: string): Promise<WrappedKey> {
    const kekVersion = await this.currentVersion();
    const wrapped = encryptBytes(this.kek(kekVersion), dataKey, dekAad(kekVersion, context));
    return { kekVersion, wrapped: wrapped.toString("base64url") };
  }

  async unwrap(key: WrappedKey, context: string): Promise<Buffer> {
    const kek = this.kek(key.kekVersion);
    return decryptBytes(kek, Buffer.from(key.wrapped, "base64url"), dekAad(key.kekVersion, context));
  }

  async versions(): Promise<KekVersion[]> {
    return this.load()
      .versions.map((entry) => ({
        version: entry.version,
        createdAt: new Date(entry.createdAt),
        retiredAt: entry.retiredAt ? new Date(entry.retiredAt) : null,
      }))
      .sort((a, b) => a.version - b.version);
  }

  async rotate(now: Date): Promise<number> {
    const file = this.load(true);
    const next = Math.max(...file.versions.map((entry) => entry.version)) + 1;
    const versions = file.versions.map((entry) => ({
      ...entry,
      retiredAt: entry.retiredAt ?? now.toISOString(),
    }));
    this.save({ ...file, versions: [...versions, this.newVersion(next, now)] });
    return next;
  }

  async destroy(version: number): Promise<void> {
    const file = this.load(true);
    if (version === (await this.currentVersion())) throw new Error("the current version cannot be destroyed");
    this.save({ ...file, versions: file.versions.filter((entry) => entry.version !== version) });
  }
}
