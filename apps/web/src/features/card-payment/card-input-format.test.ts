import { describe, expect, it } from 'vitest';
import { expiryProblem, formatCardNumber, formatExpiry, numberProblem } from './card-input-format';

describe('card field formatting', () => {
  it('groups card digits by four', () => {
    expect(formatCardNumber('4242424242424242')).toBe('4242 4242 4242 4242');
    expect(formatCardNumber('4242 42a')).toBe('4242 42');
  });

  it('shapes the expiry as MM / AA', () => {
    expect(formatExpiry('1')).toBe('1');
    expect(formatExpiry('4')).toBe('04 / ');
    expect(formatExpiry('12')).toBe('12 / ');
    expect(formatExpiry('1228')).toBe('12 / 28');
    expect(formatExpiry('12 /', '12 / ')).toBe('1');
  });

  it('checks the number and the expiry as Stripe does', () => {
    expect(numberProblem('4242 4242 4242 4242')).toBeNull();
    expect(numberProblem('4242 4242 4242 4241')).toBe('invalidNumber');
    expect(numberProblem('4242')).toBe('incompleteNumber');
    const now = new Date('2026-06-15');
    expect(expiryProblem('06 / 26', now)).toBeNull();
    expect(expiryProblem('05 / 26', now)).toBe('pastExpiry');
    expect(expiryProblem('13 / 30', now)).toBe('incompleteExpiry');
  });
});
