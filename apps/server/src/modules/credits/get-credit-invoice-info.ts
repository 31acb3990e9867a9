import type { CreditInvoice } from '@horodoc/shared/accounts-api';
import type { Db } from '../../adapters/db/database';
import { creditInvoiceDownloadUrl } from '../invoices/invoice-file';
import { findInvoiceById, type InvoiceRow } from '../invoices/invoice-repository';
import { findPaymentById } from '../payments/payment-repository';

/** A credit invoice as the pages show it: number, date, amounts and its download address. */
function toCreditInvoice(invoice: InvoiceRow, masterKey: Buffer): CreditInvoice {
  return {
    invoice_id: invoice.id,
    invoice_number: invoice.number,
    invoice_date: invoice.issuedAt.toISOString(),
    total_amount: invoice.amountHtCents,
    tax_amount: invoice.vatCents,
    total_with_tax: invoice.amountTtcCents,
    download_url: creditInvoiceDownloadUrl(masterKey, invoice.number),
  };
}

/**
 * The summary of a credit purchase's invoice by its id (a random UUID, handed only to the buyer's page);
 * `not_found` for an unknown id or another kind of invoice.
 */
export async function getCreditInvoiceInfo(options: {
  db: Db;
  masterKey: Buffer;
  invoiceId: string;
}): Promise<{ kind: 'found'; invoice: CreditInvoice } | { kind: 'not_found' }> {
  const invoice = await findInvoiceById(options.db, options.invoiceId);
  const payment = invoice && (await findPaymentById(options.db, invoice.paymentId));
  if (!invoice || payment?.kind !== 'credit_purchase') return { kind: 'not_found' };
  return { kind: 'found', invoice: toCreditInvoice(invoice, options.masterKey) };
}
