import { ChevronLeftIcon, ChevronRightIcon, PauseIcon, PlayIcon } from "lucide-react";

import type { CarouselSlide } from "@/components/site/enhance/carousel";
import type { Testimonial } from "@/content/testimonials";
import { formatMessage } from "@/lib/format-message";
import { scriptJson } from "@/lib/script-json";

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

const visibleCount = { single: 1, responsive: 3 } as const;

/**
 * enhance/carousel.ts marks the cards on show with data-position 0, 1, 2: the
 * first always shows, the second from 768 px, the third from 1024 px.
 */
const slideClass =
  "hidden flex-col gap-4 rounded-2xl border border-border bg-card p-6 shadow-xs duration-500 animate-in fade-in-0 data-[position=0]:flex md:data-[position=1]:flex lg:data-[position=2]:flex";

const controlClass =
  "inline-flex h-10 items-center justify-center gap-2 rounded-full border border-border bg-card px-3 text-sm font-medium outline-none hover:bg-accent hover:text-accent-foreground focus-visible:ring-[3px] focus-visible:ring-ring/60";

function Slide({ slide, position }: { slide: CarouselSlide; position: number }) {
  return (
    <li data-position={position} aria-label={slide.label} className={slideClass}>
      <p className="text-warning">
        <span
          aria-hidden="true"
          data-field="stars"
          className={styles.stars}
          style={{ "--rating": slide.rating } as React.CSSProperties}
        />
        <span data-field="rating" className="sr-only">
          {slide.ratingLabel}
        </span>
      </p>
      <blockquote data-field="text" className="flex-1 text-pretty">
        {slide.text}
      </blockquote>
      <p className="text-sm">
        <span data-field="name" className="block font-semibold">
          {slide.name}
        </span>
        <span data-field="role" className="text-muted-foreground">
          {slide.role}
        </span>
      </p>
    </li>
  );
}

/**
 * Testimonials that advance on their own and loop (spec §2). The cards on
 * show are in the list and all of them in a JSON block; enhance/carousel.ts
 * moves them on, pauses on hover, focus and the button, and waits under
 * reduced motion. The markup starts in the state the script starts in.
 */
export function TestimonialCarousel({ name, items, intervalMs, layout, labels }: TestimonialCarouselProps) {
  const count = items.length;
  const visible = Math.min(visibleCount[layout], count);
  const slides: CarouselSlide[] = items.map((item, position) => ({
    label: formatMessage(labels.slide, { current: position + 1, total: count }),
    rating: item.rating,
    ratingLabel: formatMessage(labels.rating, { rating: item.rating }),
    text: item.text,
    name: item.name,
    role: item.role,
  }));
  return (
    <div
      role="region"
      aria-label={labels.region}
      data-carousel={name}
      data-index="0"
      data-running="true"
      data-interval={intervalMs}
      data-visible={visible}
      // The attributes that enhance/carousel.ts keeps up to date.
      suppressHydrationWarning
      className="flex flex-col gap-4"
    >
      <ul aria-live="off" suppressHydrationWarning className="grid gap-4 md:grid-cols-2 lg:grid-cols-3">
        {slides.slice(0, visible).map((slide, position) => (
          <Slide key={slide.label} slide={slide} position={position} />
        ))}
      </ul>
      {/* Every card as data: only the ones on show are in the page, which keeps its DOM small. */}
      <script type="application/json" data-slides dangerouslySetInnerHTML={{ __html: scriptJson(slides) }} />
      <div className="flex items-center justify-center gap-2">
        <button
          type="button"
          aria-label={labels.previous}
          data-carousel-step="-1"
          className={`${controlClass} w-10 px-0`}
        >
          <ChevronLeftIcon aria-hidden="true" className="size-5" />
        </button>
        <button
          type="button"
          data-carousel-toggle
          data-playing="true"
          suppressHydrationWarning
          className={`${controlClass} group/toggle min-w-32`}
        >
          <span className="inline-flex items-center gap-2 group-data-[playing=false]/toggle:hidden">
            <PauseIcon aria-hidden="true" className="size-4" />
            {labels.pause}
          </span>
          <span className="hidden items-center gap-2 group-data-[playing=false]/toggle:inline-flex">
            <PlayIcon aria-hidden="true" className="size-4" />
            {labels.play}
          </span>
        </button>
        <button
          type="button"
          aria-label={labels.next}
          data-carousel-step="1"
          className={`${controlClass} w-10 px-0`}
        >
          <ChevronRightIcon aria-hidden="true" className="size-5" />
        </button>
      </div>
    </div>
  );
}
