// `npm run keys:rotate`: a new key-encryption key, and every user's data key re-wrapped under it
// (no data is re-encrypted). `-- --destroy-retired` then destroys every older key-encryption key at
// once instead of after BACKUP_RETENTION_DAYS: backups taken before can no longer be read.
import { destroyRetiredKeks, rotateKeys } from "@/server/crypto/rotation";
import { db } from "@/server/db";
import { describeStartupError } from "@/server/startup-errors";

try {
  const { version, rewrapped } = await rotateKeys();
  console.log(`Key-encryption key version ${version} is current; ${rewrapped} data key(s) re-wrapped.`);
  if (process.argv.includes("--destroy-retired")) {
    const destroyed = await destroyRetiredKeks(0);
    console.log(`Destroyed key-encryption key version(s): ${destroyed.join(", ") || "none"}.`);
  }
  await db().close();
} catch (error) {
  console.error(describeStartupError(error));
  process.exit(1);
}
