import { describe, expect, it } from 'vitest';
import { addOneMonth } from './simulator-subscriptions';

describe('addOneMonth', () => {
  const next = (iso: string) => new Date(addOneMonth(Date.parse(iso))).toISOString();

  it('keeps the day and the time of day', () => {
    expect(next('2026-11-23T05:00:00.000Z')).toBe('2026-12-23T05:00:00.000Z');
    expect(next('2026-12-15T10:30:00.000Z')).toBe('2027-01-15T10:30:00.000Z');
  });

  it('clamps to the end of a shorter month, as Stripe anchors monthly billing', () => {
    expect(next('2026-01-31T08:00:00.000Z')).toBe('2026-02-28T08:00:00.000Z');
    expect(next('2028-01-31T08:00:00.000Z')).toBe('2028-02-29T08:00:00.000Z');
    expect(next('2026-03-31T08:00:00.000Z')).toBe('2026-04-30T08:00:00.000Z');
  });
});
