/**
 * Whether a write failed on a unique index: Prisma reports it as P2002, plain SQL (src/server/sql.ts) as
 * PostgreSQL's 23505.
 */
export function isUniqueViolation(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return code === "P2002" || code === "23505";
}
