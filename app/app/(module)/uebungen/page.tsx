import type { Metadata } from "next";

import { requireUser } from "@/app/app/_lib/app-user";
import { ExercisesModule } from "@/components/exercises/exercises-module";
import { dashboardMessages } from "@/messages/dashboard";

export const metadata: Metadata = { title: dashboardMessages.moduleTitles.exercises };

/** /app/uebungen: the exercises and trends; ?uebung= opens the player. */
export default async function ExercisesPage() {
  await requireUser();
  return <ExercisesModule />;
}
