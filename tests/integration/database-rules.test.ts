// The rules PostgreSQL itself enforces on profiles and users (README, "Database rules").
import { describe, expect, it } from "vitest";

import type { Prisma } from "@/prisma/generated/client/client";
import { prisma } from "@/server/db";
import { isUniqueViolation, violatedConstraint } from "@/server/db-errors";

async function newUser(email = `nutzer-${crypto.randomUUID()}@example.org`) {
  return prisma().user.create({ data: { email } });
}

function human(userId: string, overrides: Partial<Prisma.ProfileUncheckedCreateInput> = {}) {
  return {
    userId,
    createdBy: userId,
    profileType: "human" as const,
    name: "Mara",
    gender: "weiblich" as const,
    age: 34,
    heightCm: 168,
    weightKg: 60,
    ...overrides,
  };
}

function animal(userId: string, overrides: Partial<Prisma.ProfileUncheckedCreateInput> = {}) {
  return {
    userId,
    createdBy: userId,
    profileType: "animal" as const,
    name: "Bello",
    gender: "männlich" as const,
    animalType: "hund" as const,
    age: 4,
    weightKg: 22,
    ...overrides,
  };
}

async function rejection(write: Promise<unknown>): Promise<unknown> {
  return write.then(
    () => {
      throw new Error("the write was accepted");
    },
    (error: unknown) => error,
  );
}

describe("profile check constraints", () => {
  const cases: Array<[string, string, (userId: string) => Prisma.ProfileUncheckedCreateInput]> = [
    ["profiles_age_realistic", "a person aged 12", (id) => human(id, { age: 12 })],
    ["profiles_age_realistic", "a person aged 121", (id) => human(id, { age: 121 })],
    ["profiles_age_realistic", "an animal aged 51", (id) => animal(id, { age: 51 })],
    [
      "profiles_age_realistic",
      "a birth date making a person 10",
      (id) => human(id, { age: null, birthDate: new Date(Date.now() - 10 * 365.25 * 864e5) }),
    ],
    ["profiles_height_realistic", "a height of 119 cm", (id) => human(id, { heightCm: 119 })],
    ["profiles_height_realistic", "a height of 251 cm", (id) => human(id, { heightCm: 251 })],
    ["profiles_weight_realistic", "a person of 29 kg", (id) => human(id, { weightKg: 29 })],
    ["profiles_weight_realistic", "a person of 301 kg", (id) => human(id, { weightKg: 301 })],
    ["profiles_weight_realistic", "an animal of 1001 kg", (id) => animal(id, { weightKg: 1001 })],
    ["profiles_weight_realistic", "an animal of 0.05 kg", (id) => animal(id, { weightKg: 0.05 })],
    ["profiles_weekly_goal_days", "a weekly goal of 0 days", (id) => human(id, { weeklyGoalDays: 0 })],
    ["profiles_weekly_goal_days", "a weekly goal of 8 days", (id) => human(id, { weeklyGoalDays: 8 })],
    // Future and over-120-year dates are the wizard schema's to refuse when saved: a rule on
    // today's date could fail a later, unrelated update of the row (issue 22).
    [
      "profiles_birth_date_realistic",
      "a birth date before 1880",
      (id) => human(id, { age: null, birthDate: new Date("1870-01-01") }),
    ],
  ];

  it.each(cases)("%s rejects %s and names itself", async (constraint, _label, build) => {
    const user = await newUser();
    const error = await rejection(prisma().profile.create({ data: build(user.id) }));
    expect(violatedConstraint(error)).toBe(constraint);
    expect(String((error as Error).message)).toContain(constraint);
    expect(await prisma().profile.count({ where: { userId: user.id } })).toBe(0);
  });

  it("accepts the boundaries of the realistic ranges", async () => {
    const user = await newUser();
    await prisma().profile.create({ data: human(user.id, { age: 16, heightCm: 120, weightKg: 30 }) });
    await prisma().profile.create({ data: human(user.id, { age: 120, heightCm: 250, weightKg: 300 }) });
    await prisma().profile.create({ data: animal(user.id, { age: 0, weightKg: 0.1 }) });
    await prisma().profile.create({ data: animal(user.id, { age: 50, weightKg: 1000 }) });
    expect(await prisma().profile.count({ where: { userId: user.id } })).toBe(4);
  });

  it("defaults stress_level to 5 and keeps it within 1–10", async () => {
    const user = await newUser();
    const profile = await prisma().profile.create({ data: human(user.id) });
    expect(profile.stressLevel).toBe(5);
    const error = await rejection(
      prisma().profile.update({ where: { id: profile.id }, data: { stressLevel: 11 } }),
    );
    expect(violatedConstraint(error)).toBe("profiles_stress_level_range");
  });

  it("requires a custom species of at least 2 characters for 'andere'", async () => {
    const user = await newUser();
    const error = await rejection(
      prisma().profile.create({ data: animal(user.id, { animalType: "andere", customAnimalType: "X" }) }),
    );
    expect(violatedConstraint(error)).toBe("profiles_custom_animal_type_required");
    await prisma().profile.create({
      data: animal(user.id, { animalType: "andere", customAnimalType: "Igel" }),
    });
  });
});

describe("one active profile per user", () => {
  it("rejects a second active profile, but allows inactive ones and other users", async () => {
    const user = await newUser();
    await prisma().profile.create({ data: human(user.id, { isActive: true }) });
    await prisma().profile.create({ data: animal(user.id, { isActive: false }) });
    const error = await rejection(prisma().profile.create({ data: animal(user.id, { isActive: true }) }));
    expect(isUniqueViolation(error)).toBe(true);
    expect(violatedConstraint(error)).toBe("profiles_one_active_per_user");

    const other = await newUser();
    await prisma().profile.create({ data: human(other.id, { isActive: true }) });
    expect(
      await prisma().profile.count({ where: { isActive: true, userId: { in: [user.id, other.id] } } }),
    ).toBe(2);
  });
});

describe("computed_age and computed_bmi", () => {
  async function savedOn(day: string, data: Prisma.ProfileUncheckedCreateInput) {
    return prisma().$transaction(async (tx) => {
      await tx.$executeRawUnsafe(`SET LOCAL resonanz.today = '${day}'`);
      return tx.profile.create({ data, select: { id: true, computedAge: true, computedBmi: true } });
    });
  }

  it("computes the age in full years from the birth date, on the day of the save", async () => {
    const user = await newUser();
    const birth = { birthDate: new Date("1990-06-15"), age: 35 };
    expect((await savedOn("2026-06-14", human(user.id, birth))).computedAge).toBe(35);
    expect((await savedOn("2026-06-15", human(user.id, { ...birth, age: 36 }))).computedAge).toBe(36);
  });

  it("computes the BMI with one decimal: 180 cm and 81 kg give 25.0", async () => {
    const user = await newUser();
    const saved = await savedOn("2026-06-14", human(user.id, { heightCm: 180, weightKg: 81 }));
    expect(saved.computedBmi).toBe(25);
    const other = await savedOn("2026-06-14", human(user.id, { heightCm: 165, weightKg: 58.5 }));
    expect(other.computedBmi).toBe(21.5);
  });

  it("ignores values a client sends and recomputes on update", async () => {
    const user = await newUser();
    const profile = await prisma().profile.create({
      data: human(user.id, { age: 40, computedAge: 99, computedBmi: 99 }),
    });
    expect(profile.computedAge).toBe(40);
    expect(profile.computedBmi).toBe(21.3);
    const updated = await prisma().profile.update({ where: { id: profile.id }, data: { weightKg: 70 } });
    expect(updated.computedBmi).toBe(24.8);
  });

  it("uses the entered age for animals and has no BMI for them", async () => {
    const user = await newUser();
    const pet = await prisma().profile.create({ data: animal(user.id, { age: 7 }) });
    expect(pet.computedAge).toBe(7);
    expect(pet.computedBmi).toBeNull();
  });
});

describe("users", () => {
  it("keeps e-mail addresses unique regardless of case", async () => {
    await newUser("mara@example.org");
    const upper = await rejection(prisma().user.create({ data: { email: "Mara@Example.org" } }));
    expect(violatedConstraint(upper)).toBe("users_email_lowercase");
    const duplicate = await rejection(prisma().user.create({ data: { email: "mara@example.org" } }));
    expect(isUniqueViolation(duplicate)).toBe(true);
  });
});
