// The colours a phone paints around the installed app (title bar, splash screen), taken from the
// design tokens in app/globals.css: the page background of the light and the dark theme. The
// manifest and the document's theme-color need hex; a unit test converts the tokens and compares.

export const appColors = {
  /** --background of :root, oklch(0.985 0.008 95). */
  light: "#fcfaf4",
  /** --background of .dark, oklch(0.19 0.02 255). */
  dark: "#0e141d",
} as const;

/** An OKLCH colour (CSS Color 4) as sRGB hex, clipped to the sRGB gamut. */
export function oklchToHex(lightness: number, chroma: number, hueDegrees: number): string {
  const hue = (hueDegrees * Math.PI) / 180;
  const a = chroma * Math.cos(hue);
  const b = chroma * Math.sin(hue);
  const l = (lightness + 0.3963377774 * a + 0.2158037573 * b) ** 3;
  const m = (lightness - 0.1055613458 * a - 0.0638541728 * b) ** 3;
  const s = (lightness - 0.0894841775 * a - 1.291485548 * b) ** 3;
  const linear = [
    4.0767416621 * l - 3.3077115913 * m + 0.2309699292 * s,
    -1.2684380046 * l + 2.6097574011 * m - 0.3413193965 * s,
    -0.0041960863 * l - 0.7034186147 * m + 1.707614701 * s,
  ];
  const channel = (value: number) => {
    const clipped = Math.min(1, Math.max(0, value));
    const encoded = clipped <= 0.0031308 ? 12.92 * clipped : 1.055 * clipped ** (1 / 2.4) - 0.055;
    return Math.round(encoded * 255)
      .toString(16)
      .padStart(2, "0");
  };
  return `#${linear.map(channel).join("")}`;
}
