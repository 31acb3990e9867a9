import type { Job } from '../../jobs/job-scheduler';
import type { PaymentContext } from './payment-context';
import { paymentsAwaitingReceipt } from './payment-repository';
import { PAYMENT_RECEIPTS, type ReceiptHandover } from './receipt-handovers';
import { invoicePdfOnce } from './render-payment-invoice';
import { sendReceipt } from './send-receipt';

/**
 * A receipt not handed over (a hand-over lost with its process, a failed send) is swept once its invoice is
 * this old; one claimed by a sender that died before its send, once the claim's lease has passed
 * (`RECEIPT_CLAIM_LEASE_MS`).
 */
const SWEEP_AFTER_MS = 30_000;

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
