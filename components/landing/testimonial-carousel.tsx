"use client";

import { ChevronLeftIcon, ChevronRightIcon, PauseIcon, PlayIcon } from "lucide-react";
import { useEffect, useState, useSyncExternalStore } from "react";

import type { Testimonial } from "@/content/testimonials";
import { formatMessage } from "@/lib/format-message";

import { landingClass as styles } from "./landing-classes";

export interface CarouselLabels {
  region: string;
  slide: string;
  rating: string;
  pause: string;
  play: string;
  previous: string;
  next: string;
}

interface TestimonialCarouselProps {
  name: string;
  items: readonly Testimonial[];
  intervalMs: number;
  /** How many cards show side by side: one on phones, up to three on wide screens. */
  layout: "single" | "responsive";
  labels: CarouselLabels;
}

const reducedMotionQuery = "(prefers-reduced-motion: reduce)";

function subscribeToReducedMotion(onChange: () => void): () => void {
  const query = window.matchMedia(reducedMotionQuery);
  query.addEventListener("change", onChange);
  return () => query.removeEventListener("change", onChange);
}

const prefersReducedMotion = () => window.matchMedia(reducedMotionQuery).matches;

const visibleCount = { single: 1, responsive: 3 } as const;

/** The first card always shows; the second from 768 px, the third from 1024 px. */
const positionClass = ["flex", "hidden md:flex", "hidden lg:flex"] as const;

const controlClass =
  "inline-flex h-10 items-center justify-center gap-2 rounded-full border border-border bg-card px-3 text-sm font-medium outline-none hover:bg-accent hover:text-accent-foreground focus-visible:ring-[3px] focus-visible:ring-ring/60";

/**
 * Testimonials that advance on their own and loop (spec §2). Moving the pointer
 * over the carousel or focusing into it pauses it; the button pauses it for good.
 * Under reduced motion it waits for the user to press play.
 */
export function TestimonialCarousel({ name, items, intervalMs, layout, labels }: TestimonialCarouselProps) {
  const [index, setIndex] = useState(0);
  const [choice, setChoice] = useState<"auto" | "paused" | "playing">("auto");
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const reducedMotion = useSyncExternalStore(subscribeToReducedMotion, prefersReducedMotion, () => false);

  const playing = choice === "playing" || (choice === "auto" && !reducedMotion);
  const advancing = playing && !hovered && !focused;
  const count = items.length;

  useEffect(() => {
    if (!advancing) return;
    const timer = window.setInterval(() => setIndex((current) => (current + 1) % count), intervalMs);
    return () => window.clearInterval(timer);
  }, [advancing, intervalMs, count]);

  const step = (by: number) => setIndex((current) => (current + by + count) % count);
  // Only the cards on show are rendered: a small DOM keeps the page fast.
  const shown = Array.from(
    { length: Math.min(visibleCount[layout], count) },
    (_, offset) => items[(index + offset) % count],
  );

  return (
    <div
      role="region"
      aria-label={labels.region}
      data-carousel={name}
      data-index={index}
      data-running={advancing}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget)) setFocused(false);
      }}
      className="flex flex-col gap-4"
    >
      <ul aria-live={advancing ? "off" : "polite"} className="grid gap-4 md:grid-cols-2 lg:grid-cols-3">
        {shown.map((item, position) => {
          if (!item) return null;
          return (
            <li
              // A new key per step replays the fade-in.
              key={`${item.id}-${index}`}
              aria-label={formatMessage(labels.slide, { current: items.indexOf(item) + 1, total: count })}
              className={`${positionClass[position] ?? "hidden"} flex-col gap-4 rounded-2xl border border-border bg-card p-6 shadow-xs duration-500 animate-in fade-in-0`}
            >
              <p className="text-warning">
                <span
                  aria-hidden="true"
                  className={styles.stars}
                  style={{ "--rating": item.rating } as React.CSSProperties}
                />
                <span className="sr-only">{formatMessage(labels.rating, { rating: item.rating })}</span>
              </p>
              <blockquote className="flex-1 text-pretty">{item.text}</blockquote>
              <p className="text-sm">
                <span className="block font-semibold">{item.name}</span>
                <span className="text-muted-foreground">{item.role}</span>
              </p>
            </li>
          );
        })}
      </ul>
      <div className="flex items-center justify-center gap-2">
        <button
          type="button"
          aria-label={labels.previous}
          onClick={() => step(-1)}
          className={`${controlClass} w-10 px-0`}
        >
          <ChevronLeftIcon aria-hidden="true" className="size-5" />
        </button>
        <button
          type="button"
          data-carousel-toggle
          onClick={() => setChoice(playing ? "paused" : "playing")}
          className={`${controlClass} min-w-32`}
        >
          {playing ? (
            <PauseIcon aria-hidden="true" className="size-4" />
          ) : (
            <PlayIcon aria-hidden="true" className="size-4" />
          )}
          {playing ? labels.pause : labels.play}
        </button>
        <button
          type="button"
          aria-label={labels.next}
          onClick={() => step(1)}
          className={`${controlClass} w-10 px-0`}
        >
          <ChevronRightIcon aria-hidden="true" className="size-5" />
        </button>
      </div>
    </div>
  );
}
