import { paymentState } from '../../adapters/db/schema/payments';

/**
 * The states of a payment and the only moves between them. Every change of state is one conditional update
 * (`move-payment.ts`: `where state in FROM_STATES[to]`), so a move this table does not allow changes nothing,
 * whoever tries it, and two callers never both make the same move.
 *
 * created: ours and the provider's exist, the card not charged yet (the browser confirms it);
 * paid: the provider said it succeeded; what was bought is being delivered (its kind's `accept`, `complete`);
 * fulfilled: delivered and invoiced, once;
 * refunding: a full refund was asked of the provider, its answer not recorded yet;
 * refunded: the provider made the refund (or holds it pending on its side);
 * refund_failed: the provider refused it: money taken, nothing delivered; tried again;
 * failed: the card was declined (the same payment may still succeed with another card);
 * canceled: the provider canceled it; it can no longer be paid.
 */
export const PAYMENT_STATES = paymentState.enumValues;

export type PaymentState = (typeof PAYMENT_STATES)[number];

/** Every legal move, keyed by the state it leaves. */
const NEXT: Record<PaymentState, readonly PaymentState[]> = {
  created: ['paid', 'failed', 'canceled'],
  // failed → paid: the page retried with another card, or a declined renewal was paid on a retry.
  failed: ['paid', 'canceled'],
  paid: ['fulfilled', 'refunding'],
  refunding: ['refunded', 'refund_failed'],
  // refund_failed → refunded: a concurrent attempt made the refund this one was told failed.
  refund_failed: ['refunding', 'refunded'],
  fulfilled: [],
  refunded: [],
  canceled: [],
};

/**
 * Whether `from → to` is one of the moves above.
 * @internal exported for its tests; the moves themselves are guarded by `FROM_STATES`.
 */
export function canTransition(from: PaymentState, to: PaymentState): boolean {
  return NEXT[from].includes(to);
}

/** The states a payment may be in to move to `to`: the guard of every conditional update. */
function fromStates(to: PaymentState): PaymentState[] {
  return PAYMENT_STATES.filter((from) => canTransition(from, to));
}

/** `fromStates` of every state, worked out once from the table: what `move-payment.ts` guards each move with. */
export const FROM_STATES = Object.fromEntries(PAYMENT_STATES.map((to) => [to, fromStates(to)])) as Record<
  PaymentState,
  PaymentState[]
>;
