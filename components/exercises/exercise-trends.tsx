"use client";

import { useDashboard } from "@/components/dashboard/dashboard-context";
import { TrendsWhenVisible } from "@/components/trends/trends-when-visible";

/** The 30-day trends below the exercises; without any entry they invite the first check-in. */
export function ExerciseTrends() {
  const { navigate } = useDashboard();
  return (
    <div className="mt-12">
      <TrendsWhenVisible version={0} onCheckIn={() => navigate("home")} />
    </div>
  );
}
