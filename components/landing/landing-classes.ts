// Class names styled by landing-css.ts; kept apart so client components can
// use them without bundling the styles.
export const landingClass = {
  strip: "rz-strip",
  track: "rz-track",
  copy: "rz-copy",
  chip: "rz-chip",
  dot: "rz-dot",
  stars: "rz-stars",
} as const;
