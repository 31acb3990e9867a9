import { describe, expect, it } from 'vitest';
import { invoiceFileName } from './invoice-number';

describe('invoice files', () => {
  it('are named after the number', () => {
    expect(invoiceFileName('2026-000123')).toBe('facture-2026-000123.pdf');
  });
});
