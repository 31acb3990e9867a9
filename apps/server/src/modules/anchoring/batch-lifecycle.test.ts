import { describe, expect, it } from 'vitest';
import { BATCH_STATES, type BatchState, canTransition, fromStates } from './batch-lifecycle';

/** The lifecycle as the README draws it: every other pair must be refused. */
const LEGAL: [BatchState, BatchState][] = [
  ['open', 'sealed'],
  ['open', 'failed'],
  ['sealed', 'sent'],
  ['sealed', 'sealed'],
  ['sealed', 'failed'],
  ['sent', 'mined'],
  ['sent', 'sealed'],
  ['sent', 'failed'],
  ['mined', 'confirmed'],
  ['mined', 'sent'],
  ['mined', 'failed'],
  ['confirmed', 'dropped'],
];

const isLegal = (from: BatchState, to: BatchState) => LEGAL.some(([f, t]) => f === from && t === to);

const ALL_PAIRS = BATCH_STATES.flatMap((from) => BATCH_STATES.map((to) => [from, to] as const));

describe('batch lifecycle', () => {
  it.each(ALL_PAIRS.filter(([from, to]) => isLegal(from, to)))('allows %s → %s', (from, to) => {
    expect(canTransition(from, to)).toBe(true);
    expect(fromStates(to)).toContain(from);
  });

  it.each(ALL_PAIRS.filter(([from, to]) => !isLegal(from, to)))('refuses %s → %s', (from, to) => {
    expect(canTransition(from, to)).toBe(false);
    expect(fromStates(to)).not.toContain(from);
  });

  it('ends in confirmed, failed or dropped only', () => {
    const terminal = BATCH_STATES.filter((s) => BATCH_STATES.every((to) => !canTransition(s, to)));
    expect(terminal).toEqual(['failed', 'dropped']);
    expect(BATCH_STATES.filter((s) => !canTransition(s, 'failed') && s !== 'failed')).toEqual([
      'confirmed',
      'dropped',
    ]);
  });

  it('reaches confirmed from open along the happy path', () => {
    const path: BatchState[] = ['open', 'sealed', 'sent', 'mined', 'confirmed'];
    const steps = path.slice(1).map((to, i) => canTransition(path[i] ?? 'open', to));
    expect(steps).toEqual([true, true, true, true]);
  });
});
