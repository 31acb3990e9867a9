import {
  type AccountPayment,
  PAYMENT_STATUS_LABELS,
  type PaymentStatus,
} from '@horodoc/shared/web-account-api';
import { invoiceDownloadUrl } from '../invoices/invoice-file';
import type { PaymentContext } from './payment-context';
import type { PaymentState } from './payment-lifecycle';
import { listAccountPayments } from './payment-repository';

/** The status the account's pages show: paid whatever happened after (delivered, refunded, ...). */
const STATUS_OF: Record<PaymentState, PaymentStatus> = {
  created: 'pending',
  failed: 'failed',
  canceled: 'canceled',
  paid: 'succeeded',
  fulfilled: 'succeeded',
  refunding: 'succeeded',
  refunded: 'succeeded',
  refund_failed: 'succeeded',
};

/**
 * /payments/payments: the account's payments, newest first, each with its French status label, what it
 * bought (as its kind says), and its invoice's download address.
 */
export async function listWebAccountPayments(
  ctx: Pick<PaymentContext, 'db' | 'kinds'> & { settings: { masterKey: Buffer } },
  accountId: string,
): Promise<AccountPayment[]> {
  const rows = await listAccountPayments(ctx.db, accountId, 100);
  return rows.map(({ payment, invoiceNumber, invoiceLabel }) => ({
    id: payment.id,
    kind: payment.kind,
    label: ctx.kinds[payment.kind].label(payment, invoiceLabel),
    status: STATUS_OF[payment.state],
    status_label: PAYMENT_STATUS_LABELS[STATUS_OF[payment.state]],
    amount_ht: payment.amountHtCents,
    tva_amount: payment.vatCents,
    amount_ttc: payment.amountTtcCents,
    currency: payment.currency,
    credits: payment.credits,
    file_name: payment.fileName,
    invoice_number: invoiceNumber,
    invoice_url: invoiceNumber ? invoiceDownloadUrl(ctx.settings.masterKey, invoiceNumber) : null,
    created_at: payment.createdAt.toISOString(),
  }));
}
