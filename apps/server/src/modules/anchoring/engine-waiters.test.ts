import { describe, expect, it } from 'vitest';
import { createRecentSettlements } from './engine-waiters';

describe('the certificates heard settled lately', () => {
  it('holds an id for the window, not a millisecond longer', () => {
    const recent = createRecentSettlements(60_000);
    recent.add(['a', 'b'], 1_000);
    expect(recent.has('a', 1_000)).toBe(true);
    expect(recent.has('b', 61_000)).toBe(true);
    expect(recent.has('b', 61_001)).toBe(false);
    expect(recent.has('c', 1_000)).toBe(false);
  });

  it('keeps an id heard again from its later hearing when the first is forgotten', () => {
    const recent = createRecentSettlements(60_000);
    recent.add(['a', 'b'], 0);
    recent.add(['a'], 30_000);
    // The first hearing is forgotten here: 'b' goes, 'a' stays until 90 s.
    recent.add(['c'], 70_000);
    expect(recent.has('b', 70_000)).toBe(false);
    expect(recent.has('a', 70_000)).toBe(true);
    expect(recent.has('a', 90_001)).toBe(false);
  });

  it('forgets the old hearings as new ones come, so what it holds stays a window long', () => {
    const recent = createRecentSettlements(1_000);
    for (let at = 0; at < 100_000; at += 100) recent.add([`id-${at}`], at);
    expect(recent.has('id-0', 100_000)).toBe(false);
    // Forgotten from the store itself, not only answered as old: a later time cannot bring it back.
    expect(recent.has('id-0', 0)).toBe(false);
    expect(recent.has('id-99900', 100_000)).toBe(true);
  });
});
