"use client";

import { Lock, LockOpen } from "lucide-react";
import dynamic from "next/dynamic";
import { useState } from "react";

import { type JournalLockValue } from "@/components/journal/journal-lock-context";
import { Button } from "@/components/ui/button";
import { journalLockMessages } from "@/messages/journal-lock";
import { lockJournal } from "@/server/actions/journal-lock";

const t = journalLockMessages.menu;

type Open = "set" | "change" | "remove" | null;

// The PIN dialogs (their forms with zod and react-hook-form) load when one first opens.
// next/dynamic, as for the lock screen in journal-module.tsx, which already brings it to this screen:
// with lazyComponent the menu's first opening, under the browser test's installed clock, sometimes
// never showed the menu.
const dialogs = () => import("@/components/journal/journal-lock-dialogs");
const SetPinDialog = dynamic(() => dialogs().then((m) => m.SetPinDialog));
const ChangePinDialog = dynamic(() => dialogs().then((m) => m.ChangePinDialog));
const RemoveLockDialog = dynamic(() => dialogs().then((m) => m.RemoveLockDialog));
function SettingsButton(props: React.ComponentProps<typeof Button>) {
  return (
    <Button variant="outline" {...props}>
      <LockOpen aria-hidden="true" />
      {t.settings}
    </Button>
  );
}

// The open lock's menu (Radix dropdown) loads when it is first wanted, and opens when it is there.
const loadSettings = () => import("@/components/journal/journal-lock-settings");
const JournalLockSettings = dynamic(() => loadSettings().then((m) => m.JournalLockSettings), {
  loading: () => <SettingsButton aria-busy />,
});

/**
 * The journal's lock in the module's header: 'Tagebuch sperren' without a PIN; with one, while it is
 * open, 'Jetzt sperren', 'PIN ändern' and 'Sperre aufheben'. Locked, the PIN screen says the rest.
 */
export function JournalLockMenu({ lock }: { lock: JournalLockValue }) {
  const [dialog, setDialog] = useState<Open>(null);
  const [menu, setMenu] = useState<{ wanted: boolean; open: boolean }>({ wanted: false, open: false });
  const close = (open: boolean) => {
    if (!open) setDialog(null);
  };
  const { view } = lock;
  const lockNow = async () => {
    lock.relock();
    const result = await lockJournal({ profileId: lock.profileId }).catch(() => null);
    if (result?.ok) lock.update(result.data);
  };

  if (!view.enabled) {
    return (
      <>
        <Button variant="outline" onClick={() => setDialog("set")}>
          <Lock aria-hidden="true" />
          {t.lock}
        </Button>
        {dialog === "set" ? <SetPinDialog lock={lock} open onOpenChange={close} /> : null}
      </>
    );
  }
  if (!view.openUntil || view.openForMs === null) return null;
  return (
    <>
      {menu.wanted ? (
        <JournalLockSettings
          openUntil={view.openUntil}
          open={menu.open}
          onOpenChange={(open) => setMenu({ wanted: true, open })}
          onLockNow={() => void lockNow()}
          onOpen={setDialog}
        />
      ) : (
        <SettingsButton
          aria-haspopup="menu"
          onPointerEnter={() => void loadSettings()}
          onFocus={() => void loadSettings()}
          onClick={() => setMenu({ wanted: true, open: true })}
        />
      )}
      {dialog === "change" ? <ChangePinDialog lock={lock} open onOpenChange={close} /> : null}
      {dialog === "remove" ? <RemoveLockDialog lock={lock} open onOpenChange={close} /> : null}
    </>
  );
}
