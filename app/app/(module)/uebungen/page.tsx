import type { Metadata } from "next";

import type { SearchParams } from "@/app/app/_components/app-flash";
import { requireUser } from "@/app/app/_lib/app-user";
import { ModuleFrame } from "@/components/dashboard/module-frame";
import { ExerciseList } from "@/components/exercises/exercise-list";
import { ExercisePlayerScreen } from "@/components/exercises/exercise-player-screen";
import { ExerciseTrends } from "@/components/exercises/exercise-trends";
import { findExercise } from "@/content/exercises";
import { dashboardMessages } from "@/messages/dashboard";
import { exerciseMessages } from "@/messages/exercises";

export const metadata: Metadata = { title: dashboardMessages.moduleTitles.exercises };

/**
 * /app/uebungen: the exercises (rendered here on the server) and the trends; `?uebung=<id>` opens
 * that exercise's player, which alone of the catalogue reaches the browser. An unknown id shows
 * the list.
 */
export default async function ExercisesPage({ searchParams }: { searchParams: SearchParams }) {
  const [params] = await Promise.all([searchParams, requireUser()]);
  const exercise = typeof params.uebung === "string" ? findExercise(params.uebung) : undefined;
  if (exercise) return <ExercisePlayerScreen exercise={exercise} />;
  return (
    <ModuleFrame title={dashboardMessages.moduleTitles.exercises}>
      <p className="mb-6 text-muted-foreground">{exerciseMessages.intro}</p>
      <ExerciseList />
      <ExerciseTrends />
    </ModuleFrame>
  );
}
