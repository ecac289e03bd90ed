-- CreateTable
CREATE TABLE "journal_locks" (
    "profile_id" UUID NOT NULL,
    "user_id" UUID NOT NULL,
    "pin_hash" TEXT NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "journal_locks_pkey" PRIMARY KEY ("profile_id")
);

-- CreateTable
CREATE TABLE "journal_unlocks" (
    "session_hash" CHAR(64) NOT NULL,
    "profile_id" UUID NOT NULL,
    "expires_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "journal_unlocks_pkey" PRIMARY KEY ("session_hash","profile_id")
);

-- CreateIndex
CREATE INDEX "journal_locks_user_id_idx" ON "journal_locks"("user_id");

-- CreateIndex
CREATE INDEX "journal_unlocks_profile_id_idx" ON "journal_unlocks"("profile_id");

-- AddForeignKey
ALTER TABLE "journal_locks" ADD CONSTRAINT "journal_locks_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "journal_locks" ADD CONSTRAINT "journal_locks_profile_id_fkey" FOREIGN KEY ("profile_id") REFERENCES "profiles"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "journal_unlocks" ADD CONSTRAINT "journal_unlocks_session_hash_fkey" FOREIGN KEY ("session_hash") REFERENCES "sessions"("token_hash") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "journal_unlocks" ADD CONSTRAINT "journal_unlocks_profile_id_fkey" FOREIGN KEY ("profile_id") REFERENCES "journal_locks"("profile_id") ON DELETE CASCADE ON UPDATE CASCADE;

-- Like every sealed text, the hash is checked for not being blank only.
ALTER TABLE "journal_locks" ADD CONSTRAINT "journal_locks_pin_hash_not_blank" CHECK (btrim("pin_hash") <> '');
