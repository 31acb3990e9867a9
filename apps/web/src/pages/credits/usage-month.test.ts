import { describe, expect, it } from 'vitest';
import { dayName, monthName, monthOf, shiftMonth } from './usage-month';

describe('usage months', () => {
  it('takes the UTC month of an instant', () => {
    expect(monthOf(Date.UTC(2026, 2, 31, 23, 30))).toBe('2026-03');
  });

  it.each([
    ['2026-03', -1, '2026-02'],
    ['2026-01', -1, '2025-12'],
    ['2026-12', 1, '2027-01'],
  ])('moves %s by %i to %s', (month, delta, expected) => {
    expect(shiftMonth(month, delta)).toBe(expected);
  });

  it('names months and days in French', () => {
    expect(monthName('2026-03')).toBe('mars 2026');
    expect(dayName('2026-03-12')).toBe('12 mars');
  });
});
