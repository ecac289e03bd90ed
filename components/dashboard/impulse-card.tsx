import { ArrowRight, Sparkles } from "lucide-react";
import Link from "next/link";

import { MODULE_PATHS } from "@/components/dashboard/modules";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardFooter, CardHeader } from "@/components/ui/card";
import { formatMessage } from "@/lib/format-message";
import { dashboardHomeMessages } from "@/messages/dashboard-home";

const t = dashboardHomeMessages.impulseCard;

/** The impulse of the day as the server chose it for this user, date and energy state. */
export interface DailyImpulse {
  id: string;
  text: string;
  author: string | null;
  context: string;
}

export function ImpulseCard({ impulse }: { impulse: DailyImpulse }) {
  return (
    <Card aria-labelledby="impuls-titel" data-impulse={impulse.id} className="gap-4">
      <CardHeader>
        <CardDescription id="impuls-titel" className="flex items-center gap-2">
          <Sparkles className="size-4" aria-hidden="true" />
          {t.title}
        </CardDescription>
      </CardHeader>
      <CardContent className="space-y-3">
        <figure className="space-y-1">
          <blockquote className="font-display text-lg leading-snug text-balance">{impulse.text}</blockquote>
          {impulse.author ? (
            <figcaption className="text-sm text-muted-foreground">
              {formatMessage(t.author, { author: impulse.author })}
            </figcaption>
          ) : null}
        </figure>
        <p className="text-sm text-muted-foreground">{impulse.context}</p>
      </CardContent>
      <CardFooter className="mt-auto">
        <Button variant="outline" size="sm" asChild>
          <Link href={MODULE_PATHS.impulse}>
            {t.more}
            <ArrowRight aria-hidden="true" />
          </Link>
        </Button>
      </CardFooter>
    </Card>
  );
}
