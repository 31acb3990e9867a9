import { describe, expect, it } from 'vitest';
import {
  CHECKPOINT_STATES,
  type CheckpointState,
  canMoveCheckpoint,
  checkpointFromStates,
} from './checkpoint-lifecycle';

/** The lifecycle as the README draws it: every other pair must be refused. */
const LEGAL: [CheckpointState, CheckpointState][] = [
  ['gathered', 'sent'],
  ['gathered', 'gathered'],
  ['sent', 'mined'],
  ['sent', 'gathered'],
  ['mined', 'confirmed'],
  ['mined', 'sent'],
  ['confirmed', 'final'],
  ['confirmed', 'sent'],
];

const isLegal = (from: CheckpointState, to: CheckpointState) =>
  LEGAL.some(([f, t]) => f === from && t === to);

const ALL_PAIRS = CHECKPOINT_STATES.flatMap((from) => CHECKPOINT_STATES.map((to) => [from, to] as const));

describe('checkpoint lifecycle', () => {
  it.each(ALL_PAIRS.filter(([from, to]) => isLegal(from, to)))('allows %s → %s', (from, to) => {
    expect(canMoveCheckpoint(from, to)).toBe(true);
    expect(checkpointFromStates(to)).toContain(from);
  });

  it.each(ALL_PAIRS.filter(([from, to]) => !isLegal(from, to)))('refuses %s → %s', (from, to) => {
    expect(canMoveCheckpoint(from, to)).toBe(false);
    expect(checkpointFromStates(to)).not.toContain(from);
  });

  it('ends in final only, and never goes back to gathered once mined', () => {
    const terminal = CHECKPOINT_STATES.filter((s) =>
      CHECKPOINT_STATES.every((to) => !canMoveCheckpoint(s, to)),
    );
    expect(terminal).toEqual(['final']);
    expect(checkpointFromStates('gathered')).toEqual(['gathered', 'sent']);
  });
});
