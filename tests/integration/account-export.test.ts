// Issue 22: the data download streams NDJSON from one REPEATABLE READ transaction in keyset
// batches, is rate-limited with a German message, and survives a row that cannot be decrypted.
import { describe, expect, it, vi } from "vitest";

import { GET as exportRoute } from "@/app/api/account/export/route";
import type { ActionFailure } from "@/lib/errors";
import { cryptoMessages } from "@/messages/crypto";
import { EXPORT_BATCH } from "@/server/account/export-records";
import { EXPORTS_AT_ONCE, exportAccountData, exportsRunning } from "@/server/account/export";
import { prisma } from "@/server/db";
import { limits } from "@/server/rate-limit";
import { englishWord } from "@/tests/support/english";

import { downloadOf, parseExport } from "./support/export";
import { userWithProfile } from "./support/fixtures";
import { onPostgres, testDatabase } from "./support/per-file-database";
import { signInAs } from "./support/request-context";

vi.mock("next/headers", () => import("./support/request-context").then((module) => module.nextHeaders));
vi.mock("@/server/auth/session", () => import("./support/request-context").then((module) => module.session));

/** A chat of `count` messages, all written in the same millisecond (the keyset's tie-break). */
async function chatOf(userId: string, profileId: string, count: number) {
  const chat = await prisma().chat.create({ data: { userId, profileId, title: "Viel zu sagen" } });
  const createdAt = new Date("2026-01-01T10:00:00.000Z");
  await prisma().chatMessage.createMany({
    data: Array.from({ length: count }, (_, index) => ({
      chatId: chat.id,
      role: index % 2 === 0 ? ("user" as const) : ("assistant" as const),
      content: `Nachricht ${index}`,
      createdAt,
    })),
  });
  return chat;
}

describe("the data download", () => {
  it("is NDJSON: a header, the account, every record once across batches, and an end line", async () => {
    const { user, profile, session } = await userWithProfile("ndjson@example.test");
    const count = EXPORT_BATCH * 2 + 7;
    await chatOf(user.id, profile.id, count);

    signInAs(session);
    const response = await exportRoute();
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("application/x-ndjson; charset=utf-8");
    expect(response.headers.get("content-disposition")).toMatch(
      /^attachment; filename="resonanz-daten-\d{4}-\d{2}-\d{2}\.ndjson"$/,
    );
    const records = parseExport(await response.text());
    expect(records[0]).toMatchObject({ type: "export", data: { format: "resonanz-export/2" } });
    expect(records[1]).toMatchObject({ type: "user", data: { email: "ndjson@example.test" } });
    expect(records.at(-1)).toEqual({ type: "end", data: { records: records.length - 2 } });
    const contents = records.filter((record) => record.type === "chatMessage").map((r) => r.data.content);
    expect(contents).toHaveLength(count);
    expect(new Set(contents).size).toBe(count);
  });

  it("marks a value that cannot be decrypted and still exports the rest", async () => {
    const { user, profile } = await userWithProfile("kaputt@example.test");
    const chat = await chatOf(user.id, profile.id, 3);
    const [broken] = await prisma().chatMessage.findMany({ where: { chatId: chat.id }, take: 1 });
    // One flipped character in the stored ciphertext.
    await testDatabase().sql.query(
      `UPDATE chat_messages SET content = left(content, -3) || CASE WHEN right(content, 3) = 'AAA' THEN 'BBB' ELSE 'AAA' END WHERE id = $1::uuid`,
      [broken?.id],
    );
    const contents = (await downloadOf(user.id)).of("chatMessage").map((message) => message.content);
    expect(contents).toHaveLength(3);
    expect(contents.filter((content) => content === cryptoMessages.unreadable)).toHaveLength(1);
    expect(contents.filter((content) => String(content).startsWith("Nachricht "))).toHaveLength(2);
  });

  it.runIf(onPostgres)("reads one snapshot: a row written during the download is not in it", async () => {
    const { user, profile } = await userWithProfile("schnappschuss@example.test");
    // More than the stream buffers, so the transaction waits for the reader in the chat.
    await chatOf(user.id, profile.id, EXPORT_BATCH * 8);
    const reader = (await exportAccountData(user.id)).getReader();
    let text = new TextDecoder().decode((await reader.read()).value);
    await prisma().journalEntry.create({
      data: { userId: user.id, profileId: profile.id, type: "loswerden", content: "Später geschrieben" },
    });
    for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read())
      text += new TextDecoder().decode(chunk.value);
    expect(text).not.toContain("Später geschrieben");
    expect(parseExport(text).at(-1)?.type).toBe("end");
    expect((await downloadOf(user.id)).text).toContain("Später geschrieben");
  });

  it.runIf(onPostgres)(
    "streams a few downloads at a time and refuses one more with a German 503",
    async () => {
      const { user, profile } = await userWithProfile("gleichzeitig@example.test");
      await chatOf(user.id, profile.id, EXPORT_BATCH * 8);
      // Not read: each waits for its client, holding its connection.
      const open = await Promise.all(
        Array.from({ length: EXPORTS_AT_ONCE }, () => exportAccountData(user.id)),
      );
      await expect(exportAccountData(user.id)).rejects.toMatchObject({ code: "unavailable" });
      const error = await exportAccountData(user.id).catch((refusal: Error) => refusal);
      expect(englishWord(`${(error as ActionFailure).title} ${(error as Error).message}`)).toBeNull();
      await Promise.all(open.map((stream) => stream.cancel()));
      await vi.waitFor(() => expect(exportsRunning()).toBe(0));
      const again = await exportAccountData(user.id);
      await again.cancel();
      await vi.waitFor(() => expect(exportsRunning()).toBe(0));
    },
  );

  it("refuses more than the limit per hour with a German 429, and a deleted account with a 404", async () => {
    const { user, session } = await userWithProfile("oft@example.test");
    signInAs(session);
    for (let index = 0; index < limits.exportsByUser.points; index += 1) {
      const response = await exportRoute();
      expect(response.status).toBe(200);
      // Read to the end, as a browser does: a download in flight counts against EXPORTS_AT_ONCE.
      await response.text();
    }
    const refused = await exportRoute();
    expect(refused.status).toBe(429);
    const { title, message } = (await refused.json()) as { title: string; message: string };
    expect(message).toContain("Minuten");
    expect(englishWord(`${title} ${message}`)).toBeNull();

    await prisma().user.delete({ where: { id: user.id } });
    expect((await exportRoute()).status).toBe(404);
  });
});
