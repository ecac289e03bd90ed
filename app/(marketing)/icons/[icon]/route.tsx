import { ImageResponse } from "next/og";

import { LogoMark } from "@/components/site/brand-art";

// PNG app icons for the web app manifest, drawn from the logo at build time.
const icons = {
  "icon-192.png": { size: 192, maskable: false },
  "icon-512.png": { size: 512, maskable: false },
  "maskable-512.png": { size: 512, maskable: true },
} as const;

type IconFile = keyof typeof icons;

export const dynamic = "force-static";
export const dynamicParams = false;

export function generateStaticParams(): { icon: IconFile }[] {
  return (Object.keys(icons) as IconFile[]).map((icon) => ({ icon }));
}

const isIconFile = (value: string): value is IconFile => value in icons;

export async function GET(_request: Request, { params }: { params: Promise<{ icon: string }> }) {
  const { icon } = await params;
  if (!isIconFile(icon)) return new Response(null, { status: 404 });
  const { size, maskable } = icons[icon];
  return new ImageResponse(<LogoMark size={size} maskable={maskable} />, { width: size, height: size });
}
