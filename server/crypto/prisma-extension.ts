import "server-only";

import { Prisma } from "@/prisma/generated/client/client";
import { userDataKey } from "@/server/crypto/data-keys";
import { ENCRYPTED_FIELDS, type EncryptedModel, isEncryptedModel } from "@/server/crypto/fields";
import { openSealed } from "@/server/crypto/open-values";
import { ownerOf, sealData, touchesSealed } from "@/server/crypto/seal-values";

// The one place where encryption happens: every Prisma call of the app goes through this client
// extension (server/db.ts installs it), so feature code reads and writes plain values. Writes to
// the models in ENCRYPTED_FIELDS are sealed with the owner's data key; every result, raw SQL's
// included, is opened. Raw SQL that writes an encrypted column seals its values with sealFor().

type Args = Record<string, unknown>;

const WRITES = new Set([
  "create",
  "createMany",
  "createManyAndReturn",
  "update",
  "updateMany",
  "updateManyAndReturn",
  "upsert",
]);

/** Ciphertext cannot be filtered on: such a filter is a programming error, not an empty result. */
function assertNoSealedFilter(model: EncryptedModel, where: unknown): void {
  if (typeof where !== "object" || where === null) return;
  const spec = ENCRYPTED_FIELDS[model];
  const sealed = [...spec.text, ...(spec.lists ?? []), ...(spec.json ?? [])];
  for (const [key, value] of Object.entries(where)) {
    if (sealed.includes(key))
      throw new Error(`[crypto] ${model}.${key} is encrypted and cannot be filtered on`);
    if (key === "AND" || key === "OR" || key === "NOT") {
      for (const part of [value].flat()) assertNoSealedFilter(model, part);
    }
  }
}

async function sealArgs(model: EncryptedModel, operation: string, args: Args): Promise<Args> {
  if (operation === "upsert") {
    if (!touchesSealed(model, args.create) && !touchesSealed(model, args.update)) return args;
    const key = await userDataKey(await ownerOf(model, args.create, args.where));
    return { ...args, create: sealData(model, args.create, key), update: sealData(model, args.update, key) };
  }
  if (!touchesSealed(model, args.data)) return args;
  const key = await userDataKey(await ownerOf(model, args.data, args.where));
  return { ...args, data: sealData(model, args.data, key) };
}

export const encryptionExtension = Prisma.defineExtension({
  name: "resonanz-encryption",
  query: {
    $allModels: {
      async $allOperations({ model, operation, args, query }) {
        if (!isEncryptedModel(model)) return openSealed(await query(args));
        const input = (args ?? {}) as Args;
        assertNoSealedFilter(model, input.where);
        const prepared = WRITES.has(operation) ? await sealArgs(model, operation, input) : input;
        return openSealed(await query(prepared as typeof args));
      },
    },
    async $queryRaw({ args, query }) {
      return openSealed(await query(args));
    },
    async $queryRawUnsafe({ args, query }) {
      return openSealed(await query(args));
    },
  },
});
