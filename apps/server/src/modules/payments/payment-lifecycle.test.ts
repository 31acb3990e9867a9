import { describe, expect, it } from 'vitest';
import { canTransition, FROM_STATES, PAYMENT_STATES, type PaymentState } from './payment-lifecycle';

/** The lifecycle as the README draws it: every other pair must be refused. */
const LEGAL: [PaymentState, PaymentState][] = [
  ['created', 'paid'],
  ['created', 'failed'],
  ['created', 'canceled'],
  ['failed', 'paid'],
  ['failed', 'canceled'],
  ['paid', 'fulfilled'],
  ['paid', 'refunding'],
  ['refunding', 'refunded'],
  ['refunding', 'refund_failed'],
  ['refund_failed', 'refunding'],
  ['refund_failed', 'refunded'],
];

const isLegal = (from: PaymentState, to: PaymentState) => LEGAL.some(([f, t]) => f === from && t === to);

const ALL_PAIRS = PAYMENT_STATES.flatMap((from) => PAYMENT_STATES.map((to) => [from, to] as const));

describe('payment lifecycle', () => {
  it.each(ALL_PAIRS.filter(([from, to]) => isLegal(from, to)))('allows %s → %s', (from, to) => {
    expect(canTransition(from, to)).toBe(true);
    expect(FROM_STATES[to]).toContain(from);
  });

  it.each(ALL_PAIRS.filter(([from, to]) => !isLegal(from, to)))('refuses %s → %s', (from, to) => {
    expect(canTransition(from, to)).toBe(false);
    expect(FROM_STATES[to]).not.toContain(from);
  });

  it('ends in fulfilled, refunded or canceled only, and nothing moves back to created', () => {
    const terminal = PAYMENT_STATES.filter((s) => PAYMENT_STATES.every((to) => !canTransition(s, to)));
    expect(terminal).toEqual(['fulfilled', 'refunded', 'canceled']);
    expect(FROM_STATES.created).toEqual([]);
  });

  it('never refunds what was delivered, nor delivers what was refunded', () => {
    expect(canTransition('fulfilled', 'refunding')).toBe(false);
    for (const refund of ['refunding', 'refunded', 'refund_failed'] as const) {
      expect(canTransition(refund, 'fulfilled')).toBe(false);
    }
  });

  it('reaches fulfilled from created, and refunded from paid, along their paths', () => {
    const walk = (path: PaymentState[]) =>
      path.slice(1).every((to, i) => canTransition(path[i] ?? 'created', to));
    expect(walk(['created', 'paid', 'fulfilled'])).toBe(true);
    expect(walk(['created', 'failed', 'paid', 'fulfilled'])).toBe(true);
    expect(walk(['paid', 'refunding', 'refund_failed', 'refunding', 'refunded'])).toBe(true);
  });
});
