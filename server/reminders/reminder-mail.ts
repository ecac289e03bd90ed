import "server-only";

import { siteConfig } from "@/config/site";
import type { Impulse } from "@/content/impulses";
import { siteUrl } from "@/env";
import { resolveEnergyState } from "@/lib/analysis/energy-state";
import { formatMessage } from "@/lib/format-message";
import { impulseOfTheDay } from "@/lib/impulses/daily";
import { mailMessages } from "@/messages/mail";
import { reminderMessages } from "@/messages/reminder";
import type { EnergyState } from "@/prisma/generated/client/enums";
import { prisma } from "@/server/db";
import type { Mail } from "@/server/mail/send";
import { unsubscribeUrl } from "@/server/reminders/unsubscribe-token";

const t = reminderMessages.mail;

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/** The 8:00 mail: the user's impulse of the day, a link into the app and the unsubscribe link. */
export function reminderMail(to: string, impulse: Impulse, unsubscribeLink: string): Mail {
  const { greeting, signature, footer } = mailMessages;
  const appLink = `${siteUrl()}/app?modul=impulse`;
  const author = impulse.author ? formatMessage(t.author, { author: impulse.author }) : null;
  const text = [
    greeting,
    "",
    t.intro,
    "",
    `„${impulse.text}“`,
    ...(author ? [author] : []),
    "",
    impulse.context,
    "",
    `${t.button}: ${appLink}`,
    "",
    ...signature,
    "",
    "—",
    t.why,
    `${t.unsubscribe} ${unsubscribeLink}`,
    footer,
  ].join("\n");
  const paragraph = (line: string) => `<p style="margin:0 0 16px">${escapeHtml(line)}</p>`;
  const small = (html: string) => `<p style="font-size:12px;color:#56606e;margin:0 0 8px">${html}</p>`;
  const html = `<!doctype html><html lang="de"><body style="font-family:system-ui,sans-serif;color:#24303f;line-height:1.5;max-width:560px;margin:0 auto;padding:24px">
<p style="font-size:20px;margin:0 0 24px;color:#2f6f62">${escapeHtml(siteConfig.name)}</p>
${paragraph(greeting)}${paragraph(t.intro)}
<blockquote style="margin:0 0 16px;padding:12px 16px;border-left:4px solid #2f6f62;background:#f8f6ef;font-size:18px;font-family:Georgia,serif">${escapeHtml(impulse.text)}${
    author
      ? `<br><span style="font-size:14px;color:#56606e;font-family:system-ui,sans-serif">${escapeHtml(author)}</span>`
      : ""
  }</blockquote>
${paragraph(impulse.context)}
<p style="margin:24px 0"><a href="${escapeHtml(appLink)}" style="background:#2f6f62;color:#fff;padding:12px 20px;border-radius:10px;text-decoration:none;display:inline-block">${escapeHtml(t.button)}</a></p>
<p style="margin:0">${signature.map(escapeHtml).join("<br>")}</p>
<hr style="border:none;border-top:1px solid #e4e1d8;margin:24px 0">
${small(escapeHtml(t.why))}${small(`${escapeHtml(t.unsubscribe)} <a href="${escapeHtml(unsubscribeLink)}" style="color:#2f6f62">${escapeHtml(t.unsubscribeButton)}</a>`)}${small(escapeHtml(footer))}
</body></html>`;
  return { to, subject: t.subject, text, html };
}

/** The state behind the user's impulse of the day, as on the dashboard: the active profile's. */
export async function activeState(userId: string): Promise<EnergyState> {
  const profile = await prisma().profile.findFirst({
    where: { userId, isActive: true },
    select: { analyses: { orderBy: { createdAt: "desc" }, take: 1, select: { overallState: true } } },
  });
  return resolveEnergyState(profile?.analyses[0]?.overallState);
}

/** The reminder of `day` for the user, written when it is sent; null once they turned it off. */
export async function reminderMailFor(userId: string, to: string, day: string): Promise<Mail | null> {
  const user = await prisma().user.findUnique({
    where: { id: userId },
    select: { impulseReminderEnabled: true },
  });
  if (!user?.impulseReminderEnabled) return null;
  const impulse = impulseOfTheDay(userId, day, await activeState(userId));
  return reminderMail(to, impulse, unsubscribeUrl(userId));
}
