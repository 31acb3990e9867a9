import { describe, expect, it } from 'vitest';
import { MONTHLY_PLANS, WEB_PRICE_NEXT_HT_CENTS } from './pricing';

describe('monthly plans', () => {
  it('cost less per document than pay-per-use once their quota is used', () => {
    for (const plan of MONTHLY_PLANS) {
      expect(plan.monthlyPriceHtCents / plan.documentsPerMonth).toBeLessThan(WEB_PRICE_NEXT_HT_CENTS);
    }
  });

  it('are starter at 25 documents a month and pro at 100 (spec, section 9)', () => {
    expect(MONTHLY_PLANS.map((plan) => [plan.id, plan.documentsPerMonth])).toEqual([
      ['starter', 25],
      ['pro', 100],
    ]);
  });
});
