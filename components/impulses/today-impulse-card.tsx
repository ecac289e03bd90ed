"use client";

import { RefreshCw, Sparkles } from "lucide-react";
import { useEffect, useRef, useState } from "react";

import { prepareToasts, toast } from "@/components/app/toast";
import { ImpulseQuote } from "@/components/impulses/impulse-quote";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardFooter, CardHeader } from "@/components/ui/card";
import type { Impulse } from "@/content/impulses";
import { formatMessage } from "@/lib/format-message";
import { randomImpulse } from "@/lib/impulses/daily";
import { ENERGY_STATE_LABELS } from "@/lib/profile/options";
import { impulseMessages } from "@/messages/impulses";
import type { EnergyState } from "@/prisma/generated/client/enums";

const t = impulseMessages.today;

/** Spec §9: generating an impulse takes 1.5 s; toasts for these actions show for 2 s. */
export const NEW_IMPULSE_MS = 1_500;
const TOAST_MS = 2_000;

/** The impulse of the day with its context, and 'Neuer Impuls' for a different one of the state. */
export function TodayImpulseCard({ initial, state }: { initial: Impulse; state: EnergyState }) {
  const [impulse, setImpulse] = useState(initial);
  const [generating, setGenerating] = useState(false);
  const pending = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(pending.current), []);

  const next = () => {
    setGenerating(true);
    // The toast that follows in 1.5 s finds its Toaster loaded (it loads with the first toast).
    prepareToasts();
    pending.current = window.setTimeout(() => {
      setImpulse((current) => randomImpulse(`${Date.now()}-${Math.random()}`, state, current.id));
      setGenerating(false);
      toast.success(t.generated, { duration: TOAST_MS });
    }, NEW_IMPULSE_MS);
  };

  return (
    <Card role="region" aria-labelledby="heute-impuls-titel" data-impulse={impulse.id} className="gap-4">
      <CardHeader>
        <CardDescription id="heute-impuls-titel" className="flex items-center gap-2">
          <Sparkles className="size-4" aria-hidden="true" />
          {t.title}
        </CardDescription>
      </CardHeader>
      <CardContent className="space-y-4" aria-live="polite" aria-busy={generating}>
        <ImpulseQuote impulse={impulse} />
        <div className="flex flex-wrap gap-2">
          <Badge variant="secondary">{formatMessage(t.state, { state: ENERGY_STATE_LABELS[state] })}</Badge>
          <Badge variant="outline">
            {formatMessage(t.topic, { topic: impulseMessages.topics[impulse.topic] })}
          </Badge>
        </div>
      </CardContent>
      <CardFooter>
        <Button onClick={next} disabled={generating}>
          <RefreshCw className={generating ? "animate-spin" : undefined} aria-hidden="true" />
          {generating ? t.generating : t.newImpulse}
        </Button>
      </CardFooter>
    </Card>
  );
}
