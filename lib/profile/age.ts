import {
  type CalendarDate,
  calendarDateOf,
  compareCalendarDates,
  parseCalendarDate,
} from "@/lib/profile/calendar-date";

/** The oldest birth date accepted: 120 years back (spec §5, database rule profiles_birth_date_realistic). */
export const MAX_BIRTH_YEARS_BACK = 120;

/**
 * Full years from `birthDate` to `today`, minus one while this year's birthday
 * is still to come (spec §4). Someone born on 29 February turns a year older
 * on 1 March in common years, as PostgreSQL's age() counts it.
 */
export function ageOn(birthDate: CalendarDate, today: CalendarDate): number {
  const years = today.year - birthDate.year;
  const birthdayPassed =
    today.month > birthDate.month || (today.month === birthDate.month && today.day >= birthDate.day);
  return birthdayPassed ? years : years - 1;
}

/** The age for a "YYYY-MM-DD" birth date, or null when it is not a date. */
export function ageFromBirthDate(birthDate: string, today: CalendarDate): number | null {
  const parsed = parseCalendarDate(birthDate);
  return parsed ? ageOn(parsed, today) : null;
}

/** A real date, not in the future and at most 120 years back. */
export function isRealisticBirthDate(birthDate: string, today: CalendarDate): boolean {
  const parsed = parseCalendarDate(birthDate);
  if (!parsed || compareCalendarDates(parsed, today) > 0) return false;
  const oldest = { ...today, year: today.year - MAX_BIRTH_YEARS_BACK };
  return compareCalendarDates(parsed, oldest) >= 0;
}

/**
 * The age to show or analyse now: from the birth date when there is one
 * (computed at read time, so a birthday never leaves it stale), otherwise the
 * age that was entered.
 */
export function currentAge(
  profile: { birthDate: Date | string | null; age: number | null },
  now: Date = new Date(),
): number | null {
  if (profile.birthDate === null) return profile.age;
  const text =
    typeof profile.birthDate === "string" ? profile.birthDate : profile.birthDate.toISOString().slice(0, 10);
  return ageFromBirthDate(text, calendarDateOf(now));
}
