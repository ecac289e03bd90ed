import { toast } from "@/components/app/toast";

import { authMessages } from "@/messages/auth";

const t = authMessages.account;

/**
 * Downloads the account's data (GET /api/account/export) as a file. A refusal (too many downloads,
 * the server busy, signed out) is shown as a German toast with the server's own words, instead of
 * the browser navigating to a JSON answer.
 */
export async function downloadAccountData(): Promise<void> {
  const pending = toast.loading(t.exportTitle);
  try {
    const response = await fetch("/api/account/export", { credentials: "same-origin" });
    if (!response.ok) {
      const refusal = (await response.json().catch(() => null)) as {
        title?: string;
        message?: string;
      } | null;
      toast.error(refusal?.title ?? t.exportTitle, {
        id: pending,
        description: refusal?.message ?? t.exportFailed,
      });
      return;
    }
    const file = await response.blob();
    const name =
      /filename="([^"]+)"/.exec(response.headers.get("Content-Disposition") ?? "")?.[1] ?? t.exportFile;
    const url = URL.createObjectURL(file);
    const link = document.createElement("a");
    link.href = url;
    link.download = name;
    link.click();
    URL.revokeObjectURL(url);
    toast.dismiss(pending);
  } catch {
    toast.error(t.exportTitle, { id: pending, description: t.exportFailed });
  }
}
