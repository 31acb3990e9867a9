import { accountReads } from '../../features/web-account/web-account-calls';
import { webAccount } from '../../i18n/fr';
import { formatDateTime } from './account-dates';
import { FailedPanel, LoadingPanel, Panel } from './account-panels';
import { describeDevice } from './describe-device';
import { useAccountData } from './use-account-data';

const t = webAccount.activities;

const KIND_STYLE = {
  signup: 'text-brand-800',
  login_succeeded: 'text-emerald-800',
  login_failed: 'text-red-800',
  login_throttled: 'text-red-800',
  logout: 'text-slate-700',
  password_reset_requested: 'text-amber-800',
  password_changed: 'text-amber-800',
} as const;

/** Four columns from the `sm` breakpoint; one event per card, its facts stacked, on a phone. */
const ROW = 'grid gap-1 sm:grid-cols-[11rem_11rem_9rem_1fr] sm:gap-4';

/** 'Mon compte', the sign-ins and other authentication events, with date, IP and device. */
export default function ActivitiesRoute() {
  const { state, reload } = useAccountData(accountReads.activities);
  if (state.status === 'loading') return <LoadingPanel />;
  if (state.status === 'failed') return <FailedPanel message={state.message} onRetry={reload} />;
  const { activities } = state.data;
  return (
    <Panel title={t.title} id="activities-title">
      <p className="-mt-2 mb-4 text-slate-600 text-sm">{t.lead}</p>
      {activities.length === 0 ? (
        <p className="text-slate-600 text-sm">{t.empty}</p>
      ) : (
        <div data-testid="activities">
          <div
            className={`${ROW} hidden border-slate-200 border-b pb-2 font-semibold text-slate-500 text-xs uppercase tracking-wide sm:grid`}
            aria-hidden="true"
          >
            <span>{t.columns.event}</span>
            <span>{t.columns.date}</span>
            <span>{t.columns.ip}</span>
            <span>{t.columns.device}</span>
          </div>
          <ul className="divide-y divide-slate-100">
            {activities.map((activity) => (
              <li
                key={`${activity.created_at}-${activity.kind}-${activity.ip}`}
                className={`${ROW} py-3 text-sm sm:items-center`}
              >
                <span className={`font-semibold ${KIND_STYLE[activity.kind]}`}>{t.kinds[activity.kind]}</span>
                <span className="text-slate-700">
                  <span className="sr-only">{t.columns.date} : </span>
                  {formatDateTime(activity.created_at)}
                </span>
                <span className="font-mono text-slate-600 text-xs">
                  <span className="sr-only">{t.columns.ip} : </span>
                  {activity.ip ?? t.unknown}
                </span>
                <span className="text-slate-600" title={activity.user_agent ?? undefined}>
                  <span className="sr-only">{t.columns.device} : </span>
                  {describeDevice(activity.user_agent) ?? t.unknown}
                </span>
              </li>
            ))}
          </ul>
        </div>
      )}
    </Panel>
  );
}
