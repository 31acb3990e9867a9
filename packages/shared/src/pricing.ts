/**
 * Prices, in euro cents. The server computes every amount from these; the browser only displays them.
 */

/** Excluding VAT: the first document timestamped from a browser, then each following one. */
export const WEB_PRICE_FIRST_HT_CENTS = 100;
export const WEB_PRICE_NEXT_HT_CENTS = 41;
export const VAT_RATE = 0.21;

export interface PriceBreakdown {
  htCents: number;
  vatCents: number;
  ttcCents: number;
}

/** Splits an amount excluding VAT into VAT and total, rounding the total to the cent as the spec does. */
export function priceFromHt(htCents: number): PriceBreakdown {
  const ttcCents = Math.round(htCents * (1 + VAT_RATE));
  return { htCents, vatCents: ttcCents - htCents, ttcCents };
}

/** The web price for a browser that has already timestamped `documentsDone` documents. */
export function webPrice(documentsDone: number): PriceBreakdown {
  return priceFromHt(documentsDone > 0 ? WEB_PRICE_NEXT_HT_CENTS : WEB_PRICE_FIRST_HT_CENTS);
}

/** The only totals the web payment accepts: 121 and 50 cents. */
export const WEB_PRICE_POINTS_TTC_CENTS = [
  priceFromHt(WEB_PRICE_FIRST_HT_CENTS).ttcCents,
  priceFromHt(WEB_PRICE_NEXT_HT_CENTS).ttcCents,
] as const;

export interface CreditPack {
  credits: number;
  priceHtCents: number;
  popular?: boolean;
}

/** API credit packs; one credit per timestamp, credits never expire. */
export const CREDIT_PACKS: readonly CreditPack[] = [
  { credits: 20, priceHtCents: 500 },
  { credits: 50, priceHtCents: 1000, popular: true },
  { credits: 100, priceHtCents: 1500 },
  { credits: 300, priceHtCents: 3000 },
];

/** '1,21' — French decimal format with two decimals, no currency sign. */
export function formatEuros(cents: number): string {
  return (cents / 100).toLocaleString('fr-FR', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
}

/** The pack of exactly this many credits, if we sell one. */
export function findCreditPack(credits: number): CreditPack | undefined {
  return CREDIT_PACKS.find((pack) => pack.credits === credits);
}

/** A pack's price: excluding VAT, VAT and total, in cents. */
export function creditPackPrice(pack: CreditPack): PriceBreakdown {
  return priceFromHt(pack.priceHtCents);
}

/** '10' for whole euros, '12,50' otherwise: how the packs show their price. */
export function formatPackEuros(cents: number): string {
  return cents % 100 === 0 ? String(cents / 100) : formatEuros(cents);
}

export const PLAN_IDS = ['starter', 'pro'] as const;
export type PlanId = (typeof PLAN_IDS)[number];

export interface MonthlyPlan {
  id: PlanId;
  name: string;
  documentsPerMonth: number;
  monthlyPriceHtCents: number;
}

/**
 * Monthly plans for people who timestamp every week. Each costs less per document than pay-per-use
 * (0,41 € HT): starter 0,36 €, pro 0,29 €, so a plan is worth taking once its quota is mostly used.
 */
export const MONTHLY_PLANS: readonly MonthlyPlan[] = [
  { id: 'starter', name: 'Starter', documentsPerMonth: 25, monthlyPriceHtCents: 900 },
  { id: 'pro', name: 'Pro', documentsPerMonth: 100, monthlyPriceHtCents: 2900 },
];

/** The plan of this id, if we sell one. */
export function findMonthlyPlan(id: string): MonthlyPlan | undefined {
  return MONTHLY_PLANS.find((plan) => plan.id === id);
}
