// Issue 23, "Done when" 4: the README's three conversations are what the real code answers today.
import { readFileSync } from "node:fs";

import { describe, expect, it } from "vitest";

import { readmeConversations } from "@/scripts/readme-conversations";

describe("the README's conversations", () => {
  it("are the output of 'npm run conversations', unedited", () => {
    const readme = readFileSync(new URL("../../README.md", import.meta.url), "utf8");
    expect(readme).toContain(readmeConversations());
  });
});
