// Issue 23's copy defects: German plurals by Intl.PluralRules, durations without a double period,
// and the journal's 'An Chat gesendet' toast that promises an answer only when there is one.
import { describe, expect, it } from "vitest";

import { sentToastText } from "@/components/journal/sent-toast";
import { formatMessage } from "@/lib/format-message";
import { formatDuration, plural } from "@/lib/plural";
import { exerciseMessages } from "@/messages/exercises";
import { impulseMessages } from "@/messages/impulses";

describe("plural", () => {
  it.each([
    [0, "0 Impulse gefunden"],
    [1, "1 Impuls gefunden"],
    [2, "2 Impulse gefunden"],
    [21, "21 Impulse gefunden"],
  ])("%i impulses", (count, text) => {
    expect(plural(count, impulseMessages.library.count)).toBe(text);
  });
});

describe("formatDuration", () => {
  it.each([
    [480, "8 Minuten"],
    [485, "8 Minuten 5 Sekunden"],
    [61, "1 Minute 1 Sekunde"],
    [45, "45 Sekunden"],
    [1, "1 Sekunde"],
    [0, "0 Sekunden"],
  ])("%i s reads %s", (seconds, text) => {
    expect(formatDuration(seconds)).toBe(text);
  });

  it("ends the session summary's sentence with one period", () => {
    for (const seconds of [480, 485, 45, 60]) {
      const line = formatMessage(exerciseMessages.player.summary.detail, {
        before: 2,
        after: 4,
        duration: formatDuration(seconds),
      });
      expect(line).toMatch(/[^.]\.$/);
      expect(line).not.toContain("..");
    }
  });
});

describe("the journal's 'An Chat gesendet' toast", () => {
  it("promises the coach's answer when the coach answered", () => {
    expect(sentToastText("text", "Chat 1")).toContain("zusammen mit der Antwort des Coaches");
  });

  it("does not promise an answer when the Free limit's notice came instead", () => {
    const text = sentToastText("upgrade_prompt", "Chat 1");
    expect(text).toContain("„Chat 1“");
    expect(text).not.toContain("Antwort des Coaches");
    expect(text).toMatch(/aufgebraucht/);
  });
});
