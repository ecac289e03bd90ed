import "server-only";

import { MODULE_PATHS } from "@/components/dashboard/modules";
import type { Impulse } from "@/content/impulses";
import { formatMessage } from "@/lib/format-message";
import { impulseOfTheDay } from "@/lib/impulses/daily";
import { impulseNotificationBody, type PushReminderPayload } from "@/lib/pwa/push-payload";
import { reminderMessages } from "@/messages/reminder";
import { activeState } from "@/server/reminders/reminder-mail";

const t = reminderMessages.mail;

/** The 8:00 notification: the e-mail's subject, and its impulse with author and context. */
export function reminderPushPayload(impulse: Impulse, day: string): PushReminderPayload {
  return {
    title: t.subject,
    body: impulseNotificationBody(impulse, (author) => formatMessage(t.author, { author })),
    url: MODULE_PATHS.impulse,
    tag: `impuls-${day}`,
  };
}

/** The user's impulse of `day`, chosen exactly as for the e-mail and the dashboard. */
export async function reminderPushFor(userId: string, day: string): Promise<PushReminderPayload> {
  return reminderPushPayload(impulseOfTheDay(userId, day, await activeState(userId)), day);
}
