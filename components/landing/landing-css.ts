// The few landing styles that utilities cannot express: the endless topic strip
// (keyframes) and the star rating (a mask), for the class names in
// landing-classes.ts. <LandingStyles/> inlines them into the page, because a
// stylesheet of their own would cost a phone a render-blocking request before
// the first paint.

const star =
  "url(\"data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 24 24'%3E%3Cpath d='M12 2.5l2.9 6.1 6.6.8-4.9 4.6 1.3 6.6L12 17.3l-5.9 3.3 1.3-6.6-4.9-4.6 6.6-.8z'/%3E%3C/svg%3E\")";

export const landingCss = `
@keyframes rz-scroll{to{transform:translateX(-50%)}}
.rz-track{animation:rz-scroll 45s linear infinite}
.rz-strip:hover .rz-track,.rz-strip:focus-within .rz-track{animation-play-state:paused}
.rz-chip{display:inline-flex;align-items:center;gap:.5rem;border:1px solid var(--border);border-radius:9999px;background:var(--card);color:var(--card-foreground);padding:.5rem 1rem;font-size:.875rem;line-height:1.25rem;font-weight:500;white-space:nowrap;outline:none}
.rz-chip:hover{border-color:var(--primary)}
.rz-chip:focus-visible{box-shadow:0 0 0 3px var(--ring)}
.rz-dot{width:.375rem;height:.375rem;border-radius:9999px;background:linear-gradient(to right,var(--aura-from),var(--aura-to))}
.rz-stars{position:relative;display:block;width:6rem;height:1.2rem}
.rz-stars::before,.rz-stars::after{content:"";position:absolute;inset:0 auto 0 0;background-color:currentColor;mask:${star} left center/1.2rem 1.2rem repeat-x}
.rz-stars::before{width:100%;opacity:.25}
.rz-stars::after{width:calc(var(--rating)*1.2rem)}
@media (prefers-reduced-motion:reduce){.rz-track{animation:none;flex-wrap:wrap;justify-content:center;width:auto}.rz-copy{display:none}}
`;
