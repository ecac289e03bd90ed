// Where the key-encryption keys (KEKs) live. Data keys are wrapped and unwrapped through this
// interface only, so a cloud KMS or HashiCorp Vault's transit engine can replace the default
// keyring (local-keyring.ts) without touching any caller; see README "Encryption at rest".

export interface KekVersion {
  version: number;
  createdAt: Date;
  /** When a newer version replaced it; null for the current version. */
  retiredAt: Date | null;
}

export interface WrappedKey {
  kekVersion: number;
  /** Opaque text stored in user_keys.wrapped_key. */
  wrapped: string;
}

export interface KeyProvider {
  /** The version new data keys are wrapped with. */
  currentVersion(): Promise<number>;
  /** Wraps a data key with the current version; `context` is authenticated (e.g. the key's id). */
  wrap(dataKey: Buffer, context: string): Promise<WrappedKey>;
  /** Throws when the version was destroyed or the wrapped key or context was changed. */
  unwrap(key: WrappedKey, context: string): Promise<Buffer>;
  /** Every version that still exists, oldest first. */
  versions(): Promise<KekVersion[]>;
  /** Creates a new current version and retires the previous one; returns the new version. */
  rotate(now: Date): Promise<number>;
  /** Destroys a retired version for good: whatever it wrapped can no longer be read. */
  destroy(version: number): Promise<void>;
}
