import {
  CREDIT_PACKS,
  formatEuros,
  formatPackEuros,
  MONTHLY_PLANS,
  priceFromHt,
  WEB_PRICE_FIRST_HT_CENTS,
  WEB_PRICE_NEXT_HT_CENTS,
} from '@horodoc/shared/pricing';
import type { ReactNode } from 'react';
import { homeSections, paths } from '../../app/paths';
import { ButtonLink } from '../../components/button-link';
import { CheckIcon } from '../../components/icons';
import { Section, SectionHeading } from '../../components/section';
import { home } from '../../i18n/fr';
import { BailiffComparisonTable } from './bailiff-comparison-table';

const t = home.pricing;

/** The lowest price per document of the credit packs, in cents. */
const cheapestCreditCents = Math.min(...CREDIT_PACKS.map((pack) => pack.priceHtCents / pack.credits));
/** The cheapest monthly plan, in cents excl. VAT. */
const cheapestPlanCents = Math.min(...MONTHLY_PLANS.map((plan) => plan.monthlyPriceHtCents));
/** Plans are taken from the account area, reached through a sign-up or a login. */
const PLANS_PATH = `${paths.register}?next=${encodeURIComponent(paths.accountPlan)}`;

function Features({ items }: { items: readonly string[] }) {
  return (
    <ul className="mt-8 mb-10 space-y-3">
      {items.map((item) => (
        <li key={item} className="flex gap-3 text-slate-700">
          <span className="mt-0.5 h-5 w-5 shrink-0 text-emerald-600">
            <CheckIcon />
          </span>
          {item}
        </li>
      ))}
    </ul>
  );
}

interface PriceCardProps {
  name: string;
  audience: string;
  highlighted?: boolean;
  badge?: string;
  children: ReactNode;
}

function PriceCard({ name, audience, highlighted = false, badge, children }: PriceCardProps) {
  return (
    <article
      className={`relative flex flex-col rounded-3xl bg-white p-8 sm:p-10 lg:p-8 ${highlighted ? 'border-2 border-brand-600 shadow-brand-900/10 shadow-xl' : 'border border-slate-200'}`}
    >
      {badge && (
        <p className="-top-3.5 absolute left-8 rounded-full bg-emerald-700 px-3 py-1 font-semibold text-white text-xs">
          {badge}
        </p>
      )}
      <h3 className="font-semibold text-slate-900 text-xl">{name}</h3>
      <p className="mt-1 text-slate-600">{audience}</p>
      {children}
    </article>
  );
}

/** The monthly plans of the business configuration: from the cheapest, then each with its quota. */
function PlansCard() {
  return (
    <PriceCard name={t.plans.name} audience={t.plans.audience}>
      <p className="mt-8 flex flex-wrap items-baseline gap-x-2">
        <span className="text-slate-600">{t.plans.priceFromLabel}</span>
        <span className="whitespace-nowrap font-bold text-5xl text-slate-900 tracking-tight">
          {t.plans.priceFrom(formatPackEuros(cheapestPlanCents))}
        </span>
        <span className="text-slate-600">{t.plans.priceUnit}</span>
      </p>
      <ul aria-label={t.plans.listLabel} className="mt-4 space-y-2">
        {MONTHLY_PLANS.map((plan) => (
          <li key={plan.id} className="rounded-xl bg-slate-50 px-4 py-3 ring-1 ring-slate-200">
            <p className="flex flex-wrap items-baseline justify-between gap-x-3 font-semibold text-slate-900">
              <span>{plan.name}</span>
              <span className="tabular-nums">{t.plans.price(formatEuros(plan.monthlyPriceHtCents))}</span>
            </p>
            <p className="mt-0.5 text-slate-600 text-sm">
              {t.plans.quota(
                plan.documentsPerMonth,
                formatEuros(Math.round(plan.monthlyPriceHtCents / plan.documentsPerMonth)),
              )}
            </p>
          </li>
        ))}
      </ul>
      <Features items={t.plans.features} />
      <ButtonLink to={PLANS_PATH} variant="secondary" className="mt-auto w-full">
        {t.plans.cta}
      </ButtonLink>
    </PriceCard>
  );
}

export function PricingSection() {
  const firstTtc = formatEuros(priceFromHt(WEB_PRICE_FIRST_HT_CENTS).ttcCents);
  return (
    <Section id={homeSections.pricing} labelledBy="pricing-title">
      <SectionHeading id="pricing-title" title={t.title} lead={t.lead} />
      <div className="mx-auto mt-14 grid max-w-6xl gap-8 lg:grid-cols-3">
        <PriceCard name={t.perUse.name} audience={t.perUse.audience} highlighted>
          <p className="mt-8 flex flex-wrap items-baseline gap-x-2">
            <span className="whitespace-nowrap font-bold text-5xl text-slate-900 tracking-tight">
              {t.perUse.priceFrom}
            </span>
            <span className="text-slate-600">{t.perUse.priceUnit}</span>
          </p>
          <p className="mt-2 font-medium text-slate-800">
            {t.perUse.nextPrice(formatEuros(WEB_PRICE_NEXT_HT_CENTS))}
          </p>
          <p className="mt-1 text-slate-500 text-sm">{t.perUse.ttc(firstTtc)}</p>
          <Features items={t.perUse.features} />
          <ButtonLink to={paths.upload} className="mt-auto w-full">
            {t.perUse.cta}
          </ButtonLink>
        </PriceCard>
        <PriceCard name={t.credits.name} audience={t.credits.audience} badge={t.credits.badge}>
          <p className="mt-8 flex flex-wrap items-baseline gap-x-2">
            <span className="text-slate-600">{t.credits.priceFromLabel}</span>
            <span className="whitespace-nowrap font-bold text-5xl text-slate-900 tracking-tight">
              {t.credits.priceFrom(formatEuros(cheapestCreditCents))}
            </span>
            <span className="text-slate-600">{t.credits.priceUnit}</span>
          </p>
          <p className="mt-2 font-medium text-slate-800">{t.credits.packs}</p>
          <Features items={t.credits.features} />
          <ButtonLink to={paths.apiDocs} variant="secondary" className="mt-auto w-full">
            {t.credits.cta}
          </ButtonLink>
        </PriceCard>
        <PlansCard />
      </div>
      <BailiffComparisonTable />
    </Section>
  );
}
