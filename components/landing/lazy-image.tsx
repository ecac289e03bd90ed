"use client";

import { useEffect, useRef, useState } from "react";

type Status = "loading" | "loaded" | "failed";

interface LazyImageProps {
  src: string;
  width: number;
  height: number;
  alt: string;
  failedLabel: string;
  className?: string;
}

/**
 * An image the browser fetches only when it nears the viewport (native lazy
 * loading). A skeleton holds its box meanwhile; if it fails, a crossed
 * placeholder takes its place. The box has the image's aspect ratio, so
 * neither outcome shifts the layout.
 */
export function LazyImage({ src, width, height, alt, failedLabel, className }: LazyImageProps) {
  const [status, setStatus] = useState<Status>("loading");
  const image = useRef<HTMLImageElement>(null);

  // The image may settle before React hydrates and misses its load or error event.
  useEffect(() => {
    const element = image.current;
    if (!element?.complete) return;
    setStatus(element.naturalWidth > 0 ? "loaded" : "failed");
  }, []);

  return (
    <span
      data-lazy-image={status}
      className={`relative block max-w-full overflow-hidden ${className ?? "w-full"}`}
      style={{ aspectRatio: `${width} / ${height}` }}
    >
      {status === "loading" && (
        <span aria-hidden="true" data-skeleton className="absolute inset-0 animate-pulse bg-muted" />
      )}
      {status === "failed" ? (
        <span
          role="img"
          aria-label={`${alt} – ${failedLabel}`}
          data-placeholder
          className="absolute inset-0 flex items-center justify-center border border-dashed border-border bg-muted text-muted-foreground"
        >
          <svg
            aria-hidden="true"
            viewBox="0 0 100 100"
            preserveAspectRatio="none"
            className="absolute inset-0 size-full"
          >
            <path
              d="M0 0 100 100M100 0 0 100"
              stroke="currentColor"
              strokeWidth="1"
              opacity=".35"
              vectorEffect="non-scaling-stroke"
            />
          </svg>
        </span>
      ) : (
        // eslint-disable-next-line @next/next/no-img-element -- lazy SVG with its own skeleton; next/image adds client JS
        <img
          ref={image}
          src={src}
          width={width}
          height={height}
          alt={alt}
          loading="lazy"
          decoding="async"
          onLoad={() => setStatus("loaded")}
          onError={() => setStatus("failed")}
          className="relative size-full"
        />
      )}
    </span>
  );
}
