import "server-only";

import { open, parseEnvelope, isSealed, type Envelope } from "@/server/crypto/cipher";
import { dataKeysById } from "@/server/crypto/data-keys";
import { SEALED_KEYS } from "@/server/crypto/fields";
import { cryptoMessages } from "@/messages/crypto";

// Decrypts a read result in place: every ciphertext under a key in SEALED_KEYS, at any depth (rows,
// included relations, raw SQL's JSON aggregates). A value that cannot be read (a changed byte, a
// wrong or deleted key) becomes the German placeholder, or null for JSON, for that value alone.

type Holder = Record<string | number, unknown>;
interface Slot {
  holder: Holder;
  key: string | number;
  envelope: Envelope;
}

const isPlainObject = (value: unknown): value is Record<string, unknown> => {
  if (typeof value !== "object" || value === null) return false;
  const prototype = Object.getPrototypeOf(value) as unknown;
  return prototype === Object.prototype || prototype === null;
};

function collect(node: unknown, sealedHere: boolean, slots: Slot[]): void {
  if (Array.isArray(node)) {
    node.forEach((item: unknown, index) => {
      const envelope = sealedHere && isSealed(item) ? parseEnvelope(item) : null;
      if (envelope) slots.push({ holder: node as unknown as Holder, key: index, envelope });
      else if (typeof item === "object") collect(item, false, slots);
    });
    return;
  }
  if (!isPlainObject(node)) return;
  for (const [key, value] of Object.entries(node)) {
    const sealedKey = SEALED_KEYS.has(key);
    const envelope = sealedKey && isSealed(value) ? parseEnvelope(value) : null;
    if (envelope) slots.push({ holder: node, key, envelope });
    else if (typeof value === "object") collect(value, sealedKey, slots);
  }
}

function unreadable(slot: Slot, reason: string): unknown {
  // The key id and the reason only: never the content.
  console.error(
    `[crypto] a stored ${slot.envelope.kind} value under key ${slot.envelope.keyId} cannot be read: ${reason}`,
  );
  return slot.envelope.kind === "json" ? null : cryptoMessages.unreadable;
}

/** Decrypts `result` in place and returns it. */
export async function openSealed<T>(result: T): Promise<T> {
  const slots: Slot[] = [];
  collect(result, false, slots);
  if (slots.length === 0) return result;
  const keys = await dataKeysById(slots.map((slot) => slot.envelope.keyId));
  for (const slot of slots) {
    const dataKey = keys.get(slot.envelope.keyId);
    if (!dataKey) {
      slot.holder[slot.key] = unreadable(slot, "no such data key");
      continue;
    }
    try {
      const plain = open(dataKey.key, slot.envelope);
      slot.holder[slot.key] = slot.envelope.kind === "json" ? (JSON.parse(plain) as unknown) : plain;
    } catch (error) {
      slot.holder[slot.key] = unreadable(slot, (error as Error).name);
    }
  }
  return result;
}
