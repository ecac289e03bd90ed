import { greetingFor } from "@/lib/dashboard/greeting";
import { dashboardHomeMessages } from "@/messages/dashboard-home";

const t = dashboardHomeMessages.greeting;

/** "Guten Morgen, Mara" by the visitor's time of day (spec §4). */
export function Greeting({ name, now }: { name: string; now: Date | null }) {
  return (
    <div className="space-y-1">
      <h1 className="text-3xl font-semibold text-balance sm:text-4xl">
        {now ? greetingFor(now, name) : <span className="invisible">{t.periods.day}</span>}
      </h1>
      <p className="text-muted-foreground">{t.subtitle}</p>
    </div>
  );
}
