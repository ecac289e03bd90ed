// What the benches that start the production server share: a free port, waiting until it
// answers, and the environment `next start` needs to run on its own database.
import { createServer } from "node:net";

import { prepareDatabase } from "./web-app.mjs";

export function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.on("error", reject);
    server.listen(0, () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

export async function waitFor(url, timeoutMs) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
  throw new Error(`${url} did not answer within ${timeoutMs / 1000} s`);
}

/** `next start` in production on its own database `database`, without the job worker. */
export function productionEnv({ distDir, database, origin }) {
  return {
    ...process.env,
    NODE_ENV: "production",
    NEXT_DIST_DIR: distDir,
    NEXT_TELEMETRY_DISABLED: "1",
    DATABASE_URL: prepareDatabase(
      process.env.DATABASE_URL || "postgresql://postgres@127.0.0.1:5432/test",
      database,
    ),
    NEXTAUTH_SECRET: process.env.NEXTAUTH_SECRET || `${database}-secret-${database}-secret`.slice(0, 64),
    DATA_ENCRYPTION_KEY: process.env.DATA_ENCRYPTION_KEY || "YmVuY2gtd2ViLWRhdGEta2V5LWJlbmNoLXdlYi1kYXQ=",
    NEXTAUTH_URL: origin,
    SITE_URL: origin,
    JOB_WORKER: "off",
    // Required in production; with the job worker off no mail is ever sent.
    SMTP_URL: "smtp://127.0.0.1:2525",
  };
}
