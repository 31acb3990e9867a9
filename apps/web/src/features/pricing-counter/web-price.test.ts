import { describe, expect, it } from 'vitest';
import { displayedPrice } from './web-price';

describe('displayedPrice', () => {
  it('prices the first document at 1,00 € HT, 1,21 € TTC', () => {
    expect(displayedPrice(0)).toMatchObject({
      ht: '1,00 € HT',
      ttc: '1,21 € TTC',
      vat: '0,21 €',
      ttcCents: 121,
      documentNumber: 1,
    });
  });

  it('prices the following ones at 0,41 € HT, 0,50 € TTC', () => {
    expect(displayedPrice(1)).toMatchObject({
      ht: '0,41 € HT',
      ttc: '0,50 € TTC',
      vat: '0,09 €',
      ttcCents: 50,
      documentNumber: 2,
    });
    expect(displayedPrice(7).documentNumber).toBe(8);
  });
});
