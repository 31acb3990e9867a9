import { Navigate, NavLink, Outlet, useLocation } from 'react-router';
import { paths } from '../../app/paths';
import { pageMeta } from '../../app/seo/page-meta';
import { LogOutIcon } from '../../components/icons';
import { useWebSession } from '../../features/web-account/web-session';
import { webAccount } from '../../i18n/fr';
import { LoadingPanel } from './account-panels';

const t = webAccount.area;

export function meta() {
  return [
    ...pageMeta({
      title: t.meta.title,
      description: t.meta.description,
      keywords: t.meta.keywords,
      canonicalPath: paths.account,
    }),
    { name: 'robots', content: 'noindex' },
  ];
}

const TABS = [
  { to: paths.account, label: t.tabs.dashboard, end: true },
  { to: paths.accountPlan, label: t.tabs.plan, end: false },
  { to: paths.accountInvoices, label: t.tabs.invoices, end: false },
  { to: paths.accountActivities, label: t.tabs.activities, end: false },
] as const;

/**
 * 'Mon compte': the signed-in account's email, logout, and its sections as tabs. Signed out, the visitor is
 * sent to the login page, which brings them back here.
 */
export default function AccountLayoutRoute() {
  const { session, signOut } = useWebSession();
  const location = useLocation();
  if (session.status === 'signedOut') {
    const next = encodeURIComponent(location.pathname);
    return <Navigate to={`${paths.login}?next=${next}`} replace />;
  }
  return (
    <div className="min-h-[calc(100dvh-4rem)] bg-slate-50">
      <div className="mx-auto max-w-6xl px-4 py-8 sm:px-6 sm:py-12 lg:px-8">
        <div className="flex flex-wrap items-end justify-between gap-4">
          <div className="min-w-0">
            <h1 className="font-bold text-3xl text-slate-900 tracking-tight sm:text-4xl">{t.title}</h1>
            {session.status === 'signedIn' && (
              <p className="mt-2 min-w-0 text-slate-600 text-sm">
                {t.signedInAs}{' '}
                <strong
                  className="block break-all font-semibold text-slate-900 sm:inline"
                  data-testid="account-email"
                >
                  {session.profile.user.email}
                </strong>
              </p>
            )}
          </div>
          <button
            type="button"
            onClick={() => void signOut()}
            disabled={session.status !== 'signedIn'}
            className="inline-flex min-h-11 items-center gap-2 rounded-xl border border-slate-300 bg-white px-4 font-semibold text-slate-800 text-sm hover:bg-slate-50 disabled:opacity-60"
          >
            <span className="h-4 w-4">
              <LogOutIcon />
            </span>
            {t.logout}
          </button>
        </div>
        <nav aria-label={t.nav} className="mt-6">
          <ul className="grid grid-cols-2 gap-2 sm:flex sm:flex-wrap">
            {TABS.map((tab) => (
              <li key={tab.to}>
                <NavLink
                  to={tab.to}
                  end={tab.end}
                  className="flex min-h-11 items-center justify-center rounded-xl border border-slate-200 bg-white px-4 font-semibold text-slate-700 text-sm transition-colors hover:border-slate-300 hover:text-slate-900 aria-[current=page]:border-brand-600 aria-[current=page]:bg-brand-600 aria-[current=page]:text-white"
                >
                  {tab.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <div className="mt-8">{session.status === 'signedIn' ? <Outlet /> : <LoadingPanel />}</div>
      </div>
    </div>
  );
}
