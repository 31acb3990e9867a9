import { describe, expect, it } from 'vitest';
import { formatAnchorDate, gmtOffset } from './format-anchor-date';

describe('formatAnchorDate', () => {
  it('writes the date in French with the time and its GMT offset', () => {
    expect(formatAnchorDate(1_760_000_000)).toMatch(
      /^\d{1,2} octobre 2025 à \d{2}:\d{2}:\d{2} \(GMT[+-]\d{1,2}(:\d{2})?\)$/,
    );
  });

  it('spells the offset as the certificate does, with minutes only when there are some', () => {
    const at = (minutes: number) => ({ getTimezoneOffset: () => minutes }) as Date;
    expect(gmtOffset(at(-120))).toBe('GMT+2');
    expect(gmtOffset(at(0))).toBe('GMT+0');
    expect(gmtOffset(at(210))).toBe('GMT-3:30');
    expect(gmtOffset(at(-330))).toBe('GMT+5:30');
  });
});
