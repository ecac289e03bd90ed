import { Readable } from "node:stream";

import { summaryRequestSchema } from "@/lib/validations/summary";
import { actionMessages } from "@/messages/common";
import { profileMessages } from "@/messages/profiles";
import { summaryMessages } from "@/messages/summary";
import { currentUser } from "@/server/auth/session";
import { failure, handled } from "@/server/http/responses";
import { currentSessionKey } from "@/server/journal-lock/session-key";
import { loadSummary } from "@/server/summary/load-summary";
import { renderSummaryPdf } from "@/server/summary/summary-pdf";

export const dynamic = "force-dynamic";

type Context = { params: Promise<{ profileId: string }> };

/** "Resonanz-Zusammenfassung-Bruno-2026-11-25.pdf", with an ASCII fallback for old clients. */
function disposition(name: string, now: Date): string {
  const file = `${summaryMessages.pdf.fileName}-${name}-${now.toISOString().slice(0, 10)}.pdf`;
  const ascii = file.normalize("NFKD").replace(/[^\w.-]+/g, "_");
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(file)}`;
}

/**
 * GET /api/profiles/{profileId}/summary?eintrag={id}…: the profile's summary for a doctor,
 * therapist or vet as an A4 PDF, generated for this request and never cached or stored.
 */
export const GET = handled(
  "GET /api/profiles/[profileId]/summary",
  async (request: Request, { params }: Context) => {
    const user = await currentUser();
    if (!user) return failure("unauthorized", actionMessages.unauthorizedTitle, actionMessages.unauthorized);
    const input = summaryRequestSchema.safeParse({
      profileId: (await params).profileId,
      entryIds: new URL(request.url).searchParams.getAll("eintrag"),
    });
    if (!input.success) {
      if (input.error.issues.some((issue) => issue.path[0] === "profileId")) {
        return failure("not_found", profileMessages.errors.staleTitle, profileMessages.errors.notFound);
      }
      const message = input.error.issues[0]?.message ?? summaryMessages.errors.badEntry;
      return failure("validation", summaryMessages.errors.title, message);
    }
    const now = new Date();
    const { profileId, entryIds } = input.data;
    const content = await loadSummary(user.id, profileId, entryIds, now, await currentSessionKey());
    const pdf = renderSummaryPdf(content);
    return new Response(Readable.toWeb(pdf) as ReadableStream<Uint8Array>, {
      headers: {
        "Content-Type": "application/pdf",
        "Content-Disposition": disposition(content.name, now),
        "Cache-Control": "no-store",
      },
    });
  },
);
