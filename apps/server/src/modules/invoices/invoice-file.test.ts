import { describe, expect, it } from 'vitest';
import { invoiceDownloadUrl, invoiceFileName, isInvoiceAccessToken, toWebInvoice } from './invoice-file';
import type { InvoiceRow } from './invoice-repository';

const masterKey = Buffer.alloc(32, 7);

describe('invoice files', () => {
  it('are named after the number', () => {
    expect(invoiceFileName('2026-000123')).toBe('facture-2026-000123.pdf');
  });

  it('are downloaded at an address whose token is checked, and no other token', () => {
    const url = new URL(invoiceDownloadUrl(masterKey, '2026-000123'), 'https://horodoc.test');
    expect(url.pathname).toBe('/api/get-invoice.php');
    const token = url.searchParams.get('token') ?? '';
    expect(isInvoiceAccessToken(masterKey, '2026-000123', token)).toBe(true);
    expect(isInvoiceAccessToken(masterKey, '2026-000124', token)).toBe(false);
    expect(isInvoiceAccessToken(masterKey, '2026-000123', token.slice(1))).toBe(false);
  });

  it('reach the browser with their PDF inline, their name and their address', () => {
    const invoice = { number: '2026-000123' } as InvoiceRow;
    expect(toWebInvoice(invoice, Buffer.from('%PDF'), masterKey)).toEqual({
      invoice_number: '2026-000123',
      filename: 'facture-2026-000123.pdf',
      pdf_base64: Buffer.from('%PDF').toString('base64'),
      download_url: invoiceDownloadUrl(masterKey, '2026-000123'),
    });
  });
});
