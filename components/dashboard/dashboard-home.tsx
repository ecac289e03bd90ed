"use client";

import { useDashboard } from "@/components/dashboard/dashboard-context";

/** Placeholder until the dashboard home lands: greeting, avatar, state and impulse cards. */
export function DashboardHome() {
  const { profile } = useDashboard();
  return (
    <section className="mx-auto max-w-3xl px-4 pt-8 pb-28">
      <h1 className="text-3xl font-semibold">{profile.name}</h1>
    </section>
  );
}
