/**
 * What a database error may say in a log line. A driver's message can quote the failed query's
 * parameters (a buyer's name, e-mail, phone, address), so only the SQLSTATE or socket code, the
 * constraint and the table are kept, with the operation the caller names.
 */
export interface DbErrorFacts {
  code: string;
  constraint?: string;
  table?: string;
}

/** Walks `cause` links (Drizzle wraps the driver's error) to the first error with a code. */
function driverError(error: unknown): Record<string, unknown> | undefined {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && current && typeof current === "object"; depth++) {
    if (typeof (current as { code?: unknown }).code === "string") return current as Record<string, unknown>;
    current = (current as { cause?: unknown }).cause;
  }
  return undefined;
}

/** The SQLSTATE or socket error code: never the message. */
export function faultCode(error: unknown): string {
  return (driverError(error)?.code as string | undefined) ?? "unknown";
}

function describeDbError(error: unknown): DbErrorFacts {
  const found = driverError(error);
  const facts: DbErrorFacts = { code: faultCode(error) };
  if (typeof found?.constraint === "string") facts.constraint = found.constraint;
  if (typeof found?.table === "string") facts.table = found.table;
  return facts;
}

/**
 * What a log line may hold about any error: its class, the database facts above, and the stack
 * frames without the message line (frames name code, never data).
 */
export function errorFacts(error: unknown): DbErrorFacts & { errorClass: string; frames?: string } {
  // Not "name": the logger redacts any field called name, since it is usually a person's.
  const errorClass = error instanceof Error ? error.name : typeof error;
  const facts = { errorClass, ...describeDbError(error) };
  const frames =
    error instanceof Error ? error.stack?.split("\n").filter((l) => /^\s+at /.test(l)) : undefined;
  return frames?.length ? { ...facts, frames: frames.slice(0, 8).join("\n") } : facts;
}
