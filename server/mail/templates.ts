import "server-only";

import { siteConfig } from "@/config/site";
import { mailMessages } from "@/messages/mail";
import type { Mail } from "@/server/mail/send";

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

interface LinkCopy {
  subject: string;
  lines: readonly string[];
  button: string;
  after: string;
}

/** A second link below the first, with a line that introduces it. */
interface SecondLink {
  intro: string;
  button: string;
  link: string;
}

/** A short German mail with one link (or two), as plain text and as simple HTML. */
function linkMail(to: string, copy: LinkCopy, link: string, second?: SecondLink): Mail {
  const { greeting, signature, footer } = mailMessages;
  const text = [
    greeting,
    "",
    ...copy.lines,
    "",
    link,
    "",
    ...(second ? [second.intro, "", second.link, ""] : []),
    copy.after,
    "",
    ...signature,
    "",
    "—",
    footer,
  ].join("\n");
  const paragraph = (line: string) => `<p style="margin:0 0 16px">${escapeHtml(line)}</p>`;
  const button = (label: string, href: string) =>
    `<p style="margin:24px 0"><a href="${escapeHtml(href)}" style="background:#2f6f62;color:#fff;padding:12px 20px;border-radius:10px;text-decoration:none;display:inline-block">${escapeHtml(label)}</a></p>
<p style="margin:0 0 16px;font-size:14px;color:#56606e">${escapeHtml(href)}</p>`;
  const html = `<!doctype html><html lang="de"><body style="font-family:system-ui,sans-serif;color:#24303f;line-height:1.5;max-width:560px;margin:0 auto;padding:24px">
<p style="font-size:20px;margin:0 0 24px;color:#2f6f62">${escapeHtml(siteConfig.name)}</p>
${paragraph(greeting)}${copy.lines.map(paragraph).join("")}
${button(copy.button, link)}
${second ? `${paragraph(second.intro)}${button(second.button, second.link)}` : ""}
${paragraph(copy.after)}<p style="margin:0">${signature.map(escapeHtml).join("<br>")}</p>
<hr style="border:none;border-top:1px solid #e4e1d8;margin:24px 0"><p style="font-size:12px;color:#56606e">${escapeHtml(footer)}</p>
</body></html>`;
  return { to, subject: copy.subject, text, html };
}

export const verificationMail = (to: string, link: string): Mail => linkMail(to, mailMessages.verify, link);
export const passwordResetMail = (to: string, link: string): Mail => linkMail(to, mailMessages.reset, link);

/** To the owner of an address someone signed up with: sign in, or reset the password. */
export function accountExistsMail(to: string, signInLink: string, resetLink: string): Mail {
  const copy = mailMessages.accountExists;
  return linkMail(to, copy, signInLink, {
    intro: copy.resetIntro,
    button: copy.resetButton,
    link: resetLink,
  });
}
