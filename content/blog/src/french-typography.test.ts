import { describe, expect, it } from 'vitest';
import { frenchSpacing } from './french-typography';

describe('frenchSpacing', () => {
  it('binds double punctuation, guillemets and units to the word before', () => {
    expect(frenchSpacing('Vraiment ? Oui : « 1 € » ; 40 % !')).toBe(
      'Vraiment\u00a0? Oui\u00a0: «\u00a01\u00a0€\u00a0»\u00a0; 40\u00a0%\u00a0!',
    );
  });

  it('leaves text without such signs and URLs untouched', () => {
    expect(frenchSpacing('https://basescan.org/tx/0x12')).toBe('https://basescan.org/tx/0x12');
  });
});
