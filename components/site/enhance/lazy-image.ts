/**
 * Marks each lazy image as loaded or failed once the browser has fetched it;
 * CSS hides the skeleton or swaps in the crossed placeholder. Self-contained
 * (see site-script.tsx).
 */
export function enhanceLazyImages(): void {
  for (const frame of document.querySelectorAll<HTMLElement>("[data-lazy-image]")) {
    const image = frame.querySelector("img");
    if (!image) continue;
    const settle = () => {
      frame.dataset.lazyImage = image.naturalWidth > 0 ? "loaded" : "failed";
    };
    // An image near the top may have settled before this script ran.
    if (image.complete) settle();
    else {
      image.addEventListener("load", settle, { once: true });
      image.addEventListener("error", settle, { once: true });
    }
  }
}
