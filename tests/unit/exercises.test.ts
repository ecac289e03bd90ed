// Static content for the daily companions: exercises, journal types, sample questions, crisis numbers.
import * as lucide from "lucide-react";
import { describe, expect, it } from "vitest";

import { crisisResources } from "@/content/crisis-resources";
import { exerciseCategories, exercises } from "@/content/exercises";
import { journalTypes } from "@/content/journal";
import { sampleQuestions } from "@/content/sample-questions";
import { EXERCISE_IDS } from "@/lib/analysis/links";

const EXPECTED: Record<string, readonly string[]> = {
  atmung: ["atem-4-7-8", "box-atmung", "wechselatmung"],
  meditation: ["stille-meditation", "herz-meditation", "dankbarkeits-meditation"],
  koerperarbeit: ["progressive-muskelentspannung", "schulter-nacken-loesen", "erdung-im-stehen"],
  visualisierung: ["lichtdusche", "sicherer-ort", "aura-reinigung"],
  audio: ["body-scan-audio", "klangreise", "abendritual"],
};

function isIcon(name: string): boolean {
  return (lucide as Record<string, unknown>)[name] !== undefined;
}

describe("exercises", () => {
  it("are exactly the 15 shared ids, three per category", () => {
    expect(exercises).toHaveLength(15);
    expect(exercises.map((exercise) => exercise.id).sort()).toEqual([...EXERCISE_IDS].sort());
    for (const [category, ids] of Object.entries(EXPECTED)) {
      expect(
        exercises.filter((exercise) => exercise.category === category).map((exercise) => exercise.id),
      ).toEqual(ids);
    }
  });

  it("has the five categories with titles, descriptions and icons", () => {
    expect(exerciseCategories.map((category) => category.id)).toEqual(Object.keys(EXPECTED));
    expect(exerciseCategories.map((category) => category.title)).toEqual([
      "Atmung",
      "Meditation",
      "Körperarbeit",
      "Visualisierung",
      "Audio",
    ]);
    for (const category of exerciseCategories) {
      expect(category.description.length).toBeGreaterThan(20);
      expect(isIcon(category.icon), category.icon).toBe(true);
    }
  });

  it.each(exercises)("$id: duration, difficulty, formats, icon and steps fit together", (exercise) => {
    expect(exercise.durationMinutes).toBeGreaterThanOrEqual(8);
    expect(exercise.durationMinutes).toBeLessThanOrEqual(60);
    expect(["Einfach", "Mittel", "Fortgeschritten"]).toContain(exercise.difficulty);
    expect(exercise.formats.length).toBeGreaterThan(0);
    expect(isIcon(exercise.icon), exercise.icon).toBe(true);
    expect(exercise.title.length).toBeGreaterThan(0);
    expect(exercise.description.length).toBeGreaterThan(30);
    const seconds = exercise.steps.reduce((sum, step) => sum + step.seconds, 0);
    expect(seconds).toBe(exercise.durationMinutes * 60);
    for (const step of exercise.steps) {
      expect(step.seconds).toBeGreaterThan(0);
      expect(step.title.length).toBeGreaterThan(0);
      // Read aloud by speech synthesis: no abbreviations such as "z. B." or "ca.".
      expect(step.text).not.toMatch(/\b(?:z\.\s?B|ca|bzw|usw|evtl|min|sek)\./i);
    }
  });

  it("gives every breathing exercise a breathing pattern", () => {
    for (const exercise of exercises.filter((candidate) => candidate.category === "atmung")) {
      expect(exercise.breathing, exercise.id).toBeDefined();
      expect(exercise.breathing?.inhale).toBeGreaterThan(0);
      expect(exercise.breathing?.exhale).toBeGreaterThan(0);
    }
  });

  it("offers every audio exercise as audio and mixes formats elsewhere", () => {
    for (const exercise of exercises.filter((candidate) => candidate.category === "audio")) {
      expect(exercise.formats).toContain("Audio");
    }
    const others = exercises.filter((exercise) => exercise.category !== "audio");
    expect(others.some((exercise) => exercise.formats.includes("Visuell"))).toBe(true);
    expect(others.some((exercise) => !exercise.formats.includes("Visuell"))).toBe(true);
  });
});

describe("journal types", () => {
  it("are the three types, each with a prefilled prompt", () => {
    expect(journalTypes.map((type) => type.id)).toEqual(["loswerden", "erkenntnis", "klarheit"]);
    for (const type of journalTypes) {
      expect(type.title.length).toBeGreaterThan(0);
      expect(type.description.length).toBeGreaterThan(10);
      expect(type.prompt).toMatch(/\?/);
    }
    expect(journalTypes[0]?.prompt.startsWith("Was belastet dich gerade? Schreib es dir von der Seele")).toBe(
      true,
    );
  });
});

describe("sample questions", () => {
  it("are exactly 18 unique German questions about people and pets", () => {
    expect(sampleQuestions).toHaveLength(18);
    expect(new Set(sampleQuestions).size).toBe(18);
    for (const question of sampleQuestions) expect(question.trim().endsWith("?")).toBe(true);
    expect(sampleQuestions).toContain("Warum bin ich abends so unruhig?");
    expect(sampleQuestions).toContain("Was kann ich tun, wenn mein Hund beim Gewitter zittert?");
    expect(
      sampleQuestions.filter((question) => /\b(Hund|Katze|Pferd|Tier)\b/.test(question)).length,
    ).toBeGreaterThanOrEqual(5);
  });
});

describe("crisis resources", () => {
  it("lists exactly the agreed numbers with working tel: links", () => {
    expect(
      crisisResources.map(({ country, label, number, tel }) => ({ country, label, number, tel })),
    ).toEqual([
      { country: "Österreich", label: "TelefonSeelsorge", number: "142", tel: "tel:142" },
      { country: "Deutschland", label: "TelefonSeelsorge", number: "0800 111 0 111", tel: "tel:08001110111" },
      { country: "Deutschland", label: "TelefonSeelsorge", number: "0800 111 0 222", tel: "tel:08001110222" },
      { country: "Deutschland", label: "TelefonSeelsorge", number: "116 123", tel: "tel:116123" },
      { country: "Österreich und Deutschland", label: "Euronotruf", number: "112", tel: "tel:112" },
      { country: "Österreich", label: "Rettung", number: "144", tel: "tel:144" },
    ]);
    for (const resource of crisisResources) {
      expect(resource.tel).toBe(`tel:${resource.number.replace(/\s/g, "")}`);
      expect(resource.description.length).toBeGreaterThan(10);
    }
  });
});
