"use client";

import { Smartphone } from "lucide-react";
import { useEffect, useState, useSyncExternalStore } from "react";
import { toast } from "@/components/app/toast";

import { currentPushSubscription } from "@/components/pwa/this-device";
import { Label } from "@/components/ui/label";
import { Switch } from "@/components/ui/switch";
import { base64UrlToBytes } from "@/lib/pwa/push-payload";
import { pwaMessages } from "@/messages/pwa";
import { subscribePush, unsubscribePush } from "@/server/actions/push";

const t = pwaMessages.push;

type Support = "checking" | "unsupported" | "supported";
type Hint = "denied" | "dismissed" | null;

/** How long to wait for the service worker before calling the device unsupported. */
const WORKER_WAIT_MS = 10_000;

const support = (): Support =>
  "serviceWorker" in navigator && "PushManager" in window && "Notification" in window
    ? "supported"
    : "unsupported";
const unchanging = () => () => undefined;

/** Whether this browser can receive pushes; "checking" on the server and while hydrating. */
function usePushSupport(): Support {
  return useSyncExternalStore(unchanging, support, () => "checking");
}

async function activeRegistration(): Promise<ServiceWorkerRegistration> {
  const registration = await Promise.race([
    navigator.serviceWorker.ready,
    new Promise<null>((resolve) => setTimeout(() => resolve(null), WORKER_WAIT_MS)),
  ]);
  if (!registration) throw new Error("no service worker");
  return registration;
}

/** Subscribes this browser with the server's key; an old subscription under another key goes first. */
async function subscribeThisDevice(publicKey: string): Promise<PushSubscription> {
  const registration = await activeRegistration();
  const key = base64UrlToBytes(publicKey);
  const existing = await registration.pushManager.getSubscription();
  const existingKey = existing?.options.applicationServerKey;
  const sameKey =
    existingKey !== null &&
    existingKey !== undefined &&
    new Uint8Array(existingKey).every((byte, index) => byte === key[index]);
  if (existing && sameKey) return existing;
  await existing?.unsubscribe();
  return registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: key });
}

/**
 * 'Tägliche Erinnerung aufs Handy': the 8:00 impulse as a notification on this device. On means this
 * browser holds a push subscription the server knows; denied notifications leave it off with a
 * calm hint on how to allow them.
 */
export function PushReminderSwitch({ publicKey }: { publicKey: string }) {
  const support = usePushSupport();
  const [enabled, setEnabled] = useState(false);
  const [hint, setHint] = useState<Hint>(null);
  const [saving, setSaving] = useState(false);

  useEffect(() => {
    if (support !== "supported") return;
    let cancelled = false;
    void (async () => {
      const subscription = await currentPushSubscription().catch(() => null);
      if (cancelled) return;
      if (Notification.permission === "denied") setHint("denied");
      if (!subscription || Notification.permission !== "granted") return;
      // The server learns of it again, in case it was removed there (a 410 from an old endpoint).
      const result = await subscribePush(subscription.toJSON()).catch(() => null);
      if (!cancelled) setEnabled(result?.ok === true);
    })();
    return () => {
      cancelled = true;
    };
  }, [support]);

  const turnOn = async () => {
    const permission = await Notification.requestPermission();
    if (permission !== "granted") {
      setHint(permission === "denied" ? "denied" : "dismissed");
      return false;
    }
    setHint(null);
    const subscription = await subscribeThisDevice(publicKey);
    const result = await subscribePush(subscription.toJSON());
    if (!result.ok) {
      await subscription.unsubscribe().catch(() => undefined);
      toast.error(result.title, { description: result.message });
      return false;
    }
    toast.success(t.enabled, { description: t.enabledText });
    return true;
  };

  const turnOff = async () => {
    const subscription = await currentPushSubscription();
    if (subscription) {
      const result = await unsubscribePush({ endpoint: subscription.endpoint });
      if (!result.ok) {
        toast.error(result.title, { description: result.message });
        return true;
      }
      await subscription.unsubscribe();
    }
    toast.success(t.disabled, { description: t.disabledText });
    return false;
  };

  const change = async (next: boolean) => {
    setSaving(true);
    setEnabled(next);
    try {
      setEnabled(next ? await turnOn() : await turnOff());
    } catch {
      setEnabled(!next);
      toast.error(t.failed, { description: t.failedText });
    } finally {
      setSaving(false);
    }
  };

  if (support === "checking") return null;
  if (support === "unsupported") return <p className="text-xs text-muted-foreground">{t.unsupported}</p>;
  return (
    <div className="space-y-2 border-t pt-3">
      <div className="flex items-center gap-3">
        <Switch
          id="push-erinnerung"
          checked={enabled}
          disabled={saving || hint === "denied"}
          aria-describedby="push-erinnerung-hinweis"
          onCheckedChange={(next) => void change(next)}
        />
        <Label htmlFor="push-erinnerung" className="flex items-center gap-1.5">
          <Smartphone className="size-4" aria-hidden="true" />
          {t.switchLabel}
        </Label>
        <span className="text-sm text-muted-foreground" aria-hidden="true">
          {enabled ? t.on : t.off}
        </span>
      </div>
      <p id="push-erinnerung-hinweis" className="text-xs text-muted-foreground">
        {t.description}
      </p>
      {hint ? (
        <p role="status" className="rounded-md border border-border bg-muted p-2 text-xs">
          {hint === "denied" ? t.denied : t.dismissed}
        </p>
      ) : null}
    </div>
  );
}
