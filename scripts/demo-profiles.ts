// The demo account's two profiles (npm run db:seed). Their choices are the wizard's own option
// values, so the demo profiles can be opened in the wizard and saved again
// (tests/unit/demo-profiles.test.ts).
import type { Prisma } from "@/prisma/generated/client/client";

type DemoProfile = Omit<Prisma.ProfileUncheckedCreateInput, "userId" | "createdBy">;

export const DEMO_PERSON = {
  profileType: "human",
  name: "Mara",
  gender: "weiblich",
  birthDate: new Date("1988-04-12"),
  age: 38,
  heightCm: 168,
  weightKg: 61,
  bodyType: "schlank",
  lifeSituation: "Ich lebe mit meinem Partner und unserem Hund in Graz am Stadtrand.",
  relationshipStatus: "beziehung",
  professionalSituation: "Ich arbeite Vollzeit als Projektleiterin und habe oft lange Tage.",
  financialSituation: "stabil",
  exerciseRoutine: "Ich gehe zweimal pro Woche laufen und mache Yoga am Sonntag.",
  currentHealthIssues: "Verspannungen im Nacken und Schultern, vor allem nach langen Bürotagen.",
  recentAccidents: "Keine Unfälle in den letzten Jahren, nur ein verstauchter Knöchel.",
  emotionalConcerns: "Ich fühle mich oft gehetzt und finde abends schwer zur Ruhe.",
  currentSymptoms: ["nackenverspannung", "schlafstoerungen"],
  stressLevel: 7,
  completionPercentage: 100,
  isActive: true,
} satisfies DemoProfile;

export const DEMO_DOG = {
  profileType: "animal",
  name: "Bello",
  gender: "männlich",
  animalType: "hund",
  age: 5,
  weightKg: 24,
  breed: "Labrador-Mischling",
  housingType: "haus_garten",
  generalBehavior: "Freundlich und verspielt, aber bei fremden Hunden schnell nervös.",
  recentHealthIssues: "Leckt sich seit einigen Wochen häufig die Pfoten.",
  environmentChanges: "Wir sind vor drei Monaten in ein neues Haus umgezogen.",
  relationshipDescription: "Er folgt mir überallhin und schläft am liebsten neben dem Bett.",
  exerciseLevel: "ja",
  behaviorPatterns: ["pfotenlecken", "unruhig"],
  completionPercentage: 100,
} satisfies DemoProfile;
