import { findMonthlyPlan, type MonthlyPlan, priceFromHt } from '@horodoc/shared/pricing';
import {
  type PlanUsage,
  SUBSCRIPTION_STATUS_LABELS,
  type Subscription,
} from '@horodoc/shared/web-account-api';
import type { SubscriptionRow } from './subscription-repository';

/** The plan a subscription row names; plans are never removed from sale while subscribed. */
export function planOf(row: Pick<SubscriptionRow, 'planId'>): MonthlyPlan {
  const plan = findMonthlyPlan(row.planId);
  if (!plan) throw new Error(`subscription of an unknown plan ${row.planId}`);
  return plan;
}

/** The plan can be used now: active (or trialing) and its paid period not over. */
export function isUsable(row: SubscriptionRow, now: Date): boolean {
  return (
    (row.status === 'active' || row.status === 'trialing') &&
    row.currentPeriodEnd !== null &&
    row.currentPeriodEnd.getTime() > now.getTime()
  );
}

/** Documents counted against the current period: the count of an earlier period no longer applies. */
function documentsUsedNow(row: SubscriptionRow): number {
  const same =
    row.usagePeriodStart !== null &&
    row.currentPeriodStart !== null &&
    row.usagePeriodStart.getTime() === row.currentPeriodStart.getTime();
  return same ? row.documentsUsed : 0;
}

/** The plan's documents in the current period, for a usable subscription. */
export function planUsage(row: SubscriptionRow, now: Date): PlanUsage | null {
  if (!isUsable(row, now) || !row.currentPeriodEnd) return null;
  return {
    documents_used: documentsUsedNow(row),
    documents_per_month: planOf(row).documentsPerMonth,
    period_end: row.currentPeriodEnd.toISOString(),
  };
}

const iso = (date: Date | null) => (date ? date.toISOString() : null);

/** A subscription as its owner sees it, with its status in French. */
export function toWebSubscription(row: SubscriptionRow, now: Date): Subscription {
  const plan = planOf(row);
  const usable = isUsable(row, now);
  return {
    id: row.id,
    plan: plan.id,
    plan_name: plan.name,
    status: row.status,
    status_label: SUBSCRIPTION_STATUS_LABELS[row.status],
    is_active: usable,
    cancel_at_period_end: row.cancelAtPeriodEnd,
    current_period_start: iso(row.currentPeriodStart),
    current_period_end: iso(row.currentPeriodEnd),
    canceled_at: iso(row.canceledAt),
    ended_at: iso(row.endedAt),
    monthly_price: plan.monthlyPriceHtCents,
    monthly_price_ttc: priceFromHt(plan.monthlyPriceHtCents).ttcCents,
    documents_per_month: plan.documentsPerMonth,
    documents_used: usable ? documentsUsedNow(row) : 0,
    created_at: row.createdAt.toISOString(),
  };
}
