import { CREDIT_PACKS, formatEuros } from '@horodoc/shared/pricing';
import { apiDocs } from '../../i18n/fr';
import { DocsSection } from './docs-section';

const t = apiDocs.pricing;

export function ApiPricingSection() {
  return (
    <DocsSection id="pricing" title={apiDocs.sections.pricing} lead={t.lead}>
      <ul className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
        {CREDIT_PACKS.map((pack) => (
          <li
            key={pack.credits}
            className={`relative rounded-2xl bg-white p-6 ${pack.popular ? 'border-2 border-brand-600 shadow-lg' : 'border border-slate-200'}`}
          >
            {pack.popular && (
              <p className="-top-3 absolute left-6 rounded-full bg-brand-600 px-2.5 py-0.5 font-semibold text-white text-xs">
                {t.popular}
              </p>
            )}
            <h3 className="font-semibold text-lg text-slate-900">{t.credits(pack.credits)}</h3>
            <p className="mt-4 font-bold text-3xl text-slate-900 tracking-tight">
              {t.price(formatEuros(pack.priceHtCents))}
            </p>
            <p className="mt-2 text-slate-600 text-sm">
              {t.perDocument(formatEuros(Math.round(pack.priceHtCents / pack.credits)))}
            </p>
          </li>
        ))}
      </ul>
      <p className="mt-6 text-slate-500 text-sm">{t.vat}</p>
    </DocsSection>
  );
}
