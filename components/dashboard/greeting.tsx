import { greetingFor } from "@/lib/dashboard/greeting";
import type { ProfileType } from "@/prisma/generated/client/enums";
import { dashboardHomeMessages } from "@/messages/dashboard-home";

const t = dashboardHomeMessages.greeting;

/** "Guten Morgen, Mara" by the visitor's time of day (spec §4); for an animal, to its owner. */
export function Greeting({
  name,
  profileType,
  subtitle,
  now,
}: {
  name: string;
  profileType: ProfileType;
  subtitle: string;
  now: Date | null;
}) {
  return (
    <div className="space-y-1">
      <h1 className="text-3xl font-semibold text-balance sm:text-4xl">
        {now ? greetingFor(now, name, profileType) : <span className="invisible">{t.periods.day}</span>}
      </h1>
      <p className="text-muted-foreground">{subtitle}</p>
    </div>
  );
}
