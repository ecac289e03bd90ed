import "server-only";

import PDFDocument from "pdfkit";

import { formatAverage } from "@/components/trends/format-day";
import { formatMessage } from "@/lib/format-message";
import type { Fact } from "@/lib/summary/profile-facts";
import { formatDateTime as formatIsoDateTime, formatLongDate } from "@/lib/dashboard/format-date";
import type { SummaryContent } from "@/lib/summary/summary-content";
import { journalLockMessages } from "@/messages/journal-lock";
import { summaryMessages } from "@/messages/summary";
import { chartHeight } from "@/lib/trends/geometry";
import { drawCheckInChart, pdfChartLayout } from "@/server/summary/pdf-chart";
import { summaryFonts } from "@/server/summary/pdf-fonts";

const t = summaryMessages.pdf;
const MARGIN = 56;
const FOOTER = 36;
const INK = "#1f2937";
const MUTED = "#6b7280";
const ALERT = "#b91c1c";

type Doc = PDFKit.PDFDocument;

const formatDate = (value: Date) => formatLongDate(value.toISOString());
const formatDateTime = (value: Date) => formatIsoDateTime(value.toISOString());
const contentWidth = (doc: Doc) => doc.page.width - doc.page.margins.left - doc.page.margins.right;
const roomLeft = (doc: Doc) => doc.page.height - doc.page.margins.bottom - doc.y;

/** A section heading, moved to the next page when the page has no room for it and a few lines. */
function heading(doc: Doc, text: string, color = INK, keepWith = 60): void {
  if (roomLeft(doc) < keepWith + 30) doc.addPage();
  doc.moveDown(0.8).font("bold").fontSize(13).fillColor(color).text(text).moveDown(0.3);
  doc.font("regular").fontSize(10).fillColor(INK);
}

function paragraph(doc: Doc, text: string, color = INK): void {
  doc.font("regular").fontSize(10).fillColor(color).text(text, { paragraphGap: 4 });
}

function facts(doc: Doc, list: readonly Fact[]): void {
  for (const fact of list) {
    doc.font("bold").fontSize(10).fillColor(INK).text(`${fact.label}: `, { continued: true });
    doc.font("regular").text(fact.value, { paragraphGap: 3 });
  }
}

function title(doc: Doc, content: SummaryContent): void {
  doc
    .font("bold")
    .fontSize(18)
    .fillColor(INK)
    .text(formatMessage(t.title, { name: content.name }));
  doc
    .font("regular")
    .fontSize(10)
    .fillColor(MUTED)
    .text(content.subject === "animal" ? t.subtitleAnimal : t.subtitleHuman)
    .text(formatMessage(t.createdAt, { date: formatDateTime(content.createdAt) }));
}

function redFlags(doc: Doc, content: SummaryContent): void {
  if (content.redFlags.length === 0) return;
  heading(doc, t.redFlags, ALERT);
  for (const flag of content.redFlags) {
    doc.font("bold").fontSize(10).fillColor(ALERT).text(flag.title);
    paragraph(doc, flag.message);
    paragraph(doc, formatMessage(t.redFlagMatched, { matched: flag.matched }), MUTED);
  }
}

function analysis(doc: Doc, content: SummaryContent): void {
  const latest = content.analysis;
  if (!latest) {
    heading(doc, t.analysisNoneTitle);
    paragraph(doc, t.analysisNone, MUTED);
    return;
  }
  heading(doc, formatMessage(t.analysis, { date: formatDate(latest.createdAt) }));
  doc.font("bold").text(formatMessage(t.state, { state: latest.state }), { paragraphGap: 4 });
  if (latest.summary) paragraph(doc, latest.summary);
  for (const pattern of latest.patterns) {
    doc.moveDown(0.3).font("bold").fontSize(10).fillColor(INK).text(pattern.title);
    paragraph(doc, pattern.explanation);
    if (pattern.triggers.length === 0) continue;
    doc.font("regular").fillColor(MUTED).text(t.restsOn);
    for (const trigger of pattern.triggers) {
      doc.text(`• ${trigger.label}: „${trigger.value}“`, { indent: 10, paragraphGap: 2 });
    }
  }
}

function chart(doc: Doc, content: SummaryContent): void {
  const width = contentWidth(doc);
  heading(doc, t.chart, INK, chartHeight(pdfChartLayout(width)) + 20);
  if (content.days.every((day) => day.energy === null)) {
    paragraph(doc, t.chartNone, MUTED);
    return;
  }
  doc.fontSize(8).fillColor(MUTED).text(t.chartScale).moveDown(0.3);
  drawCheckInChart(doc, content.days, width);
}

function exercises(doc: Doc, content: SummaryContent): void {
  heading(doc, t.exercises);
  if (content.effects.length === 0) return paragraph(doc, t.exercisesNone, MUTED);
  for (const effect of content.effects) {
    const change = `${effect.averageChange > 0 ? "+" : ""}${formatAverage(effect.averageChange)}`;
    paragraph(
      doc,
      formatMessage(t.exerciseLine, {
        title: effect.title,
        sessions: effect.sessions,
        before: formatAverage(effect.averageBefore),
        after: formatAverage(effect.averageAfter),
        change,
      }),
    );
  }
}

function journal(doc: Doc, content: SummaryContent): void {
  if (content.journalLeftOut) {
    heading(doc, t.journal);
    return paragraph(doc, journalLockMessages.elsewhere.pdfLeftOut, MUTED);
  }
  if (content.journal.length === 0) return;
  heading(doc, t.journal);
  for (const entry of content.journal) {
    doc
      .font("bold")
      .fontSize(10)
      .fillColor(MUTED)
      .text(`${formatDate(entry.createdAt)} · ${entry.type}`);
    paragraph(doc, entry.content);
  }
}

/** "Seite 1 von 3" and the creation date at the foot of every page, once all pages exist. */
function footers(doc: Doc, content: SummaryContent): void {
  const { start, count } = doc.bufferedPageRange();
  const created = formatMessage(t.createdAt, { date: formatDateTime(content.createdAt) });
  for (let index = start; index < start + count; index += 1) {
    doc.switchToPage(index);
    // Writing below the bottom margin would open a new page.
    doc.page.margins.bottom = 0;
    const y = doc.page.height - FOOTER;
    const page = formatMessage(t.page, { page: index + 1, pages: count });
    doc.font("regular").fontSize(8).fillColor(MUTED);
    doc.text(created, MARGIN, y, { width: contentWidth(doc), align: "left", lineBreak: false });
    doc.text(page, MARGIN, y, { width: contentWidth(doc), align: "right", lineBreak: false });
  }
}

/** The summary as an A4 PDF in German; the caller reads the document's stream. Nothing is stored. */
export function renderSummaryPdf(content: SummaryContent): Doc {
  const fonts = summaryFonts();
  const doc = new PDFDocument({
    size: "A4",
    margins: { top: MARGIN, bottom: MARGIN + FOOTER / 2, left: MARGIN, right: MARGIN },
    bufferPages: true,
    font: fonts.regular as unknown as string,
    lang: "de-AT",
    displayTitle: true,
    info: {
      Title: formatMessage(t.title, { name: content.name }),
      Author: "Resonanz",
      CreationDate: content.createdAt,
    },
  });
  doc.registerFont("regular", fonts.regular);
  doc.registerFont("bold", fonts.bold);
  title(doc, content);
  redFlags(doc, content);
  heading(doc, t.basics);
  facts(doc, content.basics);
  heading(doc, t.complaints);
  if (content.complaints.length === 0) paragraph(doc, t.complaintsNone, MUTED);
  else facts(doc, content.complaints);
  analysis(doc, content);
  chart(doc, content);
  exercises(doc, content);
  journal(doc, content);
  heading(doc, t.disclaimerTitle);
  paragraph(doc, t.disclaimer);
  footers(doc, content);
  doc.end();
  return doc;
}
