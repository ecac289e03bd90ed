// Issue 16: GET /api/profiles/{id}/summary on a real database: a PDF of the caller's own profile with
// the complaints as typed, the red flags first, the ticked journal entries only, never cached; another
// user's profile is answered 'not found', as is a malformed id.
import { beforeEach, describe, expect, it, vi } from "vitest";

import { GET } from "@/app/api/profiles/[profileId]/summary/route";
import { summaryMessages } from "@/messages/summary";
import { prisma } from "@/server/db";

import { pdfText } from "../e2e/support/pdf-text";
import { userWithProfile } from "./support/fixtures";
import { signInAs } from "./support/request-context";

vi.mock("next/headers", () => import("./support/request-context").then((module) => module.nextHeaders));
vi.mock("@/server/auth/session", () => import("./support/request-context").then((module) => module.session));

const COMPLAINT = "Seit heute Morgen habe ich Atemnot und ein Stechen in der Brust.";
let counter = 0;

async function owner() {
  counter += 1;
  const made = await userWithProfile(`summary-${counter}-${Date.now()}@example.org`);
  await prisma().profile.update({
    where: { id: made.profile.id },
    data: { currentHealthIssues: COMPLAINT, currentSymptoms: ["Schlafprobleme"] },
  });
  return made;
}

const get = (profileId: string, entries: readonly string[] = []) => {
  const query = entries.map((id) => `eintrag=${id}`).join("&");
  return GET(new Request(`http://localhost:3000/api/profiles/${profileId}/summary?${query}`), {
    params: Promise.resolve({ profileId }),
  });
};

const textOf = async (response: Response) =>
  (await pdfText(new Uint8Array(await response.arrayBuffer()))).replace(/\s+/g, " ");

describe("GET /api/profiles/{id}/summary", () => {
  beforeEach(() => signInAs(null));

  it("answers the owner with an uncached PDF: name, complaint, red flags, ticked entries only", async () => {
    const { user, profile, session } = await owner();
    const entry = (content: string) =>
      prisma().journalEntry.create({
        data: { userId: user.id, profileId: profile.id, type: "erkenntnis", content },
      });
    const ticked = await entry("Heute habe ich zum ersten Mal durchgeschlafen.");
    await entry("Das soll nicht in die Zusammenfassung.");
    signInAs(session);

    const response = await get(profile.id, [ticked.id]);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("application/pdf");
    expect(response.headers.get("cache-control")).toBe("no-store");
    expect(response.headers.get("content-disposition")).toContain("attachment");
    const text = await textOf(response);
    expect(text).toContain("Zusammenfassung für Mara");
    expect(text).toContain(COMPLAINT);
    expect(text).toContain(summaryMessages.pdf.redFlags);
    expect(text.indexOf(summaryMessages.pdf.redFlags)).toBeLessThan(text.indexOf(COMPLAINT));
    expect(text).toContain("Heute habe ich zum ersten Mal durchgeschlafen.");
    expect(text).not.toContain("Das soll nicht in die Zusammenfassung.");
    expect(text).toContain("Resonanz ist kein Medizinprodukt");
  });

  it("answers 'not found' for another user's profile and leaves out another user's entries", async () => {
    const mine = await owner();
    const theirs = await owner();
    const foreign = await prisma().journalEntry.create({
      data: {
        userId: theirs.user.id,
        profileId: theirs.profile.id,
        type: "loswerden",
        content: "Fremdes Geheimnis",
      },
    });
    signInAs(mine.session);

    const response = await get(theirs.profile.id);
    expect(response.status).toBe(404);
    expect(response.headers.get("content-type")).toContain("application/json");
    expect(await response.json()).toMatchObject({ ok: false, code: "not_found" });

    const own = await get(mine.profile.id, [foreign.id]);
    expect(own.status).toBe(200);
    expect(await textOf(own)).not.toContain("Fremdes Geheimnis");
  });

  it("answers bad input in German, never with a PDF or a 500", async () => {
    const { profile, session } = await owner();
    expect((await get(profile.id)).status).toBe(401);
    signInAs(session);
    expect((await get("kein-profil")).status).toBe(404);
    const badEntry = await get(profile.id, ["nicht-eine-id"]);
    expect(badEntry.status).toBe(422);
    expect(await badEntry.json()).toMatchObject({ message: summaryMessages.errors.badEntry });
    const many = Array.from({ length: 101 }, () => crypto.randomUUID());
    const tooMany = await get(profile.id, many);
    expect(await tooMany.json()).toMatchObject({ message: summaryMessages.errors.tooManyEntries });
  });
});
