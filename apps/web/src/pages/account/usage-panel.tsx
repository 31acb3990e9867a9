import type { DashboardResponse } from '@horodoc/shared/web-account-api';
import { paths } from '../../app/paths';
import { ButtonLink } from '../../components/button-link';
import { webAccount } from '../../i18n/fr';
import { formatLongDate } from './account-dates';
import { Panel } from './account-panels';

const t = webAccount.dashboard;

/** This month's documents against the plan's quota, with a bar; without a plan, an invitation to take one. */
export function UsagePanel({ dashboard, canUpload }: { dashboard: DashboardResponse; canUpload: boolean }) {
  const quota = dashboard.documents_per_month;
  const planName =
    dashboard.subscription_plan === 'free' ? t.noPlan : capitalize(dashboard.subscription_plan);
  return (
    <Panel
      title={t.usageTitle}
      id="usage-title"
      action={
        <span className="rounded-full bg-brand-50 px-3 py-1 font-semibold text-brand-800 text-xs ring-1 ring-brand-200">
          {t.planLabel} : <span data-testid="current-plan">{planName}</span>
        </span>
      }
    >
      {quota === null ? (
        <>
          <p className="font-bold text-3xl text-slate-900 tabular-nums" data-testid="usage">
            {t.usageFree(dashboard.documents_this_month)}
          </p>
          <p className="mt-3 text-slate-600 text-sm leading-relaxed">{t.noPlanLead}</p>
          <ButtonLink to={paths.accountPlan} className="mt-5 w-full sm:w-auto">
            {t.choosePlan}
          </ButtonLink>
        </>
      ) : (
        <UsageBar
          done={dashboard.documents_used}
          quota={quota}
          canUpload={canUpload}
          periodEnd={dashboard.period_end}
        />
      )}
    </Panel>
  );
}

interface UsageBarProps {
  /** Documents counted against the plan's current period. */
  done: number;
  quota: number;
  canUpload: boolean;
  periodEnd: string | null;
}

function UsageBar({ done, quota, canUpload, periodEnd }: UsageBarProps) {
  const left = Math.max(0, quota - done);
  const percent = Math.min(100, Math.round((done / quota) * 100));
  const full = left === 0 || !canUpload;
  return (
    <>
      <p className="font-bold text-3xl text-slate-900 tabular-nums" data-testid="usage">
        {t.usage(Math.min(done, quota), quota)}
      </p>
      <div
        className="mt-4 h-2.5 overflow-hidden rounded-full bg-slate-100"
        role="progressbar"
        aria-valuemin={0}
        aria-valuemax={quota}
        aria-valuenow={Math.min(done, quota)}
        aria-label={t.usageTitle}
      >
        <div
          className={`h-full rounded-full ${full ? 'bg-amber-500' : 'bg-brand-600'}`}
          style={{ width: `${percent}%` }}
        />
      </div>
      <p className={`mt-3 text-sm ${full ? 'font-semibold text-amber-800' : 'text-slate-600'}`}>
        {t.remaining(canUpload ? left : 0)}
      </p>
      {periodEnd && <p className="mt-1 text-slate-500 text-xs">{t.renews(formatLongDate(periodEnd))}</p>}
      <div className="mt-5 flex flex-col gap-3 sm:flex-row">
        {/* At the limit, the next plan comes first; the upload page still offers pay-per-use. */}
        {full && <ButtonLink to={paths.accountPlan}>{t.choosePlan}</ButtonLink>}
        <ButtonLink to={paths.upload} variant={full ? 'secondary' : 'primary'}>
          {t.timestampNow}
        </ButtonLink>
      </div>
    </>
  );
}

function capitalize(word: string): string {
  return word.charAt(0).toUpperCase() + word.slice(1);
}
