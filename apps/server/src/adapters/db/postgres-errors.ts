/** PostgreSQL's unique_violation, as raised by node-postgres and by PGlite (maybe wrapped, as `cause`). */
export function isUniqueViolation(error: unknown): boolean {
  for (let e: unknown = error; e; e = (e as { cause?: unknown }).cause) {
    if ((e as { code?: string }).code === '23505') return true;
  }
  return false;
}
