import { landingCss } from "./landing-css";

/** Inlines the landing page's own styles; React hoists the element into <head>. */
export function LandingStyles() {
  return (
    <style href="resonanz-landing" precedence="default">
      {landingCss}
    </style>
  );
}
