-- AlterTable
ALTER TABLE "chats" ALTER COLUMN "title" SET DATA TYPE TEXT;

-- CreateTable
CREATE TABLE "user_keys" (
    "id" UUID NOT NULL,
    "user_id" UUID NOT NULL,
    "kek_version" INTEGER NOT NULL,
    "wrapped_key" TEXT NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "user_keys_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "user_keys_user_id_key" ON "user_keys"("user_id");

-- CreateIndex
CREATE INDEX "user_keys_kek_version_idx" ON "user_keys"("kek_version");

-- Crypto-shredding: a user's data key goes with the user, in the same transaction. A trigger
-- rather than a foreign key, so that creating a key never waits for a lock on the user's row.
CREATE FUNCTION "user_keys_shred"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM "user_keys" WHERE "user_id" = OLD."id";
  RETURN OLD;
END;
$$;

CREATE TRIGGER "users_shred_key" AFTER DELETE ON "users"
  FOR EACH ROW EXECUTE FUNCTION "user_keys_shred"();

-- Encrypted columns hold ciphertext, which is longer than the text: the length limits are checked
-- by the server's validation before encryption (lib/validations), the database keeps "not blank".
ALTER TABLE "chat_messages" DROP CONSTRAINT "chat_messages_content_length";
ALTER TABLE "chat_messages" ADD CONSTRAINT "chat_messages_content_not_blank" CHECK (char_length(btrim("content")) > 0);
ALTER TABLE "journal_entries" DROP CONSTRAINT "journal_entries_content_length";
ALTER TABLE "journal_entries" ADD CONSTRAINT "journal_entries_content_not_blank" CHECK (char_length(btrim("content")) > 0);
-- An encrypted analysis is a JSON string holding the ciphertext.
ALTER TABLE "analyses" DROP CONSTRAINT "analyses_detail_is_object";
ALTER TABLE "analyses" ADD CONSTRAINT "analyses_detail_is_object_or_sealed" CHECK (jsonb_typeof("detail") IN ('object', 'string'));
