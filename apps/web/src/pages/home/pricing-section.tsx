import {
  CREDIT_PACKS,
  formatEuros,
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

function Features({ items }: { items: readonly string[] }) {
  return (
    <ul className="mt-8 space-y-3">
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
      className={`relative flex flex-col rounded-3xl bg-white p-8 sm:p-10 ${highlighted ? 'border-2 border-brand-600 shadow-brand-900/10 shadow-xl' : 'border border-slate-200'}`}
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

export function PricingSection() {
  const firstTtc = formatEuros(priceFromHt(WEB_PRICE_FIRST_HT_CENTS).ttcCents);
  return (
    <Section id={homeSections.pricing} labelledBy="pricing-title">
      <SectionHeading id="pricing-title" title={t.title} lead={t.lead} />
      <div className="mx-auto mt-14 grid max-w-5xl gap-8 lg:grid-cols-2">
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
          <ButtonLink to={paths.upload} className="mt-10 w-full">
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
          <ButtonLink to={paths.apiDocs} variant="secondary" className="mt-10 w-full">
            {t.credits.cta}
          </ButtonLink>
        </PriceCard>
      </div>
      <BailiffComparisonTable />
    </Section>
  );
}
