"use client";

import { useDashboard } from "@/components/dashboard/dashboard-context";
import { ModuleFrame } from "@/components/dashboard/module-frame";
import type { Exercise } from "@/content/exercises";
import { lazyComponent } from "@/components/app/lazy-component";

const ExercisePlayer = lazyComponent(() =>
  import("@/components/exercises/exercise-player").then((m) => m.ExercisePlayer),
);

/** `?uebung=<id>`: one exercise's guided player; leaving it returns to the list. */
export function ExercisePlayerScreen({ exercise }: { exercise: Exercise }) {
  const { navigate } = useDashboard();
  return (
    <ModuleFrame title={exercise.title}>
      <ExercisePlayer key={exercise.id} exercise={exercise} onExit={() => navigate("exercises")} />
    </ModuleFrame>
  );
}
