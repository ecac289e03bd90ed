// Reads an encrypted column the way only the server can: with the server's key and keyring. The
// browser tests use it to check that the database holds ciphertext of exactly what was typed.
import path from "node:path";

import { open, parseEnvelope } from "@/server/crypto/cipher";
import { fileStore, LocalKeyring } from "@/server/crypto/local-keyring";

import { query } from "./database";
import { e2eDataDir, e2eDataKey } from "./env";

export async function unseal(value: string | null | undefined): Promise<string> {
  const envelope = value ? parseEnvelope(value) : null;
  if (!envelope) throw new Error(`stored in plain text: ${String(value).slice(0, 30)}`);
  const [row] = await query<{ kek_version: number; wrapped_key: string }>(
    "SELECT kek_version, wrapped_key FROM user_keys WHERE id = $1::uuid",
    [envelope.keyId],
  );
  if (!row) throw new Error("no such data key");
  const keyring = new LocalKeyring(
    Buffer.from(e2eDataKey, "base64"),
    fileStore(path.join(e2eDataDir, "keyring.json")),
  );
  const key = await keyring.unwrap({ kekVersion: row.kek_version, wrapped: row.wrapped_key }, envelope.keyId);
  return open(key, envelope);
}
