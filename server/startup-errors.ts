import { EnvError } from "@/env";
import { MigrationError } from "@/server/migrate";

/**
 * One line for an operator: configuration, migration and connection problems
 * are explained in German and English; anything else keeps its message.
 */
export function describeStartupError(error: unknown): string {
  if (error instanceof EnvError || error instanceof MigrationError) return error.message;
  const code = (error as { code?: string } | undefined)?.code;
  if (code === "ECONNREFUSED" || code === "ENOTFOUND" || code === "3D000" || code === "28P01") {
    return `Datenbank nicht erreichbar / database unreachable (DATABASE_URL): ${(error as Error).message}`;
  }
  return error instanceof Error ? `${error.name}: ${error.message}` : String(error);
}
