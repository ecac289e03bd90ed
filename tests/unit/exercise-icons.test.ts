// Every icon the exercise content names is bundled, so no card falls back to the default icon.
import { describe, expect, it } from "vitest";

import { EXERCISE_ICONS } from "@/components/exercises/exercise-icons";
import { exerciseCategories, exercises } from "@/content/exercises";

describe("exercise icons", () => {
  it("map every icon named by an exercise or a category", () => {
    const named = [...exercises, ...exerciseCategories].map((entry) => entry.icon);
    const missing = named.filter((name) => EXERCISE_ICONS[name] === undefined);
    expect(missing).toEqual([]);
  });

  it("are real components", () => {
    for (const [name, icon] of Object.entries(EXERCISE_ICONS)) {
      expect(icon, name).toBeTruthy();
      expect(["function", "object"]).toContain(typeof icon);
    }
  });
});
