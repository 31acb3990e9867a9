import { formatEuros } from '@horodoc/shared/pricing';
import { creditPacks } from '../../i18n/fr';

const t = creditPacks.summary;

/** A pack's order: credits, price excluding VAT, 21 % VAT and the total, as the server priced it. */
export function OrderSummary({
  credits,
  htCents,
  vatCents,
  ttcCents,
}: {
  credits: number;
  htCents: number;
  vatCents: number;
  ttcCents: number;
}) {
  return (
    <div className="rounded-xl border border-brand-100 bg-brand-50/60 p-4 sm:p-5">
      <h3 className="font-semibold text-slate-900">{t.title}</h3>
      <dl className="mt-3 grid grid-cols-[1fr_auto] gap-y-1.5 text-sm">
        <dt className="text-slate-600">{t.credits}</dt>
        <dd className="text-right text-slate-900 tabular-nums" data-testid="summary-credits">
          {credits}
        </dd>
        <dt className="text-slate-600">{t.priceHt}</dt>
        <dd className="text-right text-slate-900 tabular-nums">{formatEuros(htCents)}&nbsp;€</dd>
        <dt className="text-slate-600">{t.vat}</dt>
        <dd className="text-right text-slate-900 tabular-nums">{formatEuros(vatCents)}&nbsp;€</dd>
        <dt className="border-brand-100 border-t pt-2 font-semibold text-slate-900">{t.total}</dt>
        <dd
          className="border-brand-100 border-t pt-2 text-right font-bold text-lg text-slate-900 tabular-nums"
          data-testid="summary-total"
        >
          {formatEuros(ttcCents)}&nbsp;€
        </dd>
      </dl>
    </div>
  );
}
