import type { WebInvoice } from '@horodoc/shared/web-api';
import { invoiceDownloadUrl } from './invoice-access-token';
import { invoiceFileName } from './invoice-number';
import type { InvoiceRow } from './invoice-repository';

/** The invoice as the web flow hands it to the browser: its PDF inline, and its download address. */
export function toWebInvoice(invoice: InvoiceRow, pdf: Buffer, masterKey: Buffer): WebInvoice {
  return {
    invoice_number: invoice.number,
    filename: invoiceFileName(invoice.number),
    pdf_base64: pdf.toString('base64'),
    download_url: invoiceDownloadUrl(masterKey, invoice.number),
  };
}
