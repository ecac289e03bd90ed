import "server-only";

import { formatDayShort } from "@/components/trends/format-day";
import {
  barHeight,
  barsBaseline,
  type ChartLayout,
  chartHeight,
  dayX,
  ENERGY_LEVELS,
  energyPoints,
  energyY,
  labelledDays,
  linePath,
  slotWidth,
} from "@/lib/trends/geometry";
import type { TrendDay } from "@/lib/trends/series";

const INK = "#1f2937";
const MUTED = "#6b7280";
const GRID = "#e5e7eb";
const LINE = "#7c3aed";
const BARS = "#a7f3d0";

/** The app's 30-day chart (lib/trends/geometry.ts) at the width of an A4 text column. */
export function pdfChartLayout(width: number): ChartLayout {
  return { width, left: 22, right: 4, top: 6, energyHeight: 110, gap: 12, barsHeight: 30, axis: 16 };
}

/** Draws the check-in chart with vector shapes at the current position; returns its height. */
export function drawCheckInChart(doc: PDFKit.PDFDocument, days: readonly TrendDay[], width: number): number {
  const layout = pdfChartLayout(width);
  const height = chartHeight(layout);
  const originX = doc.page.margins.left;
  const originY = doc.y;
  doc.save().translate(originX, originY).fontSize(7).lineWidth(0.5);

  for (const level of ENERGY_LEVELS) {
    const y = energyY(level, layout);
    doc
      .strokeColor(GRID)
      .moveTo(layout.left, y)
      .lineTo(width - layout.right, y)
      .stroke();
    doc
      .fillColor(MUTED)
      .text(String(level), 0, y - 4, { width: layout.left - 6, align: "right", lineBreak: false });
  }

  const busiest = Math.max(0, ...days.map((day) => day.exercises));
  const bar = slotWidth(days.length, layout) * 0.6;
  days.forEach((day, index) => {
    const barTall = barHeight(day.exercises, busiest, layout);
    if (barTall === 0) return;
    const x = dayX(index, days.length, layout) - bar / 2;
    doc
      .fillColor(BARS)
      .rect(x, barsBaseline(layout) - barTall, bar, barTall)
      .fill();
  });

  const points = energyPoints(days, layout);
  if (points.length > 1) doc.strokeColor(LINE).lineWidth(1.5).path(linePath(points)).stroke();
  for (const point of points) doc.fillColor(LINE).circle(point.x, point.y, 2.2).fill();

  doc.fillColor(INK);
  for (const index of labelledDays(days.length)) {
    const day = days[index];
    if (!day) continue;
    const x = dayX(index, days.length, layout);
    doc.text(formatDayShort(day.day), x - 20, barsBaseline(layout) + 4, {
      width: 40,
      align: "center",
      lineBreak: false,
    });
  }
  doc.restore();
  doc.x = originX;
  doc.y = originY + height;
  return height;
}
