"use client";

import { BellRing } from "lucide-react";
import { useState } from "react";
import { toast } from "@/components/app/toast";

import { PushReminderSwitch } from "@/components/impulses/push-reminder-switch";
import { Card, CardContent, CardDescription, CardHeader } from "@/components/ui/card";
import { Label } from "@/components/ui/label";
import { Switch } from "@/components/ui/switch";
import { formatMessage } from "@/lib/format-message";
import { actionMessages } from "@/messages/common";
import { reminderMessages } from "@/messages/reminder";
import { setImpulseReminder } from "@/server/actions/impulses";

const t = reminderMessages.card;

/**
 * The opt-in for the daily 8:00 impulse mail, saved on the account, and next to it the push on this
 * device (issue 15), shown when the server has VAPID keys.
 */
export function ReminderCard({
  email,
  initialEnabled,
  emailVerified,
  pushPublicKey,
}: {
  email: string;
  initialEnabled: boolean;
  emailVerified: boolean;
  pushPublicKey: string | null;
}) {
  const [enabled, setEnabled] = useState(initialEnabled);
  const [saving, setSaving] = useState(false);

  const change = async (next: boolean) => {
    setEnabled(next);
    setSaving(true);
    try {
      const result = await setImpulseReminder({ enabled: next });
      if (!result.ok) {
        setEnabled(!next);
        toast.error(result.title, { description: result.message });
        return;
      }
      setEnabled(result.data.enabled);
      toast.success(next ? t.enabled : t.disabled, { description: next ? t.enabledText : t.disabledText });
    } catch {
      setEnabled(!next);
      toast.error(actionMessages.unexpectedTitle, { description: actionMessages.unexpected });
    } finally {
      setSaving(false);
    }
  };

  return (
    <Card role="region" aria-labelledby="erinnerung-titel" className="gap-4">
      <CardHeader>
        <CardDescription id="erinnerung-titel" className="flex items-center gap-2">
          <BellRing className="size-4" aria-hidden="true" />
          {t.title}
        </CardDescription>
        <p className="text-sm">{t.description}</p>
      </CardHeader>
      <CardContent className="space-y-3">
        <div className="flex items-center gap-3">
          <Switch
            id="impuls-erinnerung"
            checked={enabled}
            disabled={saving}
            onCheckedChange={(next) => void change(next)}
          />
          <Label htmlFor="impuls-erinnerung">{t.switchLabel}</Label>
          <span className="text-sm text-muted-foreground" aria-hidden="true">
            {enabled ? t.on : t.off}
          </span>
        </div>
        <p className="text-xs break-words text-muted-foreground">{formatMessage(t.note, { email })}</p>
        {enabled && !emailVerified ? (
          <p className="rounded-md border border-warning/50 bg-warning/10 p-2 text-xs">{t.unverified}</p>
        ) : null}
        {pushPublicKey ? <PushReminderSwitch publicKey={pushPublicKey} /> : null}
      </CardContent>
    </Card>
  );
}
