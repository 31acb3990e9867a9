import { MONTHLY_PLANS, type MonthlyPlan, priceFromHt } from '@horodoc/shared/pricing';
import type { PricingPlan } from '@horodoc/shared/web-account-api';

/** A plan as /payments/plans answers it: prices in cents, excluding VAT and including it. */
export function describePlan(plan: MonthlyPlan): PricingPlan {
  return {
    id: plan.id,
    name: plan.name,
    monthly_price: plan.monthlyPriceHtCents,
    monthly_price_ttc: priceFromHt(plan.monthlyPriceHtCents).ttcCents,
    documents_per_month: plan.documentsPerMonth,
    currency: 'eur',
  };
}

/** Every plan on sale, cheapest first. */
export function describePlans(): PricingPlan[] {
  return MONTHLY_PLANS.map(describePlan);
}
