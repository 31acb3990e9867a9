import { PaymentProviderError } from '../../adapters/payments/payment-provider';
import { AppError } from '../../errors';
import type { PaymentContext } from '../payments/payment-context';
import { PROVIDER_DOWN } from './create-plan-subscription';
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
 * @throws AppError `not_found` when there is nothing to cancel, `service_unavailable` when the provider fails.
 */
export async function cancelPlanSubscription(
  ctx: PaymentContext,
  input: { accountId: string; subscriptionId?: string },
): Promise<SubscriptionRow> {
  const row = input.subscriptionId
    ? await findSubscriptionOfAccount(ctx.db, input.accountId, input.subscriptionId)
    : (await liveSubscriptions(ctx.db, input.accountId))[0];
  if (!row) throw new AppError('not_found', 'Aucun abonnement à résilier.');
  const ended = row.status === 'canceled' || row.status === 'incomplete_expired';
  if (ended || row.cancelAtPeriodEnd) return row;
  try {
    const remote = await ctx.provider.cancelSubscription({
      subscriptionId: row.providerSubscriptionId,
      atPeriodEnd: row.status === 'active' || row.status === 'trialing',
    });
    return await updateSubscription(ctx.db, row.id, mirrorOf(remote));
  } catch (error) {
    if (error instanceof PaymentProviderError) {
      throw new AppError('service_unavailable', PROVIDER_DOWN, { cause: error });
    }
    throw error;
  }
}
