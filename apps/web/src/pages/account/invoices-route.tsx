import { formatEuros } from '@horodoc/shared/pricing';
import type { AccountPayment } from '@horodoc/shared/web-account-api';
import { DownloadIcon } from '../../components/icons';
import { accountReads } from '../../features/web-account/web-account-calls';
import { webAccount } from '../../i18n/fr';
import { formatDateTime } from './account-dates';
import { FailedPanel, LoadingPanel, Panel } from './account-panels';
import { useAccountData } from './use-account-data';

const t = webAccount.invoices;

const STATUS_STYLE: Record<AccountPayment['status'], string> = {
  succeeded: 'bg-emerald-50 text-emerald-800 ring-emerald-200',
  pending: 'bg-amber-50 text-amber-900 ring-amber-200',
  failed: 'bg-red-50 text-red-800 ring-red-200',
  canceled: 'bg-slate-100 text-slate-700 ring-slate-200',
};

/** 'Mon compte', the payments: each with its status label and, once paid, its invoice's PDF. */
export default function InvoicesRoute() {
  const { state, reload } = useAccountData(accountReads.payments);
  if (state.status === 'loading') return <LoadingPanel />;
  if (state.status === 'failed') return <FailedPanel message={state.message} onRetry={reload} />;
  const { payments } = state.data;
  return (
    <Panel title={t.title} id="invoices-title">
      <p className="-mt-2 mb-4 text-slate-600 text-sm">{t.lead}</p>
      {payments.length === 0 ? (
        <p className="text-slate-600 text-sm">{t.empty}</p>
      ) : (
        <ul className="divide-y divide-slate-100" data-testid="payments">
          {payments.map((payment) => (
            <li
              key={payment.id}
              className="grid gap-3 py-4 sm:grid-cols-[1fr_auto_auto] sm:items-center sm:gap-6"
              data-testid="payment-row"
            >
              <div className="min-w-0">
                <p className="break-words font-medium text-slate-900">{payment.label}</p>
                <p className="mt-1 flex flex-wrap items-center gap-x-3 gap-y-1 text-slate-500 text-xs">
                  <span>{formatDateTime(payment.created_at)}</span>
                  {payment.invoice_number && <span className="font-mono">{payment.invoice_number}</span>}
                  <span
                    className={`rounded-full px-2 py-0.5 font-semibold ring-1 ${STATUS_STYLE[payment.status]}`}
                  >
                    {payment.status_label}
                  </span>
                </p>
              </div>
              <p className="font-semibold text-slate-900 tabular-nums sm:text-right">
                {formatEuros(payment.amount_ttc)}&nbsp;€{' '}
                <span className="font-normal text-slate-500 text-xs">{t.ttc}</span>
              </p>
              {payment.invoice_url && payment.invoice_number ? (
                <a
                  href={payment.invoice_url}
                  target="_blank"
                  rel="noopener"
                  aria-label={t.downloadOf(payment.invoice_number)}
                  className="inline-flex min-h-10 items-center justify-center gap-2 self-start rounded-lg border border-slate-300 bg-white px-3 font-semibold text-slate-800 text-sm hover:bg-slate-50 sm:self-auto"
                >
                  <span className="h-4 w-4 text-brand-600">
                    <DownloadIcon />
                  </span>
                  {t.download}
                </a>
              ) : (
                <span className="hidden sm:block sm:w-[4.5rem]" />
              )}
            </li>
          ))}
        </ul>
      )}
    </Panel>
  );
}
