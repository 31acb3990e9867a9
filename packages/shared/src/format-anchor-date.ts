const frenchDateTime = new Intl.DateTimeFormat('fr-FR', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
});

/** « GMT+2 », « GMT-3:30 », « GMT+0 »: the local offset at that instant, as the certificate shows it. */
export function gmtOffset(date: Date): string {
  const offset = -date.getTimezoneOffset();
  const hours = Math.floor(Math.abs(offset) / 60);
  const minutes = Math.abs(offset) % 60;
  return `GMT${offset < 0 ? '-' : '+'}${hours}${minutes ? `:${String(minutes).padStart(2, '0')}` : ''}`;
}

/**
 * « 9 octobre 2025 à 10:53:20 (GMT+2) », from seconds since the epoch, in the local time zone (the visitor's
 * on /verify and /upload, the machine's in the CLI).
 */
export function formatAnchorDate(seconds: number): string {
  const date = new Date(seconds * 1000);
  return `${frenchDateTime.format(date)} (${gmtOffset(date)})`;
}

/** The same for an ISO 8601 instant (Ethereum finality). */
export function formatIsoDate(iso: string): string {
  return formatAnchorDate(Date.parse(iso) / 1000);
}
