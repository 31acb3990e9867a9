import { describe, expect, it } from 'vitest';
import { formatEurosFr } from './format-fr';

describe('French document formatting', () => {
  it('prints amounts in euros', () => {
    expect(formatEurosFr(121)).toBe('1,21\u00a0€');
  });
});
