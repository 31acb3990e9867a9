/** node-postgres and PGlite both answer `execute()` with an object holding `rows`. */
export function rowsOf<T>(result: unknown): T[] {
  return (result as { rows: T[] }).rows;
}

/** A json or jsonb value read through `execute()`: parsed by node-postgres, a text from PGlite. */
export function jsonOf<T>(value: T | string | null | undefined): T | undefined {
  return typeof value === 'string' ? (JSON.parse(value) as T) : (value ?? undefined);
}

/**
 * A row sent to a statement as a JSON array read by place (`u->>3`): the trailing nulls are left off, which
 * the statement reads as null all the same, but the first `kept` places always stay.
 */
export function placedRow(row: readonly unknown[], kept: number): unknown[] {
  let length = row.length;
  while (length > kept && row[length - 1] === null) length--;
  return row.slice(0, length);
}
