-- CreateEnum
CREATE TYPE "profile_type" AS ENUM ('human', 'animal');

-- CreateEnum
CREATE TYPE "gender" AS ENUM ('weiblich', 'männlich', 'unbekannt');

-- CreateEnum
CREATE TYPE "animal_type" AS ENUM ('hund', 'katze', 'pferd', 'andere');

-- CreateEnum
CREATE TYPE "body_type" AS ENUM ('schlank', 'normal', 'kräftig', 'sportlich');

-- CreateEnum
CREATE TYPE "relationship_status" AS ENUM ('single', 'beziehung', 'verheiratet', 'geschieden', 'kompliziert');

-- CreateEnum
CREATE TYPE "financial_situation" AS ENUM ('stabil', 'angespannt', 'im-wandel', 'unsicher');

-- CreateEnum
CREATE TYPE "housing_type" AS ENUM ('wohnung', 'haus_garten', 'bauernhof', 'stall', 'käfig_voliere', 'terrarium', 'andere');

-- CreateEnum
CREATE TYPE "exercise_level" AS ENUM ('ja', 'selten', 'leine', 'frei');

-- CreateEnum
CREATE TYPE "energy_state" AS ENUM ('harmonisch', 'überreizt', 'blockiert', 'gestärkt', 'müde', 'unruhig');

-- CreateEnum
CREATE TYPE "chat_role" AS ENUM ('user', 'assistant');

-- CreateEnum
CREATE TYPE "chat_message_kind" AS ENUM ('text', 'crisis', 'red_flag', 'upgrade_prompt');

-- CreateEnum
CREATE TYPE "journal_type" AS ENUM ('loswerden', 'erkenntnis', 'klarheit');

-- CreateEnum
CREATE TYPE "webhook_status" AS ENUM ('pending', 'delivered', 'failed');

-- CreateTable
CREATE TABLE "users" (
    "id" UUID NOT NULL DEFAULT gen_random_uuid(),
    "email" VARCHAR(254) NOT NULL,
    "email_verified_at" TIMESTAMPTZ(3),
    "name" VARCHAR(200),
    "image" TEXT,
    "password_hash" TEXT,
    "session_version" INTEGER NOT NULL DEFAULT 0,
    "stripe_customer_id" TEXT,
    "impulse_reminder_enabled" BOOLEAN NOT NULL DEFAULT false,
    "impulse_reminder_sent_on" DATE,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "users_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "accounts" (
    "id" UUID NOT NULL DEFAULT gen_random_uuid(),
    "user_id" UUID NOT NULL,
    "type" TEXT NOT NULL,
    "provider" TEXT NOT NULL,
    "provider_account_id" TEXT NOT NULL,
    "refresh_token" TEXT,
    "access_token" TEXT,
    "expires_at" INTEGER,
    "token_type" TEXT,
    "scope" TEXT,
    "id_token" TEXT,
    "session_state" TEXT,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "accounts_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "password_reset_tokens" (
    "id" UUID NOT NULL DEFAULT gen_random_uuid(),
    "user_id" UUID NOT NULL,
    "token_hash" CHAR(64) NOT NULL,
    "expires_at" TIMESTAMPTZ(3) NOT NULL,
    "used_at" TIMESTAMPTZ(3),
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "password_reset_tokens_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "email_verification_tokens" (
    "id" UUID NOT NULL DEFAULT gen_random_uuid(),
    "user_id" UUID NOT NULL,
    "token_hash" CHAR(64) NOT NULL,
    "expires_at" TIMESTAMPTZ(3) NOT NULL,
    "used_at" TIMESTAMPTZ(3),
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "email_verification_tokens_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "rate_limits" (
    "key" VARCHAR(255) NOT NULL,
    "points" INTEGER NOT NULL DEFAULT 0,
    "expire" BIGINT,

    CONSTRAINT "rate_limits_pkey" PRIMARY KEY ("key")
);

-- CreateTable
CREATE TABLE "profiles" (
    "id" UUID NOT NULL DEFAULT gen_random_uuid(),
    "user_id" UUID NOT NULL,
    "created_by" UUID NOT NULL,
    "profile_type" "profile_type" NOT NULL,
    "name" VARCHAR(100) NOT NULL,
    "gender" "gender" NOT NULL,
    "age" INTEGER,
    "birth_date" DATE,
    "weight_kg" DOUBLE PRECISION,
    "is_active" BOOLEAN NOT NULL DEFAULT false,
    "height_cm" DOUBLE PRECISION,
    "body_type" "body_type",
    "life_situation" TEXT,
    "relationship_status" "relationship_status",
    "professional_situation" TEXT,
    "financial_situation" "financial_situation",
    "exercise_routine" TEXT,
    "current_health_issues" TEXT,
    "recent_accidents" TEXT,
    "emotional_concerns" TEXT,
    "medications" TEXT,
    "current_symptoms" TEXT[] DEFAULT ARRAY[]::TEXT[],
    "emotional_state" TEXT,
    "childhood_experiences" TEXT,
    "trauma_history" TEXT,
    "stress_level" INTEGER NOT NULL DEFAULT 5,
    "animal_type" "animal_type",
    "custom_animal_type" VARCHAR(100),
    "breed" VARCHAR(200),
    "housing_type" "housing_type",
    "custom_housing_type" VARCHAR(200),
    "general_behavior" TEXT,
    "recent_health_issues" TEXT,
    "environment_changes" TEXT,
    "relationship_description" TEXT,
    "exercise_level" "exercise_level",
    "behavior_patterns" TEXT[] DEFAULT ARRAY[]::TEXT[],
    "living_environment" TEXT,
    "owner_bond_quality" TEXT,
    "emotional_issues" TEXT[] DEFAULT ARRAY[]::TEXT[],
    "computed_age" INTEGER,
    "computed_bmi" DOUBLE PRECISION,
    "completion_percentage" INTEGER NOT NULL DEFAULT 0,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "profiles_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "analyses" (
    "id" UUID NOT NULL DEFAULT gen_random_uuid(),
    "profile_id" UUID NOT NULL,
    "overall_state" "energy_state" NOT NULL,
    "engine_version" VARCHAR(32) NOT NULL,
    "detail" JSONB NOT NULL,
    "rephrased_by" VARCHAR(200),
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "analyses_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "family_analyses" (
    "id" UUID NOT NULL DEFAULT gen_random_uuid(),
    "user_id" UUID NOT NULL,
    "engine_version" VARCHAR(32) NOT NULL,
    "analysis_ids" UUID[],
    "detail" JSONB NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "family_analyses_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "chats" (
    "id" UUID NOT NULL DEFAULT gen_random_uuid(),
    "user_id" UUID NOT NULL,
    "profile_id" UUID NOT NULL,
    "title" VARCHAR(100) NOT NULL,
    "last_activity_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "chats_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "chat_messages" (
    "id" UUID NOT NULL DEFAULT gen_random_uuid(),
    "chat_id" UUID NOT NULL,
    "role" "chat_role" NOT NULL,
    "kind" "chat_message_kind" NOT NULL DEFAULT 'text',
    "content" TEXT NOT NULL,
    "excluded_from_memory" BOOLEAN NOT NULL DEFAULT false,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "chat_messages_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "coach_usage" (
    "user_id" UUID NOT NULL,
    "day" DATE NOT NULL,
    "replies" INTEGER NOT NULL DEFAULT 0,

    CONSTRAINT "coach_usage_pkey" PRIMARY KEY ("user_id","day")
);

-- CreateTable
CREATE TABLE "journal_entries" (
    "id" UUID NOT NULL DEFAULT gen_random_uuid(),
    "user_id" UUID NOT NULL,
    "profile_id" UUID NOT NULL,
    "type" "journal_type" NOT NULL,
    "content" TEXT NOT NULL,
    "analysis_id" UUID,
    "chat_id" UUID,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "journal_entries_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "exercise_sessions" (
    "id" UUID NOT NULL DEFAULT gen_random_uuid(),
    "user_id" UUID NOT NULL,
    "profile_id" UUID NOT NULL,
    "exercise_id" VARCHAR(64) NOT NULL,
    "duration_seconds" INTEGER NOT NULL,
    "energy_before" INTEGER NOT NULL,
    "energy_after" INTEGER NOT NULL,
    "started_at" TIMESTAMPTZ(3) NOT NULL,
    "completed_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "exercise_sessions_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "check_ins" (
    "id" UUID NOT NULL DEFAULT gen_random_uuid(),
    "user_id" UUID NOT NULL,
    "profile_id" UUID NOT NULL,
    "day" DATE NOT NULL,
    "state" "energy_state" NOT NULL,
    "energy" INTEGER NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "check_ins_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "subscriptions" (
    "id" TEXT NOT NULL,
    "user_id" UUID NOT NULL,
    "stripe_customer_id" TEXT NOT NULL,
    "status" VARCHAR(32) NOT NULL,
    "price_id" TEXT,
    "interval" VARCHAR(16),
    "current_period_end" TIMESTAMPTZ(3),
    "cancel_at_period_end" BOOLEAN NOT NULL DEFAULT false,
    "trial_end" TIMESTAMPTZ(3),
    "canceled_at" TIMESTAMPTZ(3),
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "subscriptions_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "stripe_events" (
    "id" TEXT NOT NULL,
    "type" VARCHAR(100) NOT NULL,
    "processed_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "stripe_events_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "profile_webhook_deliveries" (
    "id" UUID NOT NULL DEFAULT gen_random_uuid(),
    "profile_id" UUID NOT NULL,
    "user_id" UUID NOT NULL,
    "event_type" VARCHAR(64) NOT NULL,
    "payload" JSONB NOT NULL,
    "status" "webhook_status" NOT NULL DEFAULT 'pending',
    "attempts" INTEGER NOT NULL DEFAULT 0,
    "last_status_code" INTEGER,
    "last_error" TEXT,
    "delivered_at" TIMESTAMPTZ(3),
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "profile_webhook_deliveries_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "users_email_key" ON "users"("email");

-- CreateIndex
CREATE UNIQUE INDEX "users_stripe_customer_id_key" ON "users"("stripe_customer_id");

-- CreateIndex
CREATE INDEX "accounts_user_id_idx" ON "accounts"("user_id");

-- CreateIndex
CREATE UNIQUE INDEX "accounts_provider_provider_account_id_key" ON "accounts"("provider", "provider_account_id");

-- CreateIndex
CREATE UNIQUE INDEX "password_reset_tokens_token_hash_key" ON "password_reset_tokens"("token_hash");

-- CreateIndex
CREATE INDEX "password_reset_tokens_user_id_idx" ON "password_reset_tokens"("user_id");

-- CreateIndex
CREATE UNIQUE INDEX "email_verification_tokens_token_hash_key" ON "email_verification_tokens"("token_hash");

-- CreateIndex
CREATE INDEX "email_verification_tokens_user_id_idx" ON "email_verification_tokens"("user_id");

-- CreateIndex
CREATE INDEX "profiles_user_id_created_at_idx" ON "profiles"("user_id", "created_at" DESC);

-- CreateIndex
CREATE INDEX "profiles_created_by_idx" ON "profiles"("created_by");

-- CreateIndex
CREATE UNIQUE INDEX "profiles_one_active_per_user" ON "profiles"("user_id") WHERE ("is_active" = true);

-- CreateIndex
CREATE INDEX "analyses_profile_id_created_at_idx" ON "analyses"("profile_id", "created_at" DESC);

-- CreateIndex
CREATE INDEX "family_analyses_user_id_created_at_idx" ON "family_analyses"("user_id", "created_at" DESC);

-- CreateIndex
CREATE INDEX "chats_profile_id_created_at_idx" ON "chats"("profile_id", "created_at" DESC);

-- CreateIndex
CREATE INDEX "chats_user_id_idx" ON "chats"("user_id");

-- CreateIndex
CREATE INDEX "chat_messages_chat_id_created_at_idx" ON "chat_messages"("chat_id", "created_at");

-- CreateIndex
CREATE INDEX "journal_entries_profile_id_created_at_idx" ON "journal_entries"("profile_id", "created_at" DESC);

-- CreateIndex
CREATE INDEX "journal_entries_user_id_idx" ON "journal_entries"("user_id");

-- CreateIndex
CREATE INDEX "journal_entries_analysis_id_idx" ON "journal_entries"("analysis_id");

-- CreateIndex
CREATE INDEX "journal_entries_chat_id_idx" ON "journal_entries"("chat_id");

-- CreateIndex
CREATE INDEX "exercise_sessions_profile_id_completed_at_idx" ON "exercise_sessions"("profile_id", "completed_at" DESC);

-- CreateIndex
CREATE INDEX "exercise_sessions_user_id_idx" ON "exercise_sessions"("user_id");

-- CreateIndex
CREATE INDEX "check_ins_user_id_idx" ON "check_ins"("user_id");

-- CreateIndex
CREATE UNIQUE INDEX "check_ins_profile_id_day_key" ON "check_ins"("profile_id", "day");

-- CreateIndex
CREATE INDEX "subscriptions_user_id_idx" ON "subscriptions"("user_id");

-- CreateIndex
CREATE INDEX "profile_webhook_deliveries_status_created_at_idx" ON "profile_webhook_deliveries"("status", "created_at");

-- CreateIndex
CREATE INDEX "profile_webhook_deliveries_profile_id_idx" ON "profile_webhook_deliveries"("profile_id");

-- CreateIndex
CREATE INDEX "profile_webhook_deliveries_user_id_idx" ON "profile_webhook_deliveries"("user_id");

-- AddForeignKey
ALTER TABLE "accounts" ADD CONSTRAINT "accounts_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "password_reset_tokens" ADD CONSTRAINT "password_reset_tokens_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "email_verification_tokens" ADD CONSTRAINT "email_verification_tokens_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "profiles" ADD CONSTRAINT "profiles_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "profiles" ADD CONSTRAINT "profiles_created_by_fkey" FOREIGN KEY ("created_by") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "analyses" ADD CONSTRAINT "analyses_profile_id_fkey" FOREIGN KEY ("profile_id") REFERENCES "profiles"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "family_analyses" ADD CONSTRAINT "family_analyses_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "chats" ADD CONSTRAINT "chats_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "chats" ADD CONSTRAINT "chats_profile_id_fkey" FOREIGN KEY ("profile_id") REFERENCES "profiles"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "chat_messages" ADD CONSTRAINT "chat_messages_chat_id_fkey" FOREIGN KEY ("chat_id") REFERENCES "chats"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "coach_usage" ADD CONSTRAINT "coach_usage_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "journal_entries" ADD CONSTRAINT "journal_entries_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "journal_entries" ADD CONSTRAINT "journal_entries_profile_id_fkey" FOREIGN KEY ("profile_id") REFERENCES "profiles"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "journal_entries" ADD CONSTRAINT "journal_entries_analysis_id_fkey" FOREIGN KEY ("analysis_id") REFERENCES "analyses"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "journal_entries" ADD CONSTRAINT "journal_entries_chat_id_fkey" FOREIGN KEY ("chat_id") REFERENCES "chats"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "exercise_sessions" ADD CONSTRAINT "exercise_sessions_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "exercise_sessions" ADD CONSTRAINT "exercise_sessions_profile_id_fkey" FOREIGN KEY ("profile_id") REFERENCES "profiles"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "check_ins" ADD CONSTRAINT "check_ins_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "check_ins" ADD CONSTRAINT "check_ins_profile_id_fkey" FOREIGN KEY ("profile_id") REFERENCES "profiles"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "subscriptions" ADD CONSTRAINT "subscriptions_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "profile_webhook_deliveries" ADD CONSTRAINT "profile_webhook_deliveries_profile_id_fkey" FOREIGN KEY ("profile_id") REFERENCES "profiles"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "profile_webhook_deliveries" ADD CONSTRAINT "profile_webhook_deliveries_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- ---------------------------------------------------------------------------
-- Database rules that Prisma's schema language cannot express. Bounds follow
-- product spec §5/§9 (input ranges) and are documented in README.md.
-- ---------------------------------------------------------------------------

-- E-mail addresses are stored lower-cased, so users_email_key is case-insensitive.
ALTER TABLE "users" ADD CONSTRAINT "users_email_lowercase" CHECK ("email" = lower("email"));

-- Age: people 16–120 years, animals 0–50 years. Applies to the entered age and
-- to the age computed from a birth date.
ALTER TABLE "profiles" ADD CONSTRAINT "profiles_age_realistic" CHECK (
  ("age" IS NULL OR ("profile_type" = 'human' AND "age" BETWEEN 16 AND 120) OR ("profile_type" = 'animal' AND "age" BETWEEN 0 AND 50))
  AND ("computed_age" IS NULL OR ("profile_type" = 'human' AND "computed_age" BETWEEN 16 AND 120) OR ("profile_type" = 'animal' AND "computed_age" BETWEEN 0 AND 50))
);

-- Height: 120–250 cm (people only).
ALTER TABLE "profiles" ADD CONSTRAINT "profiles_height_realistic" CHECK (
  "height_cm" IS NULL OR ("profile_type" = 'human' AND "height_cm" BETWEEN 120 AND 250)
);

-- Weight: people 30–300 kg, animals 0.1–1000 kg.
ALTER TABLE "profiles" ADD CONSTRAINT "profiles_weight_realistic" CHECK (
  "weight_kg" IS NULL OR ("profile_type" = 'human' AND "weight_kg" BETWEEN 30 AND 300) OR ("profile_type" = 'animal' AND "weight_kg" BETWEEN 0.1 AND 1000)
);

-- Birth date: not in the future and at most 120 years back.
ALTER TABLE "profiles" ADD CONSTRAINT "profiles_birth_date_realistic" CHECK (
  "birth_date" IS NULL OR ("birth_date" <= CURRENT_DATE AND "birth_date" >= (CURRENT_DATE - INTERVAL '120 years'))
);

ALTER TABLE "profiles" ADD CONSTRAINT "profiles_stress_level_range" CHECK ("stress_level" BETWEEN 1 AND 10);
ALTER TABLE "profiles" ADD CONSTRAINT "profiles_completion_percentage_range" CHECK ("completion_percentage" BETWEEN 0 AND 100);
ALTER TABLE "profiles" ADD CONSTRAINT "profiles_name_not_blank" CHECK (char_length(btrim("name")) > 0);
ALTER TABLE "profiles" ADD CONSTRAINT "profiles_animal_type_required" CHECK ("profile_type" = 'human' OR "animal_type" IS NOT NULL);
ALTER TABLE "profiles" ADD CONSTRAINT "profiles_custom_animal_type_required" CHECK (
  "animal_type" IS DISTINCT FROM 'andere' OR char_length(btrim("custom_animal_type")) >= 2
);
ALTER TABLE "profiles" ADD CONSTRAINT "profiles_custom_housing_type_required" CHECK (
  "housing_type" IS DISTINCT FROM 'andere' OR char_length(btrim("custom_housing_type")) >= 1
);

-- computed_age and computed_bmi are the server's, whatever a client sends.
-- `resonanz.today` lets a test pin the date; it is never set in production.
CREATE FUNCTION "profiles_compute"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  today date := coalesce(nullif(current_setting('resonanz.today', true), '')::date, CURRENT_DATE);
BEGIN
  -- An unrealistic birth date yields no age, so profiles_birth_date_realistic
  -- (not profiles_age_realistic) is the constraint that reports it.
  NEW."computed_age" := CASE
    WHEN NEW."birth_date" IS NULL THEN NEW."age"
    WHEN NEW."birth_date" > today OR NEW."birth_date" < today - INTERVAL '120 years' THEN NULL
    ELSE date_part('year', age(today, NEW."birth_date"))::integer
  END;
  NEW."computed_bmi" := CASE
    WHEN NEW."height_cm" > 0 AND NEW."weight_kg" > 0
      THEN round((NEW."weight_kg" / ((NEW."height_cm" / 100.0) ^ 2))::numeric, 1)::double precision
    ELSE NULL
  END;
  RETURN NEW;
END
$$;

CREATE TRIGGER "profiles_compute" BEFORE INSERT OR UPDATE ON "profiles"
  FOR EACH ROW EXECUTE FUNCTION "profiles_compute"();

ALTER TABLE "analyses" ADD CONSTRAINT "analyses_detail_is_object" CHECK (jsonb_typeof("detail") = 'object');

ALTER TABLE "chats" ADD CONSTRAINT "chats_title_not_blank" CHECK (char_length(btrim("title")) > 0);

-- User messages are limited to 4,000 characters (the chat input says so).
ALTER TABLE "chat_messages" ADD CONSTRAINT "chat_messages_content_length" CHECK (
  char_length(btrim("content")) > 0 AND ("role" = 'assistant' OR char_length("content") <= 4000)
);

ALTER TABLE "journal_entries" ADD CONSTRAINT "journal_entries_content_length" CHECK (
  char_length(btrim("content")) > 0 AND char_length("content") <= 20000
);

ALTER TABLE "coach_usage" ADD CONSTRAINT "coach_usage_replies_not_negative" CHECK ("replies" >= 0);

ALTER TABLE "exercise_sessions" ADD CONSTRAINT "exercise_sessions_energy_range" CHECK (
  "energy_before" BETWEEN 1 AND 5 AND "energy_after" BETWEEN 1 AND 5 AND "duration_seconds" >= 0
);

ALTER TABLE "check_ins" ADD CONSTRAINT "check_ins_energy_range" CHECK ("energy" BETWEEN 1 AND 5);

ALTER TABLE "subscriptions" ADD CONSTRAINT "subscriptions_interval_known" CHECK ("interval" IS NULL OR "interval" IN ('month', 'year'));
