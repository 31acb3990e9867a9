import { randomUUID } from 'node:crypto';
import { findMonthlyPlan, type PlanId, type PriceBreakdown, priceFromHt } from '@horodoc/shared/pricing';
import { PaymentProviderError } from '../../adapters/payments/payment-provider';
import { findAccountById } from '../accounts/account-repository';
import type { PaymentContext } from '../payments/payment-context';
import {
  findProviderCustomer,
  insertSubscription,
  listAccountSubscriptions,
  liveSubscriptions,
  type SubscriptionRow,
} from './subscription-repository';
import { mirrorOf } from './sync-subscription';

export interface StartedSubscription {
  kind: 'started';
  subscription: SubscriptionRow;
  /** Of the first invoice's payment: for the browser, never logged. */
  clientSecret: string;
  paymentIntentId: string;
  price: PriceBreakdown;
}

/** Stripe ends an unpaid first invoice after 23 hours; past that, a new subscription is made. */
const REUSABLE_MS = 22 * 3600_000;

export type PlanSubscriptionRefusal =
  | { kind: 'plan_unknown' }
  | { kind: 'plan_already_subscribed' }
  | { kind: 'payment_provider_down'; cause: unknown };

/**
 * Starts a monthly plan: the provider's subscription waits for its first invoice's payment, confirmed in the
 * browser with the card; the webhook (or the next read) activates it. Asking again for the same plan while
 * its first payment is due answers the same subscription, so a retry never makes a second one.
 */
export async function createPlanSubscription(
  ctx: PaymentContext,
  input: { accountId: string; planId: PlanId; now: Date },
): Promise<StartedSubscription | PlanSubscriptionRefusal> {
  const plan = findMonthlyPlan(input.planId);
  if (!plan) return { kind: 'plan_unknown' };
  const price = priceFromHt(plan.monthlyPriceHtCents);
  const live = await liveSubscriptions(ctx.db, input.accountId);
  // In arrears, the same plan may be taken again: the new one replaces it once paid.
  if (live.some((row) => row.planId === plan.id && (row.status === 'active' || row.status === 'trialing'))) {
    return { kind: 'plan_already_subscribed' };
  }
  try {
    const pending = (await listAccountSubscriptions(ctx.db, input.accountId)).find(
      (row) =>
        row.status === 'incomplete' &&
        row.planId === plan.id &&
        row.provider === ctx.provider.kind &&
        input.now.getTime() - row.createdAt.getTime() < REUSABLE_MS,
    );
    if (pending) {
      const remote = await ctx.provider.retrieveSubscription(pending.providerSubscriptionId);
      const invoice = remote?.latestInvoiceId
        ? await ctx.provider.retrieveInvoice(remote.latestInvoiceId, { withClientSecret: true })
        : null;
      if (remote?.status === 'incomplete' && invoice?.clientSecret && invoice.paymentIntentId) {
        return {
          kind: 'started',
          subscription: pending,
          clientSecret: invoice.clientSecret,
          paymentIntentId: invoice.paymentIntentId,
          price,
        };
      }
    }

    const account = await findAccountById(ctx.db, input.accountId);
    if (!account) throw new Error(`account ${input.accountId} of a live token vanished`);
    const id = randomUUID();
    const start = await ctx.provider.createSubscription({
      customerId: await findProviderCustomer(ctx.db, input.accountId, ctx.provider.kind),
      email: account.email,
      planId: plan.id,
      planName: plan.name,
      amountCents: price.ttcCents,
      currency: 'eur',
      metadata: { subscription_id: id, account_id: input.accountId },
      idempotencyKey: `subscription-${id}`,
    });
    const subscription = await insertSubscription(ctx.db, {
      id,
      accountId: input.accountId,
      planId: plan.id,
      provider: ctx.provider.kind,
      providerSubscriptionId: start.subscription.id,
      providerCustomerId: start.subscription.customerId,
      ...mirrorOf(start.subscription),
    });
    return {
      kind: 'started',
      subscription,
      clientSecret: start.clientSecret,
      paymentIntentId: start.paymentIntentId,
      price,
    };
  } catch (error) {
    if (error instanceof PaymentProviderError) return { kind: 'payment_provider_down', cause: error };
    throw error;
  }
}
