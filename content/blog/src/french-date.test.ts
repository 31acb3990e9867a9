import { describe, expect, it } from 'vitest';
import { displayFrenchDate, FrenchDateError, parseFrenchDate, toIsoDate } from './french-date';

describe('toIsoDate', () => {
  it.each([
    ['12 janvier 2025', '2025-01-12'],
    ['3 février 2025', '2025-02-03'],
    ['10 mars 2025', '2025-03-10'],
    ['2 avril 2025', '2025-04-02'],
    ['15 mai 2025', '2025-05-15'],
    ['5 juin 2025', '2025-06-05'],
    ['9 juillet 2025', '2025-07-09'],
    ['8 août 2025', '2025-08-08'],
    ['30 septembre 2025', '2025-09-30'],
    ['31 octobre 2025', '2025-10-31'],
    ['11 novembre 2025', '2025-11-11'],
    ['25 décembre 2025', '2025-12-25'],
  ])('reads the full month name in %s', (text, iso) => {
    expect(toIsoDate(text)).toBe(iso);
  });

  it.each([
    ['8 Août 2025', '2025-08-08'],
    ['8 aout 2025', '2025-08-08'],
    ['8 AOUT 2025', '2025-08-08'],
    ['3 fevrier 2025', '2025-02-03'],
    ['25 decembre 2025', '2025-12-25'],
    ['10 Mars 2025', '2025-03-10'],
  ])('reads %s with or without accents and capitals', (text, iso) => {
    expect(toIsoDate(text)).toBe(iso);
  });

  it.each([
    ['12 janv. 2025', '2025-01-12'],
    ['3 févr. 2025', '2025-02-03'],
    ['3 Févr 2025', '2025-02-03'],
    ['3 fevr. 2025', '2025-02-03'],
    ['3 fév. 2025', '2025-02-03'],
    ['2 avr. 2025', '2025-04-02'],
    ['9 juil. 2025', '2025-07-09'],
    ['9 Juil 2025', '2025-07-09'],
    ['30 sept. 2025', '2025-09-30'],
    ['30 sep 2025', '2025-09-30'],
    ['31 oct. 2025', '2025-10-31'],
    ['11 nov. 2025', '2025-11-11'],
    ['25 déc. 2025', '2025-12-25'],
    ['25 dec 2025', '2025-12-25'],
  ])('reads the abbreviation in %s', (text, iso) => {
    expect(toIsoDate(text)).toBe(iso);
  });

  it('reads the ordinal first day of a month and surrounding spaces', () => {
    expect(toIsoDate('  1er   mars 2025 ')).toBe('2025-03-01');
  });
});

describe('parseFrenchDate', () => {
  it('returns midnight UTC of that day', () => {
    expect(parseFrenchDate('8 Août 2025').toISOString()).toBe('2025-08-08T00:00:00.000Z');
  });

  it.each(['', '2025-08-08', '8 August 2025', '8 Août', 'huit août 2025'])('refuses %j', (text) => {
    expect(() => parseFrenchDate(text)).toThrow(FrenchDateError);
  });

  it('refuses a day that does not exist', () => {
    expect(() => parseFrenchDate('30 février 2025')).toThrow(/no such day/);
    expect(() => parseFrenchDate('29 févr. 2025')).toThrow(FrenchDateError);
    expect(toIsoDate('29 févr. 2024')).toBe('2024-02-29');
  });
});

describe('displayFrenchDate', () => {
  it('shows every date in one form: day, full month in lower case, year', () => {
    expect(displayFrenchDate(toIsoDate('8 Août 2025'))).toBe('8\u00a0août\u00a02025');
    expect(displayFrenchDate(toIsoDate('9 juil. 2025'))).toBe('9\u00a0juillet\u00a02025');
    expect(displayFrenchDate(toIsoDate('3 févr. 2025'))).toBe('3\u00a0février\u00a02025');
    expect(displayFrenchDate('2025-03-01')).toBe('1er\u00a0mars\u00a02025');
  });
});
