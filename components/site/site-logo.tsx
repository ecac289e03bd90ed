import { siteConfig } from "@/config/site";

/**
 * The logo mark and word mark, inline so the header paints without a request.
 * `gradientId` keeps the gradient's id unique when the logo appears twice on a page.
 */
export function SiteLogo({ gradientId }: { gradientId: string }) {
  return (
    <span className="flex items-center gap-2">
      <svg viewBox="0 0 64 64" aria-hidden="true" className="size-8 shrink-0">
        <defs>
          <linearGradient id={gradientId} x1="0" y1="0" x2="1" y2="1">
            <stop offset="0" stopColor="#8fb9a8" />
            <stop offset="1" stopColor="#b39ddb" />
          </linearGradient>
        </defs>
        <circle cx="32" cy="32" r="30" fill={`url(#${gradientId})`} />
        <circle cx="32" cy="32" r="20" fill="none" stroke="#fff" strokeOpacity=".55" strokeWidth="2.5" />
        <circle cx="32" cy="32" r="11" fill="none" stroke="#fff" strokeOpacity=".8" strokeWidth="2.5" />
        <circle cx="32" cy="32" r="4" fill="#fff" />
      </svg>
      <span className="font-display text-xl font-semibold tracking-tight">{siteConfig.name}</span>
    </span>
  );
}
