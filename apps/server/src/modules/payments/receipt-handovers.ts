import { createJobInbox, type JobInbox } from '../../jobs/job-inbox';
import type { InvoiceRow } from '../invoices/invoice-repository';
import type { PaymentRow } from './payment-repository';

/** The job that e-mails receipts, woken by `PaymentReceipts.hand` when a payment is fulfilled. */
export const PAYMENT_RECEIPTS = 'payment-receipts';

/** At most this many handovers are held for the job; past it the oldest is dropped, and swept instead. */
const HELD_AT_MOST = 200;

/**
 * What the flow that fulfilled a payment already holds for its receipt: the rows, the invoice's PDF it
 * rendered for its own answer, the goods it delivered (the web kind's receipt prints the proof they carry).
 */
export interface ReceiptHandover {
  payment: PaymentRow;
  invoice: InvoiceRow;
  invoicePdf?: Buffer;
  goods?: unknown;
}

/** The receipts handed to the job in this process (`hand`, under the invoice's id, when a payment is just fulfilled). */
export type PaymentReceipts = JobInbox<ReceiptHandover>;

/** Built by `createDeps`, with how to wake the job (`jobs.runSoon(PAYMENT_RECEIPTS)`). */
export function paymentReceipts(wake: () => void): PaymentReceipts {
  return createJobInbox(wake, { heldAtMost: HELD_AT_MOST });
}
