import { type AccountPayment, PAYMENT_STATUS_LABELS } from '@horodoc/shared/web-account-api';
import type { Db } from '../../adapters/db/database';
import { invoiceDownloadUrl } from '../invoices/invoice-access-token';
import { subscriptionLabel } from '../plans/record-subscription-invoice';
import { listAccountPayments, type PaymentRow } from './payment-repository';

/** What a payment bought, in French. */
function labelOf(payment: PaymentRow): string {
  if (payment.kind === 'credit_purchase') return `${payment.credits ?? 0} crédits API`;
  if (payment.kind === 'subscription')
    return subscriptionLabel('Horodoc', payment.periodStart, payment.periodEnd);
  return `Horodatage blockchain — ${payment.fileName ?? ''}`;
}

/**
 * /payments/payments: the account's payments, newest first, each with its French status label, what it
 * bought, and its invoice's download address.
 */
export async function listWebAccountPayments(
  db: Db,
  accountId: string,
  masterKey: Buffer,
): Promise<AccountPayment[]> {
  const rows = await listAccountPayments(db, accountId, 100);
  return rows.map(({ payment, invoiceNumber, invoiceLabel }) => ({
    id: payment.id,
    kind: payment.kind,
    // A period's invoice line names the plan and its dates; the others say it from the payment itself.
    label: payment.kind === 'subscription' ? (invoiceLabel ?? labelOf(payment)) : labelOf(payment),
    status: payment.status,
    status_label: PAYMENT_STATUS_LABELS[payment.status],
    amount_ht: payment.amountHtCents,
    tva_amount: payment.vatCents,
    amount_ttc: payment.amountTtcCents,
    currency: payment.currency,
    credits: payment.credits,
    file_name: payment.fileName,
    invoice_number: invoiceNumber,
    invoice_url: invoiceNumber ? invoiceDownloadUrl(masterKey, invoiceNumber) : null,
    created_at: payment.createdAt.toISOString(),
  }));
}
