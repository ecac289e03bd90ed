// What is encrypted, per Prisma model. Everything a user writes about themselves or their animal;
// names, numbers, enums and dates stay clear for queries and constraints (README "Encryption at
// rest" lists them with the reasons).

export type EncryptedModel =
  | "Profile"
  | "Chat"
  | "ChatMessage"
  | "JournalEntry"
  | "Analysis"
  | "FamilyAnalysis"
  | "SafetyPlan"
  | "ProfileWebhookDelivery"
  | "JournalLock";

export interface ModelFields {
  text: readonly string[];
  /** String[] columns: each element is sealed on its own. */
  lists?: readonly string[];
  json?: readonly string[];
  /** Relations whose nested `create` is sealed with the parent's owner. */
  children?: Readonly<Record<string, EncryptedModel>>;
}

export const ENCRYPTED_FIELDS: Readonly<Record<EncryptedModel, ModelFields>> = {
  Profile: {
    text: [
      "lifeSituation",
      "professionalSituation",
      "exerciseRoutine",
      "currentHealthIssues",
      "recentAccidents",
      "emotionalConcerns",
      "medications",
      "emotionalState",
      "childhoodExperiences",
      "traumaHistory",
      "generalBehavior",
      "recentHealthIssues",
      "environmentChanges",
      "relationshipDescription",
      "livingEnvironment",
      "ownerBondQuality",
    ],
    lists: ["currentSymptoms", "behaviorPatterns", "emotionalIssues"],
  },
  Chat: { text: ["title"], children: { messages: "ChatMessage" } },
  ChatMessage: { text: ["content"] },
  JournalEntry: { text: ["content"] },
  Analysis: { text: [], json: ["detail"] },
  FamilyAnalysis: { text: [], json: ["detail"] },
  SafetyPlan: {
    text: [
      "warningSigns",
      "ownStrategies",
      "distractions",
      "peopleToAsk",
      "professionals",
      "safeSurroundings",
      "reasonsToLive",
    ],
  },
  ProfileWebhookDelivery: { text: [], json: ["payload"] },
  // Not something the user wrote, but a 4-digit PIN's hash is guessed offline in minutes: sealed,
  // a dump alone gives nothing to guess against.
  JournalLock: { text: ["pinHash"] },
};

export const isEncryptedModel = (model: string | undefined): model is EncryptedModel =>
  model !== undefined && model in ENCRYPTED_FIELDS;

const snake = (name: string) => name.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`);

const allFields = Object.values(ENCRYPTED_FIELDS).flatMap((spec) => [
  ...spec.text,
  ...(spec.lists ?? []),
  ...(spec.json ?? []),
]);

/**
 * The keys under which a read result may hold ciphertext: the fields above as Prisma names them
 * and as raw SQL does (snake_case), plus the grounding query's `recent_user`. Only these are
 * opened, so a ciphertext pasted into a clear field (a name) is never decrypted for anyone.
 */
export const SEALED_KEYS: ReadonlySet<string> = new Set([
  ...allFields,
  ...allFields.map(snake),
  "recent_user",
]);

/** The table and the owner's user_id column for a model's rows, for finding whose row it is. */
export const OWNER_SQL: Readonly<Record<EncryptedModel, string>> = {
  Profile: "SELECT user_id FROM profiles WHERE id = $1::uuid",
  Chat: "SELECT user_id FROM chats WHERE id = $1::uuid",
  ChatMessage: "SELECT c.user_id FROM chat_messages m JOIN chats c ON c.id = m.chat_id WHERE m.id = $1::uuid",
  JournalEntry: "SELECT user_id FROM journal_entries WHERE id = $1::uuid",
  Analysis: "SELECT p.user_id FROM analyses a JOIN profiles p ON p.id = a.profile_id WHERE a.id = $1::uuid",
  FamilyAnalysis: "SELECT user_id FROM family_analyses WHERE id = $1::uuid",
  SafetyPlan: "SELECT user_id FROM safety_plans WHERE user_id = $1::uuid",
  ProfileWebhookDelivery: "SELECT user_id FROM profile_webhook_deliveries WHERE id = $1::uuid",
  JournalLock: "SELECT user_id FROM journal_locks WHERE profile_id = $1::uuid",
};
