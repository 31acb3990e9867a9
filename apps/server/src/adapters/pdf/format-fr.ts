/**
 * French formatting for the documents we print: dates, amounts. Pure functions, tested beside. The
 * certificate's dates (Paris time with its offset, UTC) are `@horodoc/shared/format-paris-date`'s.
 */

const PARIS = 'Europe/Paris';

/** '22/11/2026', in Paris time. */
export function formatFrenchDate(date: Date, timeZone = PARIS): string {
  return new Intl.DateTimeFormat('fr-FR', {
    timeZone,
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
  }).format(date);
}

/** '1,21 €' */
export function formatEurosFr(cents: number): string {
  const amount = new Intl.NumberFormat('fr-FR', {
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  }).format(cents / 100);
  return `${amount}\u00a0€`;
}
