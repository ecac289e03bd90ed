import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";

import { expect } from "@playwright/test";

import { e2eInbox } from "./env";

/** Decodes a quoted-printable text body well enough to find links in it. */
function decodeQuotedPrintable(text: string): string {
  return text
    .replace(/=\r?\n/g, "")
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}

/** Waits for a mail to `to` whose text contains `marker` and returns its first link containing `marker`. */
export async function waitForLink(to: string, marker: string, after = 0): Promise<string> {
  let link: string | undefined;
  await expect
    .poll(
      () => {
        const files = readdirSync(e2eInbox)
          .filter((file) => file.endsWith(`-${to}.eml`))
          .sort();
        for (const file of files) {
          if (Number(file.split("-")[0]) < after) continue;
          const body = decodeQuotedPrintable(readFileSync(path.join(e2eInbox, file), "utf8"));
          const found = body.match(/https?:\/\/[^\s"<>]+/g)?.find((candidate) => candidate.includes(marker));
          if (found) link = found;
        }
        return link;
      },
      { timeout: 30_000, message: `a mail to ${to} with a link containing ${marker}` },
    )
    .toBeDefined();
  return link as string;
}
