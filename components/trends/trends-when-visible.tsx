"use client";

import { useEffect, useRef, useState } from "react";

import { lazyComponent } from "@/components/app/lazy-component";
import { TrendsHeading, TrendsSkeleton } from "@/components/trends/trends-heading";

function Placeholder() {
  return (
    <section aria-labelledby="verlauf-30-titel" className="space-y-4" data-trends="loading">
      <TrendsHeading />
      <TrendsSkeleton />
    </section>
  );
}

// The chart, its table and the exercises' effects: their code and data load when the section
// comes near the screen, not with the dashboard (below the fold on a phone).
const TrendsPanel = lazyComponent(
  () => import("@/components/trends/trends-panel").then((m) => m.TrendsPanel),
  Placeholder,
);

/** The 30-day trends, loaded once they are about to be seen; `onCheckIn` as in TrendsPanel. */
export function TrendsWhenVisible({ version, onCheckIn }: { version: number; onCheckIn?: () => void }) {
  const placeholder = useRef<HTMLDivElement>(null);
  const [near, setNear] = useState(false);
  useEffect(() => {
    const target = placeholder.current;
    if (near || !target) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin: "300px 0px" },
    );
    observer.observe(target);
    return () => observer.disconnect();
  }, [near]);
  if (near) return <TrendsPanel version={version} onCheckIn={onCheckIn} />;
  return (
    <div ref={placeholder}>
      <Placeholder />
    </div>
  );
}
