import type { Impulse } from "@/content/impulses";
import { formatMessage } from "@/lib/format-message";
import { cn } from "@/lib/utils";
import { impulseMessages } from "@/messages/impulses";

/** An impulse as a quote, with its author for quotes and optionally its context. */
export function ImpulseQuote({
  impulse,
  withContext = true,
  size = "lg",
}: {
  impulse: Pick<Impulse, "text" | "author" | "context">;
  withContext?: boolean;
  size?: "lg" | "md";
}) {
  return (
    <div className="space-y-3">
      <figure className="space-y-1">
        <blockquote
          className={cn("font-display leading-snug text-balance", size === "lg" ? "text-2xl" : "text-lg")}
        >
          {impulse.text}
        </blockquote>
        {impulse.author ? (
          <figcaption className="text-sm text-muted-foreground">
            {formatMessage(impulseMessages.author, { author: impulse.author })}
          </figcaption>
        ) : null}
      </figure>
      {withContext ? <p className="text-sm text-muted-foreground">{impulse.context}</p> : null}
    </div>
  );
}
