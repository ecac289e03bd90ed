"use client";

import { useState } from "react";
import { toast } from "@/components/app/toast";

import { EnergyScale } from "@/components/check-in/energy-scale";
import { StateChips } from "@/components/check-in/state-chips";
import { Button } from "@/components/ui/button";
import { checkInMessages } from "@/messages/check-in";
import { actionMessages } from "@/messages/common";
import type { EnergyState } from "@/prisma/generated/client/enums";
import { saveCheckIn, type TodayCheckIn } from "@/server/actions/check-ins";

const t = checkInMessages.card;

/** State chips and energy 1–5; saving replaces today's entry if there is one. */
export function CheckInForm({
  profileId,
  initial,
  onSaved,
  onCancel,
  labels = { state: t.state, energy: t.energy },
}: {
  profileId: string;
  /** For an animal profile: 'Zustand von Bello', 'Energie von Bello'. */
  labels?: { state: string; energy: string };
  initial: TodayCheckIn | null;
  onSaved: (saved: TodayCheckIn) => void;
  onCancel?: () => void;
}) {
  const [state, setState] = useState<EnergyState | null>(initial?.state ?? null);
  const [energy, setEnergy] = useState<number | null>(initial?.energy ?? null);
  const [saving, setSaving] = useState(false);

  const save = async () => {
    if (state === null || energy === null) return;
    setSaving(true);
    try {
      const result = await saveCheckIn({ profileId, state, energy });
      if (!result.ok) {
        toast.error(result.title, { description: result.message });
        return;
      }
      toast.success(initial ? checkInMessages.toasts.updated : checkInMessages.toasts.saved, {
        description: checkInMessages.toasts.savedText,
      });
      onSaved(result.data);
    } catch {
      toast.error(actionMessages.unexpectedTitle, { description: actionMessages.unexpected });
    } finally {
      setSaving(false);
    }
  };

  return (
    <form
      className="space-y-5"
      onSubmit={(event) => {
        event.preventDefault();
        void save();
      }}
    >
      <StateChips legend={labels.state} value={state} onChange={setState} />
      <EnergyScale name="check-in-energie" legend={labels.energy} value={energy} onChange={setEnergy} />
      <div className="flex flex-wrap gap-2">
        <Button type="submit" disabled={state === null || energy === null || saving}>
          {saving ? t.saving : t.save}
        </Button>
        {onCancel ? (
          <Button type="button" variant="ghost" onClick={onCancel}>
            {t.cancel}
          </Button>
        ) : null}
      </div>
    </form>
  );
}
