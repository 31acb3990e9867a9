import { PaymentProviderError } from '../../adapters/payments/payment-provider';
import type { PaymentContext } from '../payments/payment-context';
import {
  findSubscriptionOfAccount,
  liveSubscriptions,
  type SubscriptionRow,
  updateSubscription,
} from './subscription-repository';
import { mirrorOf } from './sync-subscription';

/**
 * Cancels a plan at the end of its paid period (it stays usable until `current_period_end`); one in arrears
 * stops at once. Cancelling again answers the same subscription.
 */
export async function cancelPlanSubscription(
  ctx: PaymentContext,
  input: { accountId: string; subscriptionId?: string },
): Promise<
  | { kind: 'canceled'; subscription: SubscriptionRow }
  | { kind: 'no_subscription_to_cancel' }
  | { kind: 'payment_provider_down'; cause: unknown }
> {
  const row = input.subscriptionId
    ? await findSubscriptionOfAccount(ctx.db, input.accountId, input.subscriptionId)
    : (await liveSubscriptions(ctx.db, input.accountId))[0];
  if (!row) return { kind: 'no_subscription_to_cancel' };
  const ended = row.status === 'canceled' || row.status === 'incomplete_expired';
  if (ended || row.cancelAtPeriodEnd) return { kind: 'canceled', subscription: row };
  try {
    const remote = await ctx.provider.cancelSubscription({
      subscriptionId: row.providerSubscriptionId,
      atPeriodEnd: row.status === 'active' || row.status === 'trialing',
    });
    return {
      kind: 'canceled',
      subscription: await updateSubscription(ctx.db, row.id, mirrorOf(remote), new Date(ctx.clock.now())),
    };
  } catch (error) {
    if (error instanceof PaymentProviderError) return { kind: 'payment_provider_down', cause: error };
    throw error;
  }
}
