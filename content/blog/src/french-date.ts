/**
 * French dates as the articles write them ('8 Août 2025', '12 janv. 2025', '1er mars 2025'): full month
 * names or their usual abbreviations, any case, with or without accents, abbreviation dot optional.
 */
const MONTHS: Readonly<Record<string, number>> = {
  janvier: 1,
  janv: 1,
  jan: 1,
  fevrier: 2,
  fevr: 2,
  fev: 2,
  mars: 3,
  mar: 3,
  avril: 4,
  avr: 4,
  mai: 5,
  juin: 6,
  juillet: 7,
  juil: 7,
  aout: 8,
  septembre: 9,
  sept: 9,
  sep: 9,
  octobre: 10,
  oct: 10,
  novembre: 11,
  nov: 11,
  decembre: 12,
  dec: 12,
};

const DATE_PATTERN = /^(\d{1,2})(?:er)?\s+([a-z]+)\.?\s+(\d{4})$/;

export class FrenchDateError extends Error {
  override name = 'FrenchDateError';
}

function normalize(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().trim().replace(/\s+/g, ' ');
}

/**
 * Parses a French date into a UTC midnight `Date`.
 * @throws FrenchDateError when the text is not a day, a French month and a year, or the day does not exist.
 * @example parseFrenchDate('8 Août 2025') // 2025-08-08T00:00:00.000Z
 */
export function parseFrenchDate(text: string): Date {
  const match = DATE_PATTERN.exec(normalize(text));
  const month = match?.[2] ? MONTHS[match[2]] : undefined;
  if (!match || month === undefined) throw new FrenchDateError(`not a French date: '${text}'`);
  const day = Number(match[1]);
  const year = Number(match[3]);
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) {
    throw new FrenchDateError(`no such day: '${text}'`);
  }
  return date;
}

/**
 * The ISO calendar date (YYYY-MM-DD) of a French date, as structured data and sitemaps want it.
 * @example toIsoDate('3 févr. 2025') // '2025-02-03'
 */
export function toIsoDate(text: string): string {
  return parseFrenchDate(text).toISOString().slice(0, 10);
}

const MONTH_NAMES = [
  'janvier',
  'février',
  'mars',
  'avril',
  'mai',
  'juin',
  'juillet',
  'août',
  'septembre',
  'octobre',
  'novembre',
  'décembre',
];

/**
 * One French form for every date the site shows, whatever the article wrote: day, full month name in
 * lower case, year; the first of the month as '1er'.
 * @example displayFrenchDate('2025-08-08') // '8 août 2025'
 */
export function displayFrenchDate(isoDate: string): string {
  const [year, month, day] = isoDate.split('-').map(Number);
  if (!year || !month || !day) throw new FrenchDateError(`not an ISO date: '${isoDate}'`);
  return `${day === 1 ? '1er' : day}\u00a0${MONTH_NAMES[month - 1]}\u00a0${year}`;
}
