import "server-only";

import { seal } from "@/server/crypto/cipher";
import { type DataKey, userDataKey } from "@/server/crypto/data-keys";
import { ENCRYPTED_FIELDS, type EncryptedModel, OWNER_SQL } from "@/server/crypto/fields";
import { db } from "@/server/db";

// Encrypts the write arguments of the models in ENCRYPTED_FIELDS with the owner's data key.
// Empty strings and nulls stay as they are: that a field is empty is not secret.

type Data = Record<string, unknown>;

const isRecord = (value: unknown): value is Data =>
  typeof value === "object" && value !== null && !Array.isArray(value);

const sealText = (key: DataKey, value: unknown) =>
  typeof value === "string" && value !== "" ? seal(key.key, key.id, "text", value) : value;

const sealList = (key: DataKey, value: unknown): unknown => {
  if (Array.isArray(value)) return value.map((item) => sealText(key, item));
  if (typeof value === "string") return sealText(key, value);
  // Prisma's list updates: { set: [...] } and { push: x | [...] }.
  if (isRecord(value))
    return Object.fromEntries(Object.entries(value).map(([op, item]) => [op, sealList(key, item)]));
  return value;
};

/** Prisma's JsonNull and DbNull are objects of their own class and stay as they are. */
const sealJson = (key: DataKey, value: unknown) =>
  value === undefined ||
  value === null ||
  (typeof value === "object" && value.constructor?.name?.endsWith("Null"))
    ? value
    : seal(key.key, key.id, "json", JSON.stringify(value));

/** A field's update may be the value or { set: value }. */
const sealField = (seal: (value: unknown) => unknown, value: unknown) =>
  isRecord(value) && "set" in value ? { ...value, set: seal(value.set) } : seal(value);

export function sealData(model: EncryptedModel, data: unknown, key: DataKey): unknown {
  if (Array.isArray(data)) return data.map((item) => sealData(model, item, key));
  if (!isRecord(data)) return data;
  const spec = ENCRYPTED_FIELDS[model];
  const sealed: Data = { ...data };
  for (const field of spec.text)
    if (field in sealed) sealed[field] = sealField((v) => sealText(key, v), sealed[field]);
  for (const field of spec.lists ?? []) if (field in sealed) sealed[field] = sealList(key, sealed[field]);
  for (const field of spec.json ?? [])
    if (field in sealed) sealed[field] = sealField((v) => sealJson(key, v), sealed[field]);
  for (const [relation, child] of Object.entries(spec.children ?? {})) {
    const nested = sealed[relation];
    if (!isRecord(nested)) continue;
    sealed[relation] = {
      ...nested,
      ...("create" in nested && { create: sealData(child, nested.create, key) }),
      ...(isRecord(nested.createMany) && {
        createMany: { ...nested.createMany, data: sealData(child, nested.createMany.data, key) },
      }),
    };
  }
  return sealed;
}

/** Whether a write touches an encrypted field (or a nested create of an encrypted model). */
export function touchesSealed(model: EncryptedModel, data: unknown): boolean {
  if (Array.isArray(data)) return data.some((item) => touchesSealed(model, item));
  if (!isRecord(data)) return false;
  const spec = ENCRYPTED_FIELDS[model];
  return [
    ...spec.text,
    ...(spec.lists ?? []),
    ...(spec.json ?? []),
    ...Object.keys(spec.children ?? {}),
  ].some((field) => data[field] !== undefined);
}

const owners = new Map<string, string>();

/** Whose row `id` of `model` is; owners never change, so the answer is remembered. */
async function rowOwner(model: EncryptedModel, id: string): Promise<string | undefined> {
  const cacheKey = `${model}:${id}`;
  const known = owners.get(cacheKey);
  if (known) return known;
  const { rows } = await db().sql.query<{ user_id: string }>(OWNER_SQL[model], [id]);
  const owner = rows[0]?.user_id;
  if (owner) {
    if (owners.size > 10_000) owners.clear();
    owners.set(cacheKey, owner);
  }
  return owner;
}

const text = (value: unknown) => (typeof value === "string" ? value : undefined);

/** The user whose key seals this write: from the data, the filter, or the row it belongs to. */
export async function ownerOf(model: EncryptedModel, data: unknown, where: unknown): Promise<string> {
  const row = isRecord(data) ? data : Array.isArray(data) && isRecord(data[0]) ? data[0] : {};
  const filter = isRecord(where) ? where : {};
  const owner =
    text(row.userId) ??
    text(filter.userId) ??
    (model === "ChatMessage" && text(row.chatId)
      ? await rowOwner("Chat", text(row.chatId) ?? "")
      : undefined) ??
    (model === "Analysis" && text(row.profileId)
      ? await rowOwner("Profile", text(row.profileId) ?? "")
      : undefined) ??
    (text(filter.id) ? await rowOwner(model, text(filter.id) ?? "") : undefined);
  if (!owner) throw new Error(`[crypto] cannot tell whose ${model} row this write is for`);
  if (
    Array.isArray(data) &&
    data.some((item) => isRecord(item) && item.userId !== undefined && item.userId !== owner)
  ) {
    throw new Error(`[crypto] one ${model} write for several users`);
  }
  return owner;
}

export async function sealFor(userId: string, value: string): Promise<string> {
  const key = await userDataKey(userId);
  return seal(key.key, key.id, "text", value);
}
