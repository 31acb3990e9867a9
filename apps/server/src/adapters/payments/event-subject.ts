/** What a webhook event's object names: a payment, a subscription, an invoice (of a subscription). */
export interface EventSubject {
  paymentIntentId: string | null;
  subscriptionId: string | null;
  invoiceId: string | null;
}

const text = (value: unknown): string | null => (typeof value === 'string' ? value : null);

/**
 * Reads the ids of an event's object, the same for Stripe and the simulator (which writes Stripe's shapes):
 * only ids are taken, since the objects are re-read from the provider before anything is done.
 */
export function eventSubject(object: Record<string, unknown>): EventSubject {
  const kind = object.object;
  const parent = object.parent as { subscription_details?: { subscription?: unknown } } | null | undefined;
  return {
    paymentIntentId: kind === 'payment_intent' ? text(object.id) : text(object.payment_intent),
    subscriptionId:
      kind === 'subscription'
        ? text(object.id)
        : kind === 'invoice'
          ? text(parent?.subscription_details?.subscription)
          : null,
    invoiceId: kind === 'invoice' ? text(object.id) : null,
  };
}
