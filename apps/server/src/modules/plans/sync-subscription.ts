import type { ProviderSubscription } from '../../adapters/payments/payment-provider';
import { findAccountById } from '../accounts/account-repository';
import type { PaymentContext } from '../payments/payment-context';
import { renewalFailedEmail, sendPlanEmail, subscriptionActivatedEmail } from './plan-emails';
import { recordSubscriptionInvoice } from './record-subscription-invoice';
import {
  findSubscriptionByProviderId,
  lockSubscription,
  otherLiveSubscriptions,
  type SubscriptionRow,
  updateSubscription,
} from './subscription-repository';
import { planOf } from './to-web-subscription';

/** Our columns from the provider's subscription; a paused one (which we never ask for) cannot be used. */
export function mirrorOf(remote: ProviderSubscription): Partial<SubscriptionRow> {
  return {
    status: remote.status === 'paused' ? 'unpaid' : remote.status,
    currentPeriodStart: remote.currentPeriodStart,
    currentPeriodEnd: remote.currentPeriodEnd,
    cancelAtPeriodEnd: remote.cancelAtPeriodEnd,
    canceledAt: remote.canceledAt,
    endedAt: remote.endedAt,
  };
}

/**
 * Brings our copy of a subscription in line with the provider, which is re-read (an event's payload is not
 * trusted): status and period, the paid invoices (payment and invoice, once each), and what a change of
 * status means — the activation e-mail and the end of a replaced plan, or the failed renewal e-mail. Any
 * number of calls, concurrent or not, give the same result and each e-mail once.
 * @returns our subscription, or null when it is not one of ours.
 */
export async function syncSubscription(
  ctx: PaymentContext,
  input: { providerSubscriptionId: string; invoiceId?: string | null },
): Promise<SubscriptionRow | null> {
  const known = await findSubscriptionByProviderId(ctx.db, ctx.provider.kind, input.providerSubscriptionId);
  if (!known) return null;
  const remote = await ctx.provider.retrieveSubscription(input.providerSubscriptionId);
  if (!remote) return known;

  // The status change is decided on the locked row, so one caller alone sees each transition.
  const { row, before } = await ctx.db.transaction(async (tx) => {
    const locked = await lockSubscription(tx, known.id);
    return {
      row: await updateSubscription(tx, known.id, mirrorOf(remote), new Date(ctx.clock.now())),
      before: locked.status,
    };
  });

  const invoiceIds = new Set([input.invoiceId, remote.latestInvoiceId].filter((id): id is string => !!id));
  for (const invoiceId of invoiceIds) await recordSubscriptionInvoice(ctx, row, invoiceId);

  if (before !== row.status) await onStatusChange(ctx, row, before);
  return row;
}

async function onStatusChange(ctx: PaymentContext, row: SubscriptionRow, before: SubscriptionRow['status']) {
  const account = await findAccountById(ctx.db, row.accountId);
  const plan = planOf(row);
  if (row.status === 'active' && before === 'incomplete') {
    await replaceOtherPlans(ctx, row);
    if (account && row.currentPeriodEnd) {
      sendPlanEmail(
        ctx,
        account.email,
        subscriptionActivatedEmail({
          planName: plan.name,
          documents: plan.documentsPerMonth,
          periodEnd: row.currentPeriodEnd,
        }),
      );
    }
  }
  if (row.status === 'past_due' && account) {
    sendPlanEmail(
      ctx,
      account.email,
      renewalFailedEmail({ planName: plan.name, publicUrl: ctx.settings.publicUrl }),
    );
  }
}

/** A new plan, once paid, replaces the account's other one at once: two plans are never billed together. */
async function replaceOtherPlans(ctx: PaymentContext, row: SubscriptionRow) {
  for (const other of await otherLiveSubscriptions(ctx.db, row.accountId, row.id)) {
    try {
      const remote = await ctx.provider.cancelSubscription({
        subscriptionId: other.providerSubscriptionId,
        atPeriodEnd: false,
      });
      await updateSubscription(ctx.db, other.id, mirrorOf(remote), new Date(ctx.clock.now()));
    } catch (error) {
      ctx.log.error({ err: error, subscriptionId: other.id }, 'replaced plan not cancelled at the provider');
    }
  }
}
