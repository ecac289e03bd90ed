import { carouselIntervals, firstCarouselSize, testimonials } from "@/content/testimonials";
import { landingMessages } from "@/messages/landing";

import { Illustration } from "./illustration";
import { SectionHeading } from "./section-heading";
import { type CarouselLabels, TestimonialCarousel } from "./testimonial-carousel";

/** The testimonials: one carousel from 768 px, two below (spec §2). */
export function TestimonialsSection() {
  const t = landingMessages.testimonials;
  const labels = (region: string): CarouselLabels => ({
    region,
    slide: t.slideLabel,
    rating: t.rating,
    pause: t.pause,
    play: t.play,
    previous: t.previous,
    next: t.next,
  });
  return (
    <section id="stimmen" aria-labelledby="stimmen-title" className="bg-muted/60 py-20">
      <div className="mx-auto max-w-6xl px-4 sm:px-6">
        <SectionHeading id="stimmen-title" eyebrow={t.eyebrow} title={t.title} className="mb-8" />
        <Illustration name="testimonials" className="mx-auto mb-10 w-full max-w-2xl rounded-3xl" />
        <div className="hidden md:block">
          <TestimonialCarousel
            name="desktop"
            items={testimonials}
            intervalMs={carouselIntervals.desktop}
            layout="responsive"
            labels={labels(t.carouselLabel)}
          />
        </div>
        <div className="flex flex-col gap-10 md:hidden">
          <TestimonialCarousel
            name="mobile-first"
            items={testimonials.slice(0, firstCarouselSize)}
            intervalMs={carouselIntervals.mobileFirst}
            layout="single"
            labels={labels(t.firstCarouselLabel)}
          />
          <TestimonialCarousel
            name="mobile-second"
            items={testimonials.slice(firstCarouselSize)}
            intervalMs={carouselIntervals.mobileSecond}
            layout="single"
            labels={labels(t.secondCarouselLabel)}
          />
        </div>
        <p className="mt-8 text-center text-sm text-muted-foreground">{t.note}</p>
      </div>
    </section>
  );
}
