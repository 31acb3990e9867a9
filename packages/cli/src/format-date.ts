const frenchDateTime = new Intl.DateTimeFormat('fr-FR', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
});

/** « 15 janvier 2025 à 14:32:05 (GMT+1) », in the machine's time zone with its offset spelled out. */
export function formatFrenchDate(seconds: number): string {
  const date = new Date(seconds * 1000);
  const offset = -date.getTimezoneOffset();
  const hours = Math.floor(Math.abs(offset) / 60);
  const minutes = Math.abs(offset) % 60;
  const gmt = `GMT${offset < 0 ? '-' : '+'}${hours}${minutes ? `:${String(minutes).padStart(2, '0')}` : ''}`;
  return `${frenchDateTime.format(date)} (${gmt})`;
}

/** « 2025-01-15T13:32:05Z »: the same instant in UTC, unambiguous for the record. */
export function formatIsoUtc(seconds: number): string {
  return new Date(seconds * 1000).toISOString().replace('.000Z', 'Z');
}
