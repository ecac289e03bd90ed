import { cn } from "@/lib/utils";

interface SectionHeadingProps {
  /** The id of the heading, which labels its section. */
  id: string;
  eyebrow: string;
  title: string;
  intro?: string;
  className?: string;
}

export function SectionHeading({ id, eyebrow, title, intro, className }: SectionHeadingProps) {
  return (
    <div className={cn("mx-auto mb-12 max-w-2xl text-center", className)}>
      <p className="mb-3 text-sm font-semibold tracking-wider text-primary uppercase">{eyebrow}</p>
      <h2 id={id} className="text-3xl font-semibold text-balance sm:text-4xl">
        {title}
      </h2>
      {intro && <p className="mt-4 text-lg text-pretty text-muted-foreground">{intro}</p>}
    </div>
  );
}
