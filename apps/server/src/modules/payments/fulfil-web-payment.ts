import { removeBidiControls } from '@horodoc/shared/bidi-controls';
import { VAT_RATE } from '@horodoc/shared/pricing';
import type { CertificateRow } from '../certificates/create-pending-certificate';
import type { InvoiceRow } from '../invoices/invoice-repository';
import { issueInvoice } from '../invoices/issue-invoice';
import type { PaymentContext } from './payment-context';
import { type PaymentRow, updatePayment } from './payment-repository';

/** The invoice line of a web timestamp (issue 4): 'Horodatage blockchain — {file name}'. */
function webInvoiceLabel(fileName: string): string {
  return `Horodatage blockchain — ${removeBidiControls(fileName)}`;
}

/**
 * Delivers what an anchored web payment bought: its invoice (issued once) and the payment marked fulfilled.
 */
export async function fulfilWebPayment(
  ctx: PaymentContext,
  payment: PaymentRow,
  certificate: CertificateRow,
): Promise<InvoiceRow> {
  const invoice = await issueInvoice(ctx.db, {
    paymentId: payment.id,
    lineLabel: webInvoiceLabel(certificate.fileName),
    htCents: payment.amountHtCents,
    vatCents: payment.vatCents,
    ttcCents: payment.amountTtcCents,
    vatRateBasisPoints: Math.round(VAT_RATE * 10_000),
    buyerEmail: payment.buyerEmail,
  });
  if (!payment.fulfilledAt) await updatePayment(ctx.db, payment.id, { fulfilledAt: new Date() });
  return invoice;
}
