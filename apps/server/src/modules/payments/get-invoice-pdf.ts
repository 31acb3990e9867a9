import { invoiceFileName, isInvoiceAccessToken } from '../invoices/invoice-file';
import { findInvoiceByNumber } from '../invoices/invoice-repository';
import type { PaymentContext } from './payment-context';
import type { PaymentRow } from './payment-repository';
import { findPaymentById } from './payment-repository';
import { renderPaymentInvoice } from './render-payment-invoice';

export interface GetInvoicePdfOptions {
  number: string;
  token: string;
  /** Only invoices of this kind of payment (the credit purchase download serves credit invoices only). */
  kind?: PaymentRow['kind'];
}

/**
 * An invoice's PDF for its download address, printed as its payment's kind says (a web timestamp's
 * fingerprint and certificate, a pack and its account, a plan's period). `not_found` for an unknown number or
 * a wrong token alike, so numbers cannot be probed.
 */
export async function getInvoicePdf(
  ctx: Pick<PaymentContext, 'db' | 'kinds'> & { settings: { masterKey: Buffer } },
  options: GetInvoicePdfOptions,
): Promise<{ kind: 'found'; fileName: string; pdf: Buffer } | { kind: 'not_found' }> {
  const notFound = { kind: 'not_found' } as const;
  if (!isInvoiceAccessToken(ctx.settings.masterKey, options.number, options.token)) return notFound;
  const invoice = await findInvoiceByNumber(ctx.db, options.number);
  if (!invoice) return notFound;
  const payment = await findPaymentById(ctx.db, invoice.paymentId);
  if (!payment || (options.kind && payment.kind !== options.kind)) return notFound;
  const pdf = await renderPaymentInvoice(ctx.db, ctx.kinds[payment.kind], payment, invoice);
  return { kind: 'found', fileName: invoiceFileName(invoice.number), pdf };
}
