// `npm run db:seed`: a demo account with a human and an animal profile.
// Safe to run again: it resets the demo account's password and keeps its data.
import { HEALTH_CONSENT_VERSION } from "@/lib/consent";
import { DEMO_DOG, DEMO_PERSON } from "@/scripts/demo-profiles";
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
    for (const profile of [DEMO_PERSON, DEMO_DOG]) {
      await prisma.profile.create({ data: { userId: user.id, createdBy: user.id, ...profile } });
    }
  }
  console.log(
    `Demo account ready. Sign in at /app with\n  E-Mail:   ${DEMO_EMAIL}\n  Passwort: ${DEMO_PASSWORD}`,
  );
  await database.close();
} catch (error) {
  console.error(describeStartupError(error));
  process.exit(1);
}
