import type { MonthlyPlan } from '@horodoc/shared/pricing';
import { paths } from '../../app/paths';
import { ButtonLink } from '../../components/button-link';
import { SECONDARY_BUTTON } from '../../components/button-styles';
import { AlertIcon } from '../../components/icons';
import { webAccount } from '../../i18n/fr';

const t = webAccount.upload;

interface LimitReachedPanelProps {
  planName: string;
  quota: number;
  nextPlan: MonthlyPlan | null;
  onPayPerUse: () => void;
}

/** The month's documents are all used: the next plan, or this document paid at the unit by card. */
export function LimitReachedPanel({ planName, quota, nextPlan, onPayPerUse }: LimitReachedPanelProps) {
  return (
    <div
      className="mt-6 rounded-xl border border-amber-200 bg-amber-50 p-4 sm:p-5"
      role="status"
      data-testid="limit-reached"
    >
      <p className="flex items-center gap-2 font-bold text-amber-950 text-lg">
        <span className="h-5 w-5 shrink-0 text-amber-600">
          <AlertIcon />
        </span>
        {t.limitTitle}
      </p>
      <p className="mt-2 text-amber-950 text-sm">{t.limitLead(planName, quota)}</p>
      {!nextPlan && <p className="mt-1 text-amber-900/80 text-sm">{t.nextMonth}</p>}
      <div className="mt-4 flex flex-col gap-3 sm:flex-row sm:flex-wrap">
        {nextPlan && (
          <ButtonLink to={`${paths.accountPlan}?plan=${nextPlan.id}`}>{t.upgrade(nextPlan.name)}</ButtonLink>
        )}
        <button type="button" onClick={onPayPerUse} className={SECONDARY_BUTTON}>
          {t.payPerUse}
        </button>
      </div>
    </div>
  );
}
