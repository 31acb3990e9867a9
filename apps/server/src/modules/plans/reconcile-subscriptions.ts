import type { PaymentContext } from '../payments/payment-context';
import { subscriptionsToReconcile } from './subscription-repository';
import { syncSubscription } from './sync-subscription';

/**
 * Brings lagging subscriptions in line with the provider, for when a webhook was lost: renewals, failed
 * renewals, ends and activations are then recorded all the same (each sync is idempotent).
 * @returns how many subscriptions were looked at.
 */
export async function reconcileSubscriptions(options: { ctx: PaymentContext; now: Date }): Promise<number> {
  const { ctx } = options;
  const rows = await subscriptionsToReconcile(ctx.db, options.now, 50);
  for (const row of rows) {
    try {
      await syncSubscription(ctx, { providerSubscriptionId: row.providerSubscriptionId });
    } catch (error) {
      ctx.log.error({ err: error, subscriptionId: row.id }, 'subscriptions: reconciliation failed');
    }
  }
  return rows.length;
}
