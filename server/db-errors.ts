import "server-only";

// Prisma 7 reports PostgreSQL errors from driver adapters under
// `meta.driverAdapterError.cause`; these helpers read the constraint name from
// there (or from the message), the same on PostgreSQL and on PGlite.

type AdapterCause = {
  code?: string;
  originalCode?: string;
  kind?: string;
  message?: string;
  originalMessage?: string;
  constraint?: { index?: string; fields?: string[] };
};

function adapterCause(error: unknown): AdapterCause | undefined {
  const meta = (error as { meta?: { driverAdapterError?: { cause?: AdapterCause } } } | null)?.meta;
  return meta?.driverAdapterError?.cause;
}

/** The name of the constraint a failed write violated, if any. */
export function violatedConstraint(error: unknown): string | undefined {
  const cause = adapterCause(error);
  if (cause?.constraint?.index) return cause.constraint.index;
  const texts = [cause?.originalMessage, cause?.message, (error as Error | null)?.message];
  for (const text of texts) {
    const match = text ? /constraint "([^"]+)"/.exec(text) : null;
    if (match?.[1]) return match[1];
  }
  return undefined;
}

/** A record the operation needed is gone (Prisma's P2025), e.g. an account deleted a moment earlier. */
export function isRecordGone(error: unknown): boolean {
  return (error as { code?: string } | null)?.code === "P2025";
}

export function isUniqueViolation(error: unknown): boolean {
  const cause = adapterCause(error);
  return (
    (error as { code?: string } | null)?.code === "P2002" ||
    cause?.kind === "UniqueConstraintViolation" ||
    cause?.originalCode === "23505" ||
    cause?.code === "23505"
  );
}

const CONNECTION_CODES = new Set([
  "ECONNREFUSED",
  "ECONNRESET",
  "ETIMEDOUT",
  "57P01",
  "57P03",
  "08006",
  "08001",
]);

/** Database or network outages, as opposed to bugs. */
export function isUnavailable(error: unknown): boolean {
  const seen = new Set<unknown>();
  let current: unknown = error;
  while (current && typeof current === "object" && !seen.has(current)) {
    seen.add(current);
    const { code, message } = current as { code?: unknown; message?: unknown };
    if (typeof code === "string" && CONNECTION_CODES.has(code)) return true;
    if (
      typeof message === "string" &&
      /connect|terminat|timeout|ECONNREFUSED|Connection/i.test(message) &&
      /database|server|connection|pool/i.test(message)
    ) {
      return true;
    }
    current =
      (current as { cause?: unknown }).cause ??
      (current as { meta?: { driverAdapterError?: unknown } }).meta?.driverAdapterError;
  }
  return false;
}
