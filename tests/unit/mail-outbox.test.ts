// Without SMTP_URL (development) mails are written to DATA_DIR/outbox; the log
// names the file, never the link in the mail or the address it goes to.
import { mkdtempSync, readdirSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

import { afterEach, describe, expect, it, vi } from "vitest";

afterEach(() => {
  vi.unstubAllEnvs();
  vi.resetModules();
  vi.restoreAllMocks();
});

describe("the development outbox", () => {
  it("keeps the mail as a file and logs no link", async () => {
    const dir = mkdtempSync(path.join(tmpdir(), "resonanz-outbox-"));
    vi.stubEnv("SMTP_URL", "");
    vi.stubEnv("DATA_DIR", dir);
    const logged = vi.spyOn(console, "info").mockImplementation(() => undefined);
    const { deliverMail } = await import("@/server/mail/send");
    const link = `https://resonanz.test/reset-password?token=${"A".repeat(43)}`;
    await deliverMail({ to: "outbox@example.org", subject: "Test", text: `Hallo\n\n${link}\n`, html: link });

    const output = logged.mock.calls.flat().join(" ");
    expect(output).toContain("[mail]");
    expect(output).not.toContain("token=");
    expect(output).not.toContain("outbox@example.org");
    const [file] = readdirSync(path.join(dir, "outbox"));
    expect(readFileSync(path.join(dir, "outbox", file ?? ""), "utf8")).toContain("token=");
  });
});
