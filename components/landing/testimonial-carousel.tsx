import { ChevronLeftIcon, ChevronRightIcon, PauseIcon, PlayIcon } from "lucide-react";

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

const visibleCount = { single: 1, responsive: 3 } as const;

/**
 * enhance/carousel.ts marks the cards on show with data-position 0, 1, 2: the
 * first always shows, the second from 768 px, the third from 1024 px.
 */
const slideClass =
  "hidden flex-col gap-4 rounded-2xl border border-border bg-card p-6 shadow-xs duration-500 animate-in fade-in-0 data-[position=0]:flex md:data-[position=1]:flex lg:data-[position=2]:flex";

const controlClass =
  "inline-flex h-10 items-center justify-center gap-2 rounded-full border border-border bg-card px-3 text-sm font-medium outline-none hover:bg-accent hover:text-accent-foreground focus-visible:ring-[3px] focus-visible:ring-ring/60";

interface SlideProps {
  item: Testimonial;
  label: string;
  ratingLabel: string;
  position?: number;
}

function Slide({ item, label, ratingLabel, position }: SlideProps) {
  return (
    <li data-position={position} aria-label={label} className={slideClass}>
      <p className="text-warning">
        <span
          aria-hidden="true"
          className={styles.stars}
          style={{ "--rating": item.rating } as React.CSSProperties}
        />
        <span className="sr-only">{ratingLabel}</span>
      </p>
      <blockquote className="flex-1 text-pretty">{item.text}</blockquote>
      <p className="text-sm">
        <span className="block font-semibold">{item.name}</span>
        <span className="text-muted-foreground">{item.role}</span>
      </p>
    </li>
  );
}

/**
 * Testimonials that advance on their own and loop (spec §2). The first cards
 * are in the list, all of them in a template; enhance/carousel.ts moves them
 * on, pauses on hover, focus and the button, and waits under reduced motion.
 */
export function TestimonialCarousel({ name, items, intervalMs, layout, labels }: TestimonialCarouselProps) {
  const count = items.length;
  const visible = Math.min(visibleCount[layout], count);
  const slides = items.map((item, position) => ({
    item,
    label: formatMessage(labels.slide, { current: position + 1, total: count }),
    ratingLabel: formatMessage(labels.rating, { rating: item.rating }),
  }));
  return (
    <div
      role="region"
      aria-label={labels.region}
      data-carousel={name}
      data-index="0"
      data-running="false"
      data-interval={intervalMs}
      data-visible={visible}
      className="flex flex-col gap-4"
    >
      <ul aria-live="polite" className="grid gap-4 md:grid-cols-2 lg:grid-cols-3">
        {slides.slice(0, visible).map((slide, position) => (
          <Slide key={slide.item.id} {...slide} position={position} />
        ))}
      </ul>
      {/* Every card, inert until the script shows it: the page's DOM stays small. */}
      <template data-slides>
        {slides.map((slide) => (
          <Slide key={slide.item.id} {...slide} />
        ))}
      </template>
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
