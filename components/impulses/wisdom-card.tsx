import { BookOpen } from "lucide-react";

import { ImpulseQuote } from "@/components/impulses/impulse-quote";
import { Card, CardContent, CardDescription, CardHeader } from "@/components/ui/card";
import type { Impulse } from "@/content/impulses";
import { impulseMessages } from "@/messages/impulses";

/** The wisdom of the day: one quote, the same for everyone on a day. */
export function WisdomCard({ impulse }: { impulse: Impulse }) {
  return (
    <Card role="region" aria-labelledby="weisheit-titel" data-wisdom={impulse.id} className="gap-4">
      <CardHeader>
        <CardDescription id="weisheit-titel" className="flex items-center gap-2">
          <BookOpen className="size-4" aria-hidden="true" />
          {impulseMessages.wisdom.title}
        </CardDescription>
      </CardHeader>
      <CardContent>
        <ImpulseQuote impulse={impulse} withContext={false} size="md" />
      </CardContent>
    </Card>
  );
}
