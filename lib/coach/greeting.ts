import type { ProfileKind } from "@/lib/coach/types";

/** The first message of a new chat. */
export function greeting(name: string, profileType: ProfileKind): string {
  if (profileType === "animal") {
    return `Hallo, schön, dass du da bist. Heute geht es um ${name}. Erzähl mir, was dir gerade auffällt, im Verhalten, im Alltag oder in eurer Beziehung. Was beschäftigt dich?`;
  }
  return `Hallo ${name}, schön, dass du da bist. Ich höre dir zu und begleite dich, ohne zu urteilen. Was beschäftigt dich gerade, in deinem Körper, in deinen Gedanken oder in deinem Alltag?`;
}
