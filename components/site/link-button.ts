// Links that look like buttons. The shadcn button's classes also style disabled
// states, icons and validation, which links never have; this shorter set keeps
// the static pages' HTML, and the payload React hydrates them from, small.

const base =
  "inline-flex items-center justify-center gap-2 rounded-md text-sm font-medium whitespace-nowrap transition-colors outline-none focus-visible:ring-[3px] focus-visible:ring-ring/60";

const variants = {
  primary: "bg-primary text-primary-foreground hover:bg-primary/90",
  secondary: "bg-secondary text-secondary-foreground hover:bg-secondary/80",
  outline:
    "border border-border bg-background hover:bg-accent hover:text-accent-foreground dark:border-input",
  ghost: "hover:bg-accent hover:text-accent-foreground",
} as const;

const sizes = { sm: "h-9 px-3", md: "h-10 px-4", lg: "h-11 px-6" } as const;

export type LinkButtonVariant = keyof typeof variants;
export type LinkButtonSize = keyof typeof sizes;

export function linkButton(
  variant: LinkButtonVariant = "primary",
  size: LinkButtonSize = "md",
  extra?: string,
): string {
  return [base, variants[variant], sizes[size], extra].filter(Boolean).join(" ");
}
