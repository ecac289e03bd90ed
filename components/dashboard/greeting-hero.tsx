"use client";

import { EnergyAvatar } from "@/components/dashboard/energy-avatar";
import { Greeting } from "@/components/dashboard/greeting";
import { useMinuteClock } from "@/components/dashboard/use-minute-clock";
import { avatarMode } from "@/lib/dashboard/avatar-mode";
import type { EnergyState, ProfileType } from "@/prisma/generated/client/enums";

/**
 * The avatar and 'Guten Morgen, Mara': both follow the visitor's time of day, which only the
 * browser knows; the server renders their places, the subtitle in full.
 */
export function GreetingHero({
  name,
  profileType,
  subtitle,
  state,
}: {
  name: string;
  profileType: ProfileType;
  subtitle: string;
  state: EnergyState;
}) {
  const now = useMinuteClock();
  return (
    <div className="flex flex-col items-center gap-4 text-center sm:flex-row sm:gap-8 sm:text-left">
      {now ? (
        <EnergyAvatar mode={avatarMode(now)} state={state} />
      ) : (
        <div className="size-40 shrink-0 sm:size-44" aria-hidden="true" />
      )}
      <Greeting name={name} profileType={profileType} subtitle={subtitle} now={now} />
    </div>
  );
}
