/** SQLSTATE of a unique-constraint violation, the same from PostgreSQL (pg) and PGlite. */
const UNIQUE_VIOLATION = "23505";

interface DatabaseError {
  code?: unknown;
  constraint?: unknown;
}

export function isUniqueViolation(err: unknown): boolean {
  return typeof err === "object" && err !== null && (err as DatabaseError).code === UNIQUE_VIOLATION;
}

/** The name of the unique constraint or index a violation hit, when the driver reports it. */
export function uniqueConstraintName(err: unknown): string | undefined {
  if (!isUniqueViolation(err)) return undefined;
  const constraint = (err as DatabaseError).constraint;
  return typeof constraint === "string" ? constraint : undefined;
}
