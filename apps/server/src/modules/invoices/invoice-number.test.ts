import { describe, expect, it } from 'vitest';
import { formatInvoiceNumber, invoiceFileName, invoiceYear } from './invoice-number';

describe('invoice numbers', () => {
  it('print as year, dash, six digits', () => {
    expect(formatInvoiceNumber(2026, 123)).toBe('2026-000123');
    expect(invoiceFileName('2026-000123')).toBe('facture-2026-000123.pdf');
  });

  it('belong to the Madrid calendar year, so New Year in Spain starts a new sequence', () => {
    expect(invoiceYear(new Date('2026-12-31T22:59:59Z'))).toBe(2026);
    expect(invoiceYear(new Date('2026-12-31T23:00:01Z'))).toBe(2027);
  });
});
