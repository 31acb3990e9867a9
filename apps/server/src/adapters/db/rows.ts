/** node-postgres and PGlite both answer `execute()` with an object holding `rows`. */
export function rowsOf<T>(result: unknown): T[] {
  return (result as { rows: T[] }).rows;
}

/** A json or jsonb value read through `execute()`: parsed by node-postgres, a text from PGlite. */
export function jsonOf<T>(value: T | string | null | undefined): T | undefined {
  return typeof value === 'string' ? (JSON.parse(value) as T) : (value ?? undefined);
}
