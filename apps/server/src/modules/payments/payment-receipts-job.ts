import { createJobInbox, type JobInbox } from '../../jobs/job-inbox';
import type { Job } from '../../jobs/job-scheduler';
import type { InvoiceRow } from '../invoices/invoice-repository';
import type { PaymentContext } from './payment-context';
import { type PaymentRow, paymentsAwaitingReceipt } from './payment-repository';
import { invoicePdfOnce } from './render-payment-invoice';
import { sendReceipt } from './send-receipt';

/** The job that e-mails receipts, woken by `PaymentReceipts.hand` when a payment is fulfilled. */
export const PAYMENT_RECEIPTS = 'payment-receipts';

/**
 * A receipt not handed over (a hand-over lost with its process, a failed send) is swept once its invoice is
 * this old; one claimed by a sender that died before its send, once the claim's lease has passed
 * (`RECEIPT_CLAIM_LEASE_MS`).
 */
const SWEEP_AFTER_MS = 30_000;
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

/**
 * The receipt e-mails of every kind as the named job `payment-receipts`: woken when a payment is fulfilled
 * (`PaymentReceipts.hand`), it sends what was handed over, with the PDF and goods the flow already had; each
 * run, and every `everyMs` (default 30 s), it also sweeps the fulfilled payments whose receipt was never sent
 * (a hand-over lost with its process, a failed send, a sender killed between its claim and its send, a
 * delivery on another instance that died), rendering their PDF itself. The invoice row is claimed for a lease
 * before each send, so concurrent runs, here or on other instances, send one e-mail; a receipt is sent at
 * least once (`claimInvoiceEmail`).
 */
export function paymentReceiptsJob(ctx: PaymentContext, options: { everyMs?: number } = {}): Job {
  const everyMs = options.everyMs ?? 30_000;

  async function send(receipt: ReceiptHandover) {
    const kind = ctx.kinds[receipt.payment.kind];
    const { payment, invoice } = receipt;
    try {
      await sendReceipt(ctx, kind, {
        ...receipt,
        invoicePdf: receipt.invoicePdf ?? invoicePdfOnce(ctx.db, kind, payment, invoice),
      });
    } catch (error) {
      ctx.log.error({ err: error, paymentId: payment.id }, 'receipt e-mail failed; the job will retry');
    }
  }

  return {
    name: PAYMENT_RECEIPTS,
    every: () => everyMs,
    async run() {
      for (const receipt of ctx.receipts.takeAll()) await send(receipt);
      const receipted = Object.values(ctx.kinds).filter((kind) => kind.receipt);
      const now = ctx.clock.now();
      try {
        const awaiting = await paymentsAwaitingReceipt(
          ctx.db,
          receipted.map((kind) => kind.name),
          { issuedBy: new Date(now - SWEEP_AFTER_MS), now: new Date(now) },
        );
        for (const receipt of awaiting) await send(receipt);
      } catch (error) {
        ctx.log.error({ err: error }, 'payments: receipt sweep failed');
      }
    },
  };
}
