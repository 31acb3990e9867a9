import { createHmac, timingSafeEqual } from 'node:crypto';
import type { WebInvoice } from '@horodoc/shared/web-api';
import type { InvoiceRow } from './invoice-repository';

/** The file name of an invoice's PDF (spec, section 9). */
export function invoiceFileName(number: string): string {
  return `facture-${number}.pdf`;
}

/** The invoice as the web flow hands it to the browser: its PDF inline, and its download address. */
export function toWebInvoice(invoice: InvoiceRow, pdf: Buffer, masterKey: Buffer): WebInvoice {
  return {
    invoice_number: invoice.number,
    filename: invoiceFileName(invoice.number),
    pdf_base64: pdf.toString('base64'),
    download_url: invoiceDownloadUrl(masterKey, invoice.number),
  };
}

/**
 * Invoice numbers are sequential, hence guessable, and an invoice holds the buyer's e-mail: its download
 * address carries this token, an HMAC of the number under the server's master key.
 */
function invoiceAccessToken(masterKey: Buffer, invoiceNumber: string): string {
  return createHmac('sha256', masterKey).update(`invoice:${invoiceNumber}`).digest('hex').slice(0, 32);
}

/** Constant-time check of a token from a download address. */
export function isInvoiceAccessToken(masterKey: Buffer, invoiceNumber: string, token: string): boolean {
  const expected = Buffer.from(invoiceAccessToken(masterKey, invoiceNumber));
  const given = Buffer.from(token);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/** Where the browser downloads an invoice (spec: GET /api/get-invoice.php?id={number}). */
export function invoiceDownloadUrl(masterKey: Buffer, invoiceNumber: string): string {
  const query = new URLSearchParams({
    id: invoiceNumber,
    token: invoiceAccessToken(masterKey, invoiceNumber),
  });
  return `/api/get-invoice.php?${query}`;
}

/** Where the credits pages download a credit purchase's invoice (spec: get-credit-purchase-invoice.php). */
export function creditInvoiceDownloadUrl(masterKey: Buffer, invoiceNumber: string): string {
  const query = new URLSearchParams({
    id: invoiceNumber,
    token: invoiceAccessToken(masterKey, invoiceNumber),
  });
  return `/api/get-credit-purchase-invoice.php?${query}`;
}
