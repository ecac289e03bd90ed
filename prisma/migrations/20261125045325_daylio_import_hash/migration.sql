-- AlterTable
ALTER TABLE "journal_entries" ADD COLUMN     "import_hash" CHAR(64);

-- CreateIndex
CREATE UNIQUE INDEX "journal_entries_profile_id_import_hash_key" ON "journal_entries"("profile_id", "import_hash");
