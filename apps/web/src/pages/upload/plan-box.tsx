import { CheckCircleIcon } from '../../components/icons';
import { webAccount } from '../../i18n/fr';

const t = webAccount.upload;

/** In place of the price: the document is included in the plan, with what is left this month. */
export function PlanBox({ planName, remaining }: { planName: string; remaining: number }) {
  return (
    <div
      className="mt-6 rounded-xl border border-emerald-200 bg-emerald-50/70 p-4 sm:p-5"
      data-testid="plan-box"
    >
      <p className="flex items-center gap-2 font-semibold text-emerald-900">
        <span className="h-5 w-5 shrink-0 text-emerald-600">
          <CheckCircleIcon />
        </span>
        {t.planBadge(planName)}
      </p>
      <p className="mt-2 text-emerald-900 text-sm">{t.remaining(remaining)}</p>
      <p className="mt-1 text-emerald-800/80 text-xs">{t.planNote}</p>
    </div>
  );
}
