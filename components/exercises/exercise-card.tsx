import { Clock, Play } from "lucide-react";
import Link from "next/link";

import { moduleHref } from "@/components/dashboard/modules";
import { ExerciseIcon } from "@/components/exercises/exercise-icons";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from "@/components/ui/card";
import type { Exercise } from "@/content/exercises";
import { formatMessage } from "@/lib/format-message";
import { exerciseMessages } from "@/messages/exercises";

const t = exerciseMessages.card;

/**
 * One exercise: title, description, duration, difficulty, formats, icon and 'Starten', a link to
 * its player (`?uebung=<id>`). Rendered on the server: the catalogue never reaches the browser.
 */
export function ExerciseCard({ exercise }: { exercise: Exercise }) {
  return (
    <Card data-exercise={exercise.id} className="gap-3">
      <CardHeader className="flex flex-row items-start gap-3">
        <span className="flex size-10 shrink-0 items-center justify-center rounded-full bg-accent text-accent-foreground">
          <ExerciseIcon name={exercise.icon} className="size-5" aria-hidden="true" />
        </span>
        <div className="space-y-1">
          <CardTitle>
            <h3 className="text-lg">{exercise.title}</h3>
          </CardTitle>
          <CardDescription>{exercise.description}</CardDescription>
        </div>
      </CardHeader>
      <CardContent className="flex flex-wrap gap-2">
        <Badge variant="secondary">
          <Clock aria-hidden="true" />
          {formatMessage(t.minutes, { minutes: exercise.durationMinutes })}
        </Badge>
        <Badge variant="outline">{exercise.difficulty}</Badge>
        {exercise.formats.map((format) => (
          <Badge key={format} variant="outline">
            {format}
          </Badge>
        ))}
      </CardContent>
      <CardFooter className="mt-auto">
        <Button asChild>
          {/* Not prefetched: fifteen prefetches of the player's route kept the list's start busy. */}
          <Link
            href={moduleHref("exercises", { uebung: exercise.id })}
            prefetch={false}
            aria-label={formatMessage(t.startLabel, { title: exercise.title })}
          >
            <Play aria-hidden="true" />
            {t.start}
          </Link>
        </Button>
      </CardFooter>
    </Card>
  );
}
