/** One card as testimonial-carousel.tsx renders it and lists it in the JSON block. */
export interface CarouselSlide {
  label: string;
  rating: number;
  ratingLabel: string;
  text: string;
  name: string;
  role: string;
}

/**
 * Testimonial carousels that advance on their own and loop (spec §2). Each
 * step fills copies of the first card with the entries on show, from the
 * carousel's JSON block (CSS reads data-position for how many show). Pointer
 * over the carousel or focus inside pauses it, the button pauses it for good,
 * and under reduced motion it waits for play.
 * Self-contained (see site-script.tsx).
 */
export function enhanceCarousels(): void {
  const reducedMotion = window.matchMedia("(prefers-reduced-motion: reduce)");

  for (const root of document.querySelectorAll<HTMLElement>("[data-carousel]")) {
    const slides = JSON.parse(
      root.querySelector("script[data-slides]")?.textContent ?? "[]",
    ) as CarouselSlide[];
    const list = root.querySelector("ul");
    const blank = list?.firstElementChild?.cloneNode(true);
    const toggle = root.querySelector<HTMLButtonElement>("[data-carousel-toggle]");
    if (!list || !(blank instanceof HTMLElement) || !toggle || slides.length === 0) continue;

    const count = slides.length;
    const visible = Math.min(Number(root.dataset.visible) || 1, count);
    const intervalMs = Number(root.dataset.interval) || 3000;
    let index = 0;
    let choice: "auto" | "paused" | "playing" = "auto";
    let hovered = false;
    let focused = false;
    let timer: number | undefined;

    const playing = () => choice === "playing" || (choice === "auto" && !reducedMotion.matches);

    const card = (slide: CarouselSlide, position: number) => {
      const element = blank.cloneNode(true) as HTMLElement;
      const field = (name: string) => element.querySelector<HTMLElement>(`[data-field="${name}"]`);
      element.setAttribute("aria-label", slide.label);
      element.dataset.position = String(position);
      field("stars")?.style.setProperty("--rating", String(slide.rating));
      const texts = { rating: slide.ratingLabel, text: slide.text, name: slide.name, role: slide.role };
      for (const [name, text] of Object.entries(texts)) {
        const target = field(name);
        if (target) target.textContent = text;
      }
      return element;
    };

    const show = () => {
      const shown = Array.from({ length: visible }, (_, offset) => slides[(index + offset) % count]);
      list.replaceChildren(...shown.filter((slide) => slide !== undefined).map(card));
      root.dataset.index = String(index);
    };

    const update = () => {
      const advancing = playing() && !hovered && !focused;
      root.dataset.running = String(advancing);
      list.setAttribute("aria-live", advancing ? "off" : "polite");
      toggle.dataset.playing = String(playing());
      if (advancing && timer === undefined) {
        timer = window.setInterval(() => {
          index = (index + 1) % count;
          show();
        }, intervalMs);
      } else if (!advancing && timer !== undefined) {
        window.clearInterval(timer);
        timer = undefined;
      }
    };

    for (const button of root.querySelectorAll<HTMLButtonElement>("[data-carousel-step]")) {
      button.addEventListener("click", () => {
        index = (index + Number(button.dataset.carouselStep) + count) % count;
        show();
      });
    }
    toggle.addEventListener("click", () => {
      choice = playing() ? "paused" : "playing";
      update();
    });
    root.addEventListener("mouseenter", () => {
      hovered = true;
      update();
    });
    root.addEventListener("mouseleave", () => {
      hovered = false;
      update();
    });
    root.addEventListener("focusin", () => {
      focused = true;
      update();
    });
    root.addEventListener("focusout", (event) => {
      if (event.relatedTarget instanceof Node && root.contains(event.relatedTarget)) return;
      focused = false;
      update();
    });
    reducedMotion.addEventListener("change", update);
    update();
  }
}
