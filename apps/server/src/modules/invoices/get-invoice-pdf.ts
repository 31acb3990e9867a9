import type { Db } from '../../adapters/db/database';
import { formatFrenchDate } from '../../adapters/pdf/format-fr';
import { AppError } from '../../errors';
import { findCertificateByPayment } from '../certificates/certificate-repository';
import { creditInvoiceDetails } from '../credits/credit-invoice';
import { findPaymentById } from '../payments/payment-repository';
import { isInvoiceAccessToken } from './invoice-access-token';
import { invoiceFileName } from './invoice-number';
import { findInvoiceByNumber } from './invoice-repository';
import { renderInvoice } from './render-invoice';
import { webInvoiceDetails } from './web-invoice-details';

export interface GetInvoicePdfOptions {
  db: Db;
  masterKey: Buffer;
  number: string;
  token: string;
  /** Only invoices of this kind of payment (the credit purchase download serves credit invoices only). */
  kind?: 'web_timestamp' | 'credit_purchase';
}

/**
 * An invoice's PDF for its download address: a web timestamp's (fingerprint and certificate) or a credit
 * purchase's (pack and account).
 * @throws AppError `not_found` for an unknown number or a wrong token (the same answer, so numbers cannot be
 * probed).
 */
export async function getInvoicePdf(
  options: GetInvoicePdfOptions,
): Promise<{ fileName: string; pdf: Buffer }> {
  const notFound = new AppError('not_found', 'Facture introuvable.');
  if (!isInvoiceAccessToken(options.masterKey, options.number, options.token)) throw notFound;
  const invoice = await findInvoiceByNumber(options.db, options.number);
  if (!invoice) throw notFound;
  const payment = await findPaymentById(options.db, invoice.paymentId);
  if (!payment || (options.kind && payment.kind !== options.kind)) throw notFound;
  if (payment.kind === 'credit_purchase') {
    const pdf = await renderInvoice({
      invoice,
      details: creditInvoiceDetails(payment.credits, invoice.buyerEmail),
      paymentReference: payment.providerPaymentId,
      paidAt: invoice.issuedAt,
    });
    return { fileName: invoiceFileName(invoice.number), pdf };
  }
  if (payment.kind === 'subscription') {
    const pdf = await renderInvoice({
      invoice,
      details: [`Formule mensuelle, payée par carte le ${formatFrenchDate(invoice.issuedAt)}`],
      paymentReference: payment.providerPaymentId,
      paidAt: invoice.issuedAt,
    });
    return { fileName: invoiceFileName(invoice.number), pdf };
  }
  const certificate = await findCertificateByPayment(options.db, payment.id);
  const pdf = await renderInvoice({
    invoice,
    details: webInvoiceDetails(payment.fileHash, certificate?.id),
    paymentReference: payment.providerPaymentId,
    // The certificate was created the moment the payment was confirmed.
    paidAt: certificate?.createdAt ?? invoice.issuedAt,
  });
  return { fileName: invoiceFileName(invoice.number), pdf };
}
