import { Skeleton } from "@/components/ui/skeleton";
import { checkInMessages } from "@/messages/check-in";

const t = checkInMessages.trends;

/** The trends section's title and subtitle (its `aria-labelledby` target). */
export function TrendsHeading() {
  return (
    <div className="space-y-1">
      <h2 id="verlauf-30-titel" className="text-xl font-semibold">
        {t.title}
      </h2>
      <p className="text-sm text-muted-foreground">{t.subtitle}</p>
    </div>
  );
}

/** While the trends load: the chart's place, so nothing below moves. */
export function TrendsSkeleton() {
  return <Skeleton className="h-56 w-full rounded-xl" />;
}
