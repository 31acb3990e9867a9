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
  logout: 'text-slate-700',
} as const;

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
        <div className="-mx-5 sm:-mx-6 overflow-x-auto">
          <table className="w-full min-w-[36rem] text-left text-sm" data-testid="activities">
            <thead className="border-slate-200 border-y bg-slate-50 text-slate-500 text-xs uppercase tracking-wide">
              <tr>
                <th scope="col" className="px-5 py-2.5 font-semibold sm:px-6">
                  {t.columns.event}
                </th>
                <th scope="col" className="px-3 py-2.5 font-semibold">
                  {t.columns.date}
                </th>
                <th scope="col" className="px-3 py-2.5 font-semibold">
                  {t.columns.ip}
                </th>
                <th scope="col" className="px-5 py-2.5 font-semibold sm:px-6">
                  {t.columns.device}
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-100">
              {activities.map((activity) => (
                <tr key={`${activity.created_at}-${activity.kind}-${activity.ip}`}>
                  <td className={`px-5 py-3 font-semibold sm:px-6 ${KIND_STYLE[activity.kind]}`}>
                    {t.kinds[activity.kind]}
                  </td>
                  <td className="whitespace-nowrap px-3 py-3 text-slate-700">
                    {formatDateTime(activity.created_at)}
                  </td>
                  <td className="px-3 py-3 font-mono text-slate-700 text-xs">{activity.ip ?? t.unknown}</td>
                  <td className="px-5 py-3 text-slate-700 sm:px-6" title={activity.user_agent ?? undefined}>
                    {describeDevice(activity.user_agent) ?? t.unknown}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </Panel>
  );
}
