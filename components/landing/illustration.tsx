import { cn } from "@/lib/utils";
import { landingMessages } from "@/messages/landing";

import { illustrations, type IllustrationName } from "./illustrations";
import { LazyImage } from "./lazy-image";

interface IllustrationProps {
  name: IllustrationName;
  className?: string;
  /** The hero image: fetched first because it may be the largest paint. */
  priority?: boolean;
}

/**
 * One of the landing page's illustrations. Width and height reserve the space,
 * so nothing shifts when it arrives. Plain <img>: SVGs need no resizing, and
 * next/image would add client JavaScript to a page that must stay light.
 */
export function Illustration({ name, className, priority = false }: IllustrationProps) {
  const image = illustrations[name];
  if (image.loading === "lazy") {
    return <LazyImage {...image} failedLabel={landingMessages.images.failed} className={className} />;
  }
  return (
    // eslint-disable-next-line @next/next/no-img-element -- see the comment above
    <img
      src={image.src}
      width={image.width}
      height={image.height}
      alt={image.alt}
      loading="eager"
      decoding={priority ? "sync" : "async"}
      fetchPriority={priority ? "high" : "auto"}
      className={cn("h-auto max-w-full", className)}
    />
  );
}
