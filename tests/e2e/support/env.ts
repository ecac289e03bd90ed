import path from "node:path";

/** Where scripts/e2e-server.mjs keeps this run's data, mails included. */
export const e2ePort = process.env.E2E_PORT ?? "3100";
export const e2eDataDir = path.resolve(`.data/e2e-${e2ePort}`);
export const e2eInbox = path.join(e2eDataDir, "smtp-inbox");
/** The server's DATA_ENCRYPTION_KEY, the same constant as in scripts/e2e-server.mjs. */
export const e2eDataKey =
  process.env.E2E_DATA_ENCRYPTION_KEY ?? "ZTJlLWRhdGEta2V5LWUyZS1kYXRhLWtleS1lMmUtZGE=";

export function e2eDatabaseUrl(): string {
  const base = process.env.DATABASE_URL;
  if (!base) throw new Error("DATABASE_URL is required for browser tests");
  const url = new URL(base);
  url.pathname = `/${process.env.E2E_DATABASE ?? "resonanz_e2e"}`;
  return url.toString();
}
