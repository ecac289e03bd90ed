import { ExerciseCard } from "@/components/exercises/exercise-card";
import { ExerciseIcon } from "@/components/exercises/exercise-icons";
import { exerciseCategories, exercises } from "@/content/exercises";

/** The 15 exercises in their 5 category sections (spec §2); a server component. */
export function ExerciseList() {
  return (
    <div className="space-y-10">
      {exerciseCategories.map((category) => {
        const headingId = `kategorie-${category.id}`;
        return (
          <section key={category.id} aria-labelledby={headingId} className="space-y-4">
            <div className="space-y-1">
              <h2 id={headingId} className="flex items-center gap-2 text-xl font-semibold">
                <ExerciseIcon name={category.icon} className="size-5 text-primary" aria-hidden="true" />
                {category.title}
              </h2>
              <p className="text-sm text-muted-foreground">{category.description}</p>
            </div>
            <div className="grid gap-4 sm:grid-cols-2">
              {exercises
                .filter((exercise) => exercise.category === category.id)
                .map((exercise) => (
                  <ExerciseCard key={exercise.id} exercise={exercise} />
                ))}
            </div>
          </section>
        );
      })}
    </div>
  );
}
