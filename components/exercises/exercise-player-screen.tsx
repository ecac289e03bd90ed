"use client";

import dynamic from "next/dynamic";

import { useDashboard } from "@/components/dashboard/dashboard-context";
import { ModuleFrame } from "@/components/dashboard/module-frame";
import type { Exercise } from "@/content/exercises";

// next/dynamic, not lazyComponent: the server renders it (a link with ?uebung=), and next/dynamic
// sends its code with the page, so it hydrates with the page and a choice made before that is not
// lost.
const ExercisePlayer = dynamic(() =>
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
