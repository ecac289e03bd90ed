import { formatDayLong } from "@/components/trends/format-day";
import { ENERGY_STATE_LABELS } from "@/lib/profile/energy-states";
import { checkInMessages } from "@/messages/check-in";
import type { TrendDay } from "@/lib/trends/series";

const t = checkInMessages.trends.table;

/** The chart's data as a table, newest first, for screen readers and anyone who wants the numbers. */
export function TrendsTable({ days }: { days: readonly TrendDay[] }) {
  const rows = days.filter((entry) => entry.energy !== null || entry.exercises > 0).reverse();
  if (rows.length === 0) return null;
  return (
    <details className="text-sm">
      <summary className="cursor-pointer font-medium">{t.caption}</summary>
      <table className="mt-2 w-full text-left">
        <caption className="sr-only">{t.caption}</caption>
        <thead className="text-muted-foreground">
          <tr>
            <th scope="col" className="py-1 pr-3 font-medium">
              {t.date}
            </th>
            <th scope="col" className="py-1 pr-3 font-medium">
              {t.state}
            </th>
            <th scope="col" className="py-1 pr-3 font-medium">
              {t.energy}
            </th>
            <th scope="col" className="py-1 font-medium">
              {t.exercises}
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((entry) => (
            <tr key={entry.day} className="border-t">
              <th scope="row" className="py-1 pr-3 font-normal">
                {formatDayLong(entry.day)}
              </th>
              <td className="py-1 pr-3">{entry.state ? ENERGY_STATE_LABELS[entry.state] : t.none}</td>
              <td className="py-1 pr-3">{entry.energy ?? t.none}</td>
              <td className="py-1">{entry.exercises}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </details>
  );
}
