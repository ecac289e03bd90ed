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

export function isUniqueViolation(error: unknown): boolean {
  const cause = adapterCause(error);
  return (
    (error as { code?: string } | null)?.code === "P2002" ||
    cause?.kind === "UniqueConstraintViolation" ||
    cause?.originalCode === "23505" ||
    cause?.code === "23505"
  );
}
