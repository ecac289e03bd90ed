/**
 * Web fonts never hold up a first visit. Until they are cached the root
 * carries data-fonts="deferred" and the text uses fallback faces (globals.css).
 * Once the page has loaded and painted, the font files are fetched; from then
 * on every page uses them from its first paint. A page without the React
 * runtime (landing, legal) keeps its fallback until the next page, so no text
 * is laid out twice. The app's screens do the same: switching once the files
 * are in laid every text out again after the screen was interactive, and that
 * second paint became the screen's Largest Contentful Paint (after all of its
 * script). Runs as an inline script before the first paint; self-contained
 * (see site-script.tsx).
 */
export function releaseWebFonts(): void {
  const root = document.documentElement;
  const key = "resonanz:web-fonts";
  const release = () => root.removeAttribute("data-fonts");
  const remember = () => {
    try {
      localStorage.setItem(key, "1");
    } catch {
      // Not remembered: the next page fetches them after its load event again.
    }
  };

  try {
    if (localStorage.getItem(key) === "1") {
      release();
      return;
    }
  } catch {
    // Storage blocked: the first-visit path.
  }
  const fetchFonts = () => {
    const loads = [...document.fonts].filter((face) => face.status === "unloaded").map((face) => face.load());
    // The fallback faces point at local fonts a system may lack; one web font in is enough.
    void Promise.allSettled(loads).then((results) => {
      if (!results.some((result) => result.status === "fulfilled")) return; // Offline: the fallback stays.
      remember();
    });
  };
  // After the load event and the first contentful paint (a light page can load
  // before it paints). The paint entry is reported once the frame is on screen.
  window.addEventListener("load", () => {
    if (!PerformanceObserver.supportedEntryTypes.includes("paint")) {
      setTimeout(fetchFonts, 0);
      return;
    }
    new PerformanceObserver((list, observer) => {
      if (!list.getEntriesByName("first-contentful-paint").length) return;
      observer.disconnect();
      fetchFonts();
    }).observe({ type: "paint", buffered: true });
  });
}
