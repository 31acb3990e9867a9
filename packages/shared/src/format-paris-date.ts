/**
 * Dates as the certificate PDF prints them: Paris wall-clock time with its GMT offset, and UTC. Shared so
 * that the verifiers compare a certificate's printed dates with its proof using the very same words.
 */

const PARIS = 'Europe/Paris';

/** 'GMT+1' in winter, 'GMT+2' in summer: the offset of Paris time at that instant. */
export function parisGmtOffset(date: Date): string {
  const part = new Intl.DateTimeFormat('en-US', { timeZone: PARIS, timeZoneName: 'shortOffset' })
    .formatToParts(date)
    .find((p) => p.type === 'timeZoneName');
  return part?.value ?? 'GMT';
}

/** '22 novembre 2026 à 03:15:42 (heure de Paris, GMT+1)' */
export function formatParisDateTime(date: Date): string {
  return `${formatParisWallClock(date)} (heure de Paris, ${parisGmtOffset(date)})`;
}

/** '22 novembre 2026 à 03:15:42', Paris time, without the offset. */
export function formatParisWallClock(date: Date): string {
  const day = new Intl.DateTimeFormat('fr-FR', {
    timeZone: PARIS,
    day: 'numeric',
    month: 'long',
    year: 'numeric',
  }).format(date);
  const time = new Intl.DateTimeFormat('fr-FR', {
    timeZone: PARIS,
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
    hourCycle: 'h23',
  }).format(date);
  return `${day} à ${time}`;
}

/** '2026-11-22 02:15:42 UTC' */
export function formatUtcDateTime(date: Date): string {
  return `${date.toISOString().slice(0, 19).replace('T', ' ')} UTC`;
}
