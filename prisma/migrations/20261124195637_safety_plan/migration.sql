-- CreateTable
CREATE TABLE "safety_plans" (
    "user_id" UUID NOT NULL,
    "warning_signs" TEXT NOT NULL DEFAULT '',
    "own_strategies" TEXT NOT NULL DEFAULT '',
    "distractions" TEXT NOT NULL DEFAULT '',
    "people_to_ask" TEXT NOT NULL DEFAULT '',
    "professionals" TEXT NOT NULL DEFAULT '',
    "safe_surroundings" TEXT NOT NULL DEFAULT '',
    "reasons_to_live" TEXT NOT NULL DEFAULT '',
    "updated_at" TIMESTAMPTZ(6) NOT NULL,

    CONSTRAINT "safety_plans_pkey" PRIMARY KEY ("user_id")
);

-- AddForeignKey
ALTER TABLE "safety_plans" ADD CONSTRAINT "safety_plans_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE;
