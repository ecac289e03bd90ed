import { authMessages } from "@/messages/auth";
import { actionMessages } from "@/messages/common";
import { exportAccountData } from "@/server/account/export";
import { currentUser } from "@/server/auth/session";
import { failure, handled } from "@/server/http/responses";
import { currentSessionKey } from "@/server/journal-lock/session-key";

export const dynamic = "force-dynamic";

/** GDPR access and portability: everything the user created, streamed as NDJSON (one record a line). */
export const GET = handled("GET /api/account/export", async (): Promise<Response> => {
  const user = await currentUser();
  if (!user) return failure("unauthorized", actionMessages.unauthorizedTitle, actionMessages.unauthorized);
  const body = await exportAccountData(user.id, await currentSessionKey());
  const day = new Date().toISOString().slice(0, 10);
  return new Response(body, {
    headers: {
      "Content-Type": "application/x-ndjson; charset=utf-8",
      "Content-Disposition": `attachment; filename="${authMessages.account.exportFile}-${day}.ndjson"`,
      "Cache-Control": "no-store",
      "X-Content-Type-Options": "nosniff",
    },
  });
});
