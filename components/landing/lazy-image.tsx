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
 * placeholder takes its place. enhance/lazy-image.ts sets data-lazy-image,
 * and CSS shows the matching layer. The box has the image's aspect ratio, so
 * neither outcome shifts the layout.
 */
export function LazyImage({ src, width, height, alt, failedLabel, className }: LazyImageProps) {
  return (
    <span
      data-lazy-image="loading"
      suppressHydrationWarning // The script may settle it before React hydrates (development).
      className={`group/image relative block max-w-full overflow-hidden ${className ?? "w-full"}`}
      style={{ aspectRatio: `${width} / ${height}` }}
    >
      <span
        aria-hidden="true"
        data-skeleton
        className="absolute inset-0 animate-pulse bg-muted group-data-[lazy-image=failed]/image:hidden group-data-[lazy-image=loaded]/image:hidden"
      />
      <span
        role="img"
        aria-label={`${alt} – ${failedLabel}`}
        data-placeholder
        className="absolute inset-0 hidden items-center justify-center border border-dashed border-border bg-muted text-muted-foreground group-data-[lazy-image=failed]/image:flex"
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
      {/* eslint-disable-next-line @next/next/no-img-element -- lazy SVG with its own skeleton; next/image adds client JS */}
      <img
        src={src}
        width={width}
        height={height}
        alt={alt}
        loading="lazy"
        decoding="async"
        className="relative size-full group-data-[lazy-image=failed]/image:hidden"
      />
    </span>
  );
}
