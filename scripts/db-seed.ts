// `npm run db:seed`: a demo account with a human and an animal profile.
// Safe to run again: it resets the demo account's password and keeps its data.
import { HEALTH_CONSENT_VERSION } from "@/lib/consent";
import { db } from "@/server/db";
import { hashPassword } from "@/server/auth/password";
import { describeStartupError } from "@/server/startup-errors";
import { migrate, readMigrations } from "@/server/migrate";

const DEMO_EMAIL = "demo@resonanz.app";
const DEMO_PASSWORD = "Resonanz-Demo-2026";

try {
  const database = db();
  if (database.kind === "pglite") await migrate(database.sql, await readMigrations());
  const { prisma } = database;
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  const consent = { healthConsentAt: new Date(), healthConsentVersion: HEALTH_CONSENT_VERSION };
  const user = await prisma.user.upsert({
    where: { email: DEMO_EMAIL },
    // The demo account has given the consent to health data the wizard asks for (GDPR Art. 9).
    update: { passwordHash, emailVerifiedAt: new Date(), ...consent },
    create: { email: DEMO_EMAIL, passwordHash, name: "Demo", emailVerifiedAt: new Date(), ...consent },
  });
  if ((await prisma.profile.count({ where: { userId: user.id } })) === 0) {
    await prisma.profile.create({
      data: {
        userId: user.id,
        createdBy: user.id,
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
        currentSymptoms: ["Nackenschmerzen", "Schlafstörungen"],
        stressLevel: 7,
        completionPercentage: 100,
        isActive: true,
      },
    });
    await prisma.profile.create({
      data: {
        userId: user.id,
        createdBy: user.id,
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
        behaviorPatterns: ["Pfotenlecken", "Unruhe"],
        completionPercentage: 100,
      },
    });
  }
  console.log(
    `Demo account ready. Sign in at /app with\n  E-Mail:   ${DEMO_EMAIL}\n  Passwort: ${DEMO_PASSWORD}`,
  );
  await database.close();
} catch (error) {
  console.error(describeStartupError(error));
  process.exit(1);
}
