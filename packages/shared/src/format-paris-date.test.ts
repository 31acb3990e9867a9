import { describe, expect, it } from 'vitest';
import { formatParisDateTime, formatUtcDateTime, parisGmtOffset } from './format-paris-date';

describe('the certificate’s dates', () => {
  it('gives Paris time with its GMT offset, winter and summer', () => {
    const winter = new Date('2026-01-15T09:05:03Z');
    const summer = new Date('2026-07-15T09:05:03Z');
    expect(parisGmtOffset(winter)).toBe('GMT+1');
    expect(parisGmtOffset(summer)).toBe('GMT+2');
    expect(formatParisDateTime(winter)).toBe('15 janvier 2026 à 10:05:03 (heure de Paris, GMT+1)');
    expect(formatParisDateTime(summer)).toBe('15 juillet 2026 à 11:05:03 (heure de Paris, GMT+2)');
    expect(formatUtcDateTime(winter)).toBe('2026-01-15 09:05:03 UTC');
  });
});
