-- Issue 22: the age is computed from the birth date when it is read
-- (currentAge in lib/profile/age.ts), so a birthday never leaves it stale. A
-- check that depends on today's date could fail an unrelated update, such as
-- the profile switch, once a stored birth date passed its 120-year bound; the
-- wizard's schema checks the date against today when it is saved, and the
-- database keeps only a fixed lower bound.
ALTER TABLE "profiles" DROP CONSTRAINT "profiles_birth_date_realistic";
ALTER TABLE "profiles" ADD CONSTRAINT "profiles_birth_date_realistic" CHECK (
  "birth_date" IS NULL OR "birth_date" >= DATE '1880-01-01'
);
