import type { Fact } from "@/lib/summary/profile-facts";
import type { ExerciseEffect, TrendDay } from "@/lib/trends/series";

/** Everything the PDF summary shows, read and decided before a single line is drawn. */
export interface SummaryContent {
  name: string;
  subject: "human" | "animal";
  createdAt: Date;
  basics: Fact[];
  complaints: Fact[];
  redFlags: { title: string; message: string; matched: string }[];
  analysis: {
    createdAt: Date;
    state: string;
    summary: string | null;
    patterns: { title: string; explanation: string; triggers: Fact[] }[];
  } | null;
  /** The 30 days of the check-in chart, oldest first. */
  days: TrendDay[];
  effects: ExerciseEffect[];
  /** Only the entries the user ticked, oldest first. */
  journal: { createdAt: Date; type: string; content: string }[];
  /** Entries were ticked, but the journal was locked when the PDF was made: none are in it. */
  journalLeftOut?: boolean;
}
