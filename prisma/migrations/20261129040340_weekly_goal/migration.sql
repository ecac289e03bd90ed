-- AlterTable
ALTER TABLE "profiles" ADD COLUMN     "weekly_goal_days" INTEGER;

-- 'Dein Monat' (issue 15): a weekly goal of 1 to 7 days, or none.
ALTER TABLE "profiles" ADD CONSTRAINT "profiles_weekly_goal_days" CHECK (
  "weekly_goal_days" IS NULL OR "weekly_goal_days" BETWEEN 1 AND 7
);
