"use client";

import dynamic from "next/dynamic";
import { useSearchParams } from "next/navigation";

import { useDashboard } from "@/components/dashboard/dashboard-context";
import { ModuleFrame } from "@/components/dashboard/module-frame";
import { ExerciseList } from "@/components/exercises/exercise-list";
import { exercises } from "@/content/exercises";
import { dashboardMessages } from "@/messages/dashboard";
import { exerciseMessages } from "@/messages/exercises";

// The player loads when an exercise starts; the trend charts after the list.
const ExercisePlayer = dynamic(() =>
  import("@/components/exercises/exercise-player").then((m) => m.ExercisePlayer),
);
const TrendsPanel = dynamic(() => import("@/components/trends/trends-panel").then((m) => m.TrendsPanel));

/** The exercises module; `?uebung=<id>` opens that exercise's guided player directly. */
export function ExercisesModule() {
  const { navigate } = useDashboard();
  const requested = useSearchParams().get("uebung");
  const exercise = exercises.find((candidate) => candidate.id === requested);
  if (exercise) {
    return (
      <ModuleFrame title={exercise.title}>
        <ExercisePlayer key={exercise.id} exercise={exercise} onExit={() => navigate("exercises")} />
      </ModuleFrame>
    );
  }
  return (
    <ModuleFrame title={dashboardMessages.moduleTitles.exercises}>
      <p className="mb-6 text-muted-foreground">{exerciseMessages.intro}</p>
      <ExerciseList onStart={(id) => navigate("exercises", { uebung: id })} />
      <div className="mt-12">
        <TrendsPanel onCheckIn={() => navigate("home")} />
      </div>
    </ModuleFrame>
  );
}
