/** « 2025-01-15T13:32:05Z »: the same instant in UTC, unambiguous for the record. */
export function formatIsoUtc(seconds: number): string {
  return new Date(seconds * 1000).toISOString().replace('.000Z', 'Z');
}
