import { linkButton, type LinkButtonSize, type LinkButtonVariant } from "@/components/site/link-button";
import { appHref } from "@/components/site/site-links";

interface StartLinkProps {
  children: React.ReactNode;
  variant?: LinkButtonVariant;
  size?: LinkButtonSize;
  className?: string;
}

/** Every start button goes to /app as a full page load (spec §2), so a plain link. */
export function StartLink({ children, variant = "primary", size = "lg", className }: StartLinkProps) {
  return (
    <a href={appHref} className={linkButton(variant, size, className)}>
      {children}
    </a>
  );
}
