import { formatEuros, type PlanId } from '@horodoc/shared/pricing';
import type { PricingPlan } from '@horodoc/shared/web-account-api';
import { CheckIcon } from '../../components/icons';
import { webAccount } from '../../i18n/fr';

const t = webAccount.plans;

interface PlanCardsProps {
  plans: readonly PricingPlan[];
  /** The plan the account already has, if any. */
  currentPlan: PlanId | null;
  /** The plan the visitor came for (from /upload's 'Limite atteinte'). */
  highlighted: PlanId | null;
  creating: PlanId | null;
  onChoose: (plan: PlanId) => void;
}

/** Starter and pro side by side: monthly price excl. VAT, documents per month, price per document. */
export function PlanCards({ plans, currentPlan, highlighted, creating, onChoose }: PlanCardsProps) {
  return (
    <div className="grid gap-5 md:grid-cols-2">
      {plans.map((plan) => {
        const current = plan.id === currentPlan;
        const featured = highlighted ? plan.id === highlighted : plan.id === 'pro';
        return (
          <article
            key={plan.id}
            data-testid={`plan-${plan.id}`}
            className={`relative flex flex-col rounded-2xl border bg-white p-6 shadow-sm ${
              featured ? 'border-brand-500 ring-2 ring-brand-500/20' : 'border-slate-200'
            }`}
          >
            {highlighted === plan.id && (
              <span className="-top-3 absolute left-6 rounded-full bg-brand-600 px-3 py-1 font-semibold text-white text-xs">
                {t.recommended}
              </span>
            )}
            <h3 className="font-bold text-slate-900 text-xl">{plan.name}</h3>
            <p className="mt-1 text-slate-600 text-sm">{t.documents(plan.documents_per_month)}</p>
            <p className="mt-5 flex items-baseline gap-1.5">
              <span className="font-bold text-4xl text-slate-900 tracking-tight tabular-nums">
                {formatEuros(plan.monthly_price)}&nbsp;€
              </span>
              <span className="text-slate-500 text-sm">{t.perMonth}</span>
            </p>
            <p className="mt-1 text-slate-500 text-xs">{t.ttc(formatEuros(plan.monthly_price_ttc))}</p>
            <p className="mt-3 inline-flex self-start rounded-full bg-emerald-50 px-3 py-1 font-semibold text-emerald-800 text-xs ring-1 ring-emerald-200">
              {t.perDocument(formatEuros(Math.round(plan.monthly_price / plan.documents_per_month)))}
            </p>
            <ul className="mt-5 grid gap-2 text-slate-700 text-sm">
              {t.features.map((feature) => (
                <li key={feature} className="flex items-start gap-2">
                  <span className="mt-0.5 h-4 w-4 shrink-0 text-emerald-600">
                    <CheckIcon />
                  </span>
                  {feature}
                </li>
              ))}
            </ul>
            <div className="mt-auto pt-6">
              <button
                type="button"
                onClick={() => onChoose(plan.id)}
                disabled={current || creating !== null}
                className={`inline-flex min-h-12 w-full items-center justify-center gap-2 rounded-xl px-6 py-3 font-semibold text-base transition-colors disabled:cursor-not-allowed ${
                  current
                    ? 'bg-emerald-50 text-emerald-800 ring-1 ring-emerald-200'
                    : featured
                      ? 'bg-brand-600 text-white hover:bg-brand-700 disabled:bg-slate-300'
                      : 'border border-slate-300 bg-white text-slate-900 hover:bg-slate-50 disabled:opacity-60'
                }`}
              >
                {creating === plan.id && (
                  <span
                    className="h-4 w-4 animate-spin rounded-full border-2 border-current/30 border-t-current"
                    aria-hidden="true"
                  />
                )}
                {current ? t.current : t.choose(plan.name)}
              </button>
            </div>
          </article>
        );
      })}
    </div>
  );
}
