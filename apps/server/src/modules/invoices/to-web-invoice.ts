import type { WebInvoice } from '@horodoc/shared/web-api';
import { invoiceDownloadUrl } from './invoice-access-token';
import { invoiceFileName } from './invoice-number';
import type { InvoiceRow } from './invoice-repository';
import { renderInvoice } from './render-invoice';
import { webInvoiceDetails } from './web-invoice-details';

/** The invoice as the web flow hands it to the browser: its PDF inline, and its download address. */
export async function toWebInvoice(options: {
  invoice: InvoiceRow;
  masterKey: Buffer;
  fileHash: string | null;
  certificateId: string;
  paymentReference: string;
  paidAt: Date;
}): Promise<WebInvoice> {
  const pdf = await renderInvoice({
    invoice: options.invoice,
    details: webInvoiceDetails(options.fileHash, options.certificateId),
    paymentReference: options.paymentReference,
    paidAt: options.paidAt,
  });
  return {
    invoice_number: options.invoice.number,
    filename: invoiceFileName(options.invoice.number),
    pdf_base64: pdf.toString('base64'),
    download_url: invoiceDownloadUrl(options.masterKey, options.invoice.number),
  };
}
