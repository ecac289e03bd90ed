import "server-only";

import { readFileSync } from "node:fs";
import path from "node:path";

// DejaVu Sans (npm: dejavu-fonts-ttf) has every German letter and the typographic quotes; the
// PDF's 14 standard fonts would need their own encoding for „“ and –. Read once per process.
const FONT_DIR = path.join(process.cwd(), "node_modules", "dejavu-fonts-ttf", "ttf");

let fonts: { regular: Buffer; bold: Buffer } | null = null;

export function summaryFonts(): { regular: Buffer; bold: Buffer } {
  fonts ??= {
    regular: readFileSync(path.join(FONT_DIR, "DejaVuSans.ttf")),
    bold: readFileSync(path.join(FONT_DIR, "DejaVuSans-Bold.ttf")),
  };
  return fonts;
}
