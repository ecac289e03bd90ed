// The logo drawn for next/og (Satori), which renders images from markup at
// build time: the app icons and the Open Graph image.

export const brandColors = { sage: "#8fb9a8", lavender: "#b39ddb", sand: "#f8f6ef", ink: "#28303f" } as const;

/** The logo's white rings and centre, as a data URI Satori can draw. */
const ringsSvg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><circle cx="32" cy="32" r="20" fill="none" stroke="#fff" stroke-opacity=".55" stroke-width="2.5"/><circle cx="32" cy="32" r="11" fill="none" stroke="#fff" stroke-opacity=".8" stroke-width="2.5"/><circle cx="32" cy="32" r="4" fill="#fff"/></svg>`;
const ringsUri = `data:image/svg+xml;base64,${Buffer.from(ringsSvg).toString("base64")}`;

const gradient = `linear-gradient(135deg, ${brandColors.sage}, ${brandColors.lavender})`;

/**
 * The logo mark at `size` pixels. As a maskable icon the gradient fills the
 * whole square and the rings keep to the safe zone in the middle.
 */
export function LogoMark({ size, maskable = false }: { size: number; maskable?: boolean }) {
  const rings = maskable ? size * 0.62 : size * 0.94;
  return (
    <div
      style={{
        width: size,
        height: size,
        display: "flex",
        alignItems: "center",
        justifyContent: "center",
        backgroundImage: gradient,
        borderRadius: maskable ? 0 : size / 2,
      }}
    >
      {/* eslint-disable-next-line @next/next/no-img-element -- Satori draws plain <img> only */}
      <img src={ringsUri} width={rings} height={rings} alt="" />
    </div>
  );
}
