import { accountReads } from '../../features/web-account/web-account-calls';
import { useWebSession } from '../../features/web-account/web-session';
import { FailedPanel, LoadingPanel } from './account-panels';
import { CertificateHistory } from './certificate-history';
import { CreditsPanel } from './credits-panel';
import { UsagePanel } from './usage-panel';
import { useAccountData } from './use-account-data';

/** 'Mon compte', first tab: this month's documents against the plan, the credits, and the history. */
export default function DashboardRoute() {
  const { state, reload } = useAccountData(accountReads.dashboard);
  const { session } = useWebSession();
  if (state.status === 'loading') return <LoadingPanel />;
  if (state.status === 'failed') return <FailedPanel message={state.message} onRetry={reload} />;
  const dashboard = state.data;
  const canUpload = session.status === 'signedIn' && session.profile.can_upload_document;
  return (
    <div className="grid gap-6">
      <div className={`grid gap-6 ${dashboard.credits_balance > 0 ? 'lg:grid-cols-2' : ''}`}>
        <UsagePanel dashboard={dashboard} canUpload={canUpload} />
        <CreditsPanel credits={dashboard.credits_balance} />
      </div>
      <CertificateHistory certificates={dashboard.certificates} />
    </div>
  );
}
