// Issue 16: the PDF summary as a doctor or vet reads it: German text in the bundled font, red flags
// before everything else, page numbers and the creation date on every page, the disclaimer last.
import { describe, expect, it } from "vitest";

import type { SummaryContent } from "@/lib/summary/summary-content";
import { summaryMessages } from "@/messages/summary";
import { renderSummaryPdf } from "@/server/summary/summary-pdf";

import { pdfPages } from "../e2e/support/pdf-text";

async function bytesOf(doc: PDFKit.PDFDocument): Promise<Uint8Array> {
  const chunks: Buffer[] = [];
  for await (const chunk of doc) chunks.push(chunk as Buffer);
  return new Uint8Array(Buffer.concat(chunks));
}

const days = Array.from({ length: 30 }, (_, index) => ({
  day: `2026-11-${String(index + 1).padStart(2, "0")}`,
  state: null,
  energy: index % 3 === 0 ? null : (index % 5) + 1,
  exercises: index % 4,
}));

function content(overrides: Partial<SummaryContent> = {}): SummaryContent {
  return {
    name: "Jörg Größmann",
    subject: "human",
    createdAt: new Date("2026-11-25T09:30:00Z"),
    basics: [{ label: "Alter", value: "52 Jahre" }],
    complaints: [
      { label: "Gesundheitliche Beschwerden", value: "Schlafe schlecht, Rückenschmerzen seit März" },
    ],
    redFlags: [
      { title: "Brustschmerz", message: "Ruf bitte sofort 144 an.", matched: "Druck auf der Brust" },
    ],
    analysis: {
      createdAt: new Date("2026-11-20T10:00:00Z"),
      state: "Müde",
      summary: "Deine Reserven sind niedrig.",
      patterns: [
        {
          title: "Schlafmangel",
          explanation: "Wenig Schlaf zehrt.",
          triggers: [{ label: "Gesundheitliche Beschwerden", value: "Schlafe schlecht" }],
        },
      ],
    },
    days,
    effects: [
      {
        exerciseId: "x",
        title: "Box-Atmung",
        sessions: 3,
        averageBefore: 2,
        averageAfter: 3.5,
        averageChange: 1.5,
      },
    ],
    journal: [
      { createdAt: new Date("2026-11-21T18:00:00Z"), type: "Erkenntnis", content: "Heute ging es besser." },
    ],
    ...overrides,
  };
}

describe("renderSummaryPdf", () => {
  it("writes the German text, red flags first, and ends with the disclaimer", async () => {
    const pages = await pdfPages(await bytesOf(renderSummaryPdf(content())));
    const text = pages.join("\n");
    expect(text).toContain("Zusammenfassung für Jörg Größmann");
    expect(text).toContain("Schlafe schlecht, Rückenschmerzen seit März");
    expect(text).toContain("Box-Atmung: 3× – Energie vorher 2,0, nachher 3,5 (+1,5)");
    expect(text).toContain("Heute ging es besser.");
    expect(text).toContain("„Schlafe schlecht“");
    const redFlag = text.indexOf(summaryMessages.pdf.redFlags);
    expect(redFlag).toBeGreaterThan(-1);
    expect(redFlag).toBeLessThan(text.indexOf(summaryMessages.pdf.basics));
    expect(text.replace(/\s+/g, " ")).toContain("Resonanz ist kein Medizinprodukt");
    expect(text.lastIndexOf(summaryMessages.pdf.disclaimerTitle)).toBeGreaterThan(
      text.indexOf(summaryMessages.pdf.journal),
    );
  });

  it("numbers every page and dates it", async () => {
    const long = Array.from({ length: 12 }, (_, index) => ({
      createdAt: new Date(Date.UTC(2026, 10, index + 1)),
      type: "Loswerden",
      content: "Ein langer Eintrag über den Tag. ".repeat(40),
    }));
    const pages = await pdfPages(await bytesOf(renderSummaryPdf(content({ journal: long }))));
    expect(pages.length).toBeGreaterThan(1);
    pages.forEach((page, index) => {
      expect(page).toContain(`Seite ${index + 1} von ${pages.length}`);
      expect(page).toContain("Erstellt am 25. November 2026");
    });
  });

  it("has no red-flag heading without red flags, and works for an animal without analysis", async () => {
    const pages = await pdfPages(
      await bytesOf(
        renderSummaryPdf(
          content({ name: "Bruno", subject: "animal", redFlags: [], analysis: null, journal: [] }),
        ),
      ),
    );
    const text = pages.join("\n");
    expect(text).toContain("Für die tierärztliche Besprechung");
    expect(text).not.toContain(summaryMessages.pdf.redFlags);
    expect(text).toContain(summaryMessages.pdf.analysisNone);
  });
});
