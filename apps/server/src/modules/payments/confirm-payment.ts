import { PaymentProviderError, type ProviderPaymentIntent } from '../../adapters/payments/payment-provider';
import type { InvoiceRow } from '../invoices/invoice-repository';
import { renderInvoice } from '../invoices/render-invoice';
import { type Delivered, deliverPayment } from './move-payment';
import type { PaymentContext, PaymentKind } from './payment-context';
import { findPaymentByProviderId, type PaymentRow } from './payment-repository';
import { type RefundOutcome, refundPayment } from './refund-payment';

const REFUND_STATES: ReadonlySet<PaymentRow['state']> = new Set(['refunding', 'refunded', 'refund_failed']);

export interface ConfirmPaymentOptions {
  /** The provider's payment id, as the page sends it (payment_intent_id). */
  providerPaymentId: string;
  /** Wait for what takes time (the browser does); the webhook and the reconciler come back later. */
  wait: boolean;
  /** The signed-in account: a payment of another account is not found. */
  accountId?: string;
}

/** What confirming a payment comes to, for its route to answer. */
export type Confirmed<Goods, Refunded> =
  | {
      kind: 'delivered';
      payment: PaymentRow;
      goods: Goods;
      invoice: InvoiceRow;
      /** Its PDF, rendered once for the answer and the receipt e-mail alike. */
      invoicePdf: Buffer;
    }
  | { kind: 'pending'; payment: PaymentRow; goods: Goods }
  /** `reason`: the kind's, when this call refunded it; `elsewhere`: what the payer gets all the same. */
  | {
      kind: 'refunded';
      payment: PaymentRow;
      refundId: string | null;
      reason: string | null;
      elsewhere: Refunded | null;
    }
  | { kind: 'refund_failed'; payment: PaymentRow };

/**
 * Confirms a payment of any kind and delivers it: checks it with the provider (`checkPaidWithProvider`, below,
 * which the webhook uses too; once: a payment already paid is not asked about again), then delivers or refunds
 * it (`deliverPayment`) and hands the receipt to the `payment-receipts` job, which e-mails it without holding
 * the answer back. Idempotent: any number of calls, concurrent or not, give one delivery, one invoice, and at
 * most one refund. A payment of another kind or account is unknown; one not paid, or a provider out of reach,
 * is answered as its refusal.
 */
export async function confirmPayment<Goods, Refunded>(
  ctx: PaymentContext,
  kind: PaymentKind<Goods, Refunded>,
  options: ConfirmPaymentOptions,
): Promise<Confirmed<Goods, Refunded> | PaymentCheckRefusal> {
  const payment = await findPaymentByProviderId(ctx.db, ctx.provider.kind, options.providerPaymentId);
  if (
    payment?.kind !== kind.name ||
    (options.accountId !== undefined && payment.accountId !== options.accountId)
  ) {
    return { kind: 'payment_unknown' };
  }
  let outcome: Delivered<Goods> | (RefundOutcome & { reason: string | null }) = { kind: 'closed', payment };
  if (!REFUND_STATES.has(payment.state)) {
    if (payment.state !== 'paid' && payment.state !== 'fulfilled') {
      const checked = await checkPaidWithProvider(ctx, payment);
      if (checked.kind !== 'paid') return checked;
    }
    outcome = await deliverPayment(ctx, kind, payment, { wait: options.wait });
  }
  // Not deliverable, refunded, or being refunded (by another call, or a crash between asking and recording).
  if (outcome.kind === 'refund' || outcome.kind === 'closed') {
    if (outcome.payment.state === 'canceled') throw new Error(`payment ${payment.id} was canceled`);
    const [reason, why] =
      outcome.kind === 'refund' ? [outcome.reason, outcome.why] : [null, 'confirmed again'];
    outcome = { ...(await refundPayment(ctx, outcome.payment, why)), reason };
  }

  switch (outcome.kind) {
    case 'delivered': {
      const { details, ...delivered } = outcome;
      const { payment: paid, invoice, goods } = delivered;
      // Printed as the kind's delivery said it, or else as the kind says it when asked.
      const printed = details ?? (await kind.invoiceDetails(ctx.db, paid, invoice));
      const invoicePdf = await renderInvoice({
        invoice,
        paymentReference: paid.providerPaymentId,
        ...printed,
      });
      // The receipt leaves in the background, with the PDF and goods at hand: the answer does not wait for it.
      // Whether this kind has one is `sendReceipt`'s to say, as for every receipt the job sends.
      ctx.receipts.hand(invoice.id, { payment: paid, invoice, invoicePdf, goods });
      return { ...delivered, invoicePdf };
    }
    case 'refunded': {
      const elsewhere = (await kind.describeRefund?.(ctx, outcome.payment, { wait: options.wait })) ?? null;
      return { ...outcome, elsewhere };
    }
    default:
      return outcome;
  }
}

/** Why a payment cannot be delivered yet, as the provider tells it: the same refusals for every flow. */
export type PaymentCheckRefusal =
  | { kind: 'payment_unknown' }
  /** Answered with the card-payment wording the pages recognise. */
  | { kind: 'payment_not_succeeded' }
  | { kind: 'payment_provider_down'; cause: unknown };

const CHECK_REFUSALS: ReadonlySet<string> = new Set<PaymentCheckRefusal['kind']>([
  'payment_unknown',
  'payment_not_succeeded',
  'payment_provider_down',
]);

/** Whether an outcome is one of the refusals above, for the callers that pass them on. */
export function isPaymentCheckRefusal(outcome: { kind: string }): outcome is PaymentCheckRefusal {
  return CHECK_REFUSALS.has(outcome.kind);
}

/**
 * Re-reads the payment from the provider: the only state trusted before delivering anything. The amount,
 * the currency and our own payment id must match what we recorded. Not paid, the provider's payment comes
 * with the refusal (the webhook records a decline or a cancellation from it).
 * @throws Error for a mismatch (logged as critical): never delivered, answered as a server error.
 */
export async function checkPaidWithProvider(
  ctx: PaymentContext,
  payment: PaymentRow,
): Promise<
  { kind: 'paid' } | Exclude<PaymentCheckRefusal, { kind: 'payment_not_succeeded' }> | NotSucceeded
> {
  let intent: ProviderPaymentIntent | null;
  try {
    intent = await ctx.provider.retrievePaymentIntent(payment.providerPaymentId);
  } catch (error) {
    if (!(error instanceof PaymentProviderError)) throw error;
    return { kind: 'payment_provider_down', cause: error };
  }
  if (!intent) return { kind: 'payment_unknown' };
  if (intent.status !== 'succeeded') return { kind: 'payment_not_succeeded', intent };
  if (
    intent.amountCents !== payment.amountTtcCents ||
    intent.currency !== payment.currency ||
    intent.metadata.payment_id !== payment.id
  ) {
    ctx.log.fatal(
      { paymentId: payment.id, providerPaymentId: intent.id },
      'CRITICAL: provider payment does not match ours',
    );
    throw new Error(`provider payment ${intent.id} does not match payment ${payment.id}`);
  }
  return { kind: 'paid' };
}

type NotSucceeded = { kind: 'payment_not_succeeded'; intent: ProviderPaymentIntent };
