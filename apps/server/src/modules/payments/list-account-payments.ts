import { type AccountPayment, PAYMENT_STATUS_LABELS } from '@horodoc/shared/web-account-api';
import type { Db } from '../../adapters/db/database';
import { listAccountPayments } from './payment-repository';

/** /payments/payments: the account's payments, newest first, each with its French status label. */
export async function listWebAccountPayments(db: Db, accountId: string): Promise<AccountPayment[]> {
  const rows = await listAccountPayments(db, accountId, 100);
  return rows.map(({ payment, invoiceNumber }) => ({
    id: payment.id,
    kind: payment.kind,
    status: payment.status,
    status_label: PAYMENT_STATUS_LABELS[payment.status],
    amount_ht: payment.amountHtCents,
    tva_amount: payment.vatCents,
    amount_ttc: payment.amountTtcCents,
    currency: payment.currency,
    credits: payment.credits,
    file_name: payment.fileName,
    invoice_number: invoiceNumber,
    created_at: payment.createdAt.toISOString(),
  }));
}
