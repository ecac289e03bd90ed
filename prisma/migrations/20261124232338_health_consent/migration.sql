-- AlterTable
ALTER TABLE "users" ADD COLUMN     "health_consent_at" TIMESTAMPTZ(3),
ADD COLUMN     "health_consent_version" VARCHAR(20);
