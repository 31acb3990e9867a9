/** The UTC month of an instant, `YYYY-MM`: usage days are UTC days. */
export function monthOf(at: number): string {
  return new Date(at).toISOString().slice(0, 7);
}

/** The month `delta` months after `month` (`YYYY-MM`). */
export function shiftMonth(month: string, delta: number): string {
  const [year, number] = month.split('-').map(Number) as [number, number];
  return monthOf(Date.UTC(year, number - 1 + delta, 1));
}

/** `mars 2026`, for headings. */
export function monthName(month: string): string {
  const [year, number] = month.split('-').map(Number) as [number, number];
  return new Date(Date.UTC(year, number - 1, 1)).toLocaleDateString('fr-FR', {
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });
}

/** `12 mars`, for a day's tooltip. */
export function dayName(date: string): string {
  return new Date(`${date}T00:00:00Z`).toLocaleDateString('fr-FR', {
    day: 'numeric',
    month: 'long',
    timeZone: 'UTC',
  });
}
