-- CreateEnum
CREATE TYPE "coach_fact_source" AS ENUM ('profile', 'analysis', 'chat', 'journal');

-- CreateTable
CREATE TABLE "coach_facts" (
    "id" UUID NOT NULL DEFAULT gen_random_uuid(),
    "user_id" UUID NOT NULL,
    "profile_id" UUID NOT NULL,
    "source" "coach_fact_source" NOT NULL,
    "content" TEXT NOT NULL,
    "derived_from" TEXT,
    "chat_message_id" UUID,
    "journal_entry_id" UUID,
    "dismissed" BOOLEAN NOT NULL DEFAULT false,
    "edited_at" TIMESTAMPTZ(3),
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "coach_facts_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "coach_memories" (
    "profile_id" UUID NOT NULL,
    "user_id" UUID NOT NULL,
    "paused" BOOLEAN NOT NULL DEFAULT false,
    "synced_at" TIMESTAMPTZ(3),
    "updated_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "coach_memories_pkey" PRIMARY KEY ("profile_id")
);

-- CreateIndex
CREATE INDEX "coach_facts_profile_id_created_at_idx" ON "coach_facts"("profile_id", "created_at");

-- CreateIndex
CREATE INDEX "coach_facts_user_id_idx" ON "coach_facts"("user_id");

-- CreateIndex
CREATE INDEX "coach_facts_chat_message_id_idx" ON "coach_facts"("chat_message_id");

-- CreateIndex
CREATE INDEX "coach_facts_journal_entry_id_idx" ON "coach_facts"("journal_entry_id");

-- CreateIndex
CREATE INDEX "coach_memories_user_id_idx" ON "coach_memories"("user_id");

-- AddForeignKey
ALTER TABLE "coach_facts" ADD CONSTRAINT "coach_facts_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "coach_facts" ADD CONSTRAINT "coach_facts_profile_id_fkey" FOREIGN KEY ("profile_id") REFERENCES "profiles"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "coach_facts" ADD CONSTRAINT "coach_facts_chat_message_id_fkey" FOREIGN KEY ("chat_message_id") REFERENCES "chat_messages"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "coach_facts" ADD CONSTRAINT "coach_facts_journal_entry_id_fkey" FOREIGN KEY ("journal_entry_id") REFERENCES "journal_entries"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "coach_memories" ADD CONSTRAINT "coach_memories_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "coach_memories" ADD CONSTRAINT "coach_memories_profile_id_fkey" FOREIGN KEY ("profile_id") REFERENCES "profiles"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- A fact the coach uses has a text; only a deleted derived fact keeps an empty one (its text is
-- encrypted, so only its presence is checked; the length is checked before encryption).
ALTER TABLE "coach_facts" ADD CONSTRAINT "coach_facts_content_present" CHECK ("dismissed" OR btrim("content") <> '');
