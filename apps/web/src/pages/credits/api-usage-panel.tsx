import type { UsageResponse } from '@horodoc/shared/pro-usage-api';
import { useEffect, useState } from 'react';
import type { SigningKey } from '../../features/api-client/sign-request';
import { credits } from '../../i18n/fr';
import { downloadCertificateExport, fetchUsage } from './credits-api';
import { UsageChart } from './usage-chart';
import { monthName, monthOf, shiftMonth } from './usage-month';

const t = credits.usage;

type UsageView =
  | { step: 'loading'; month: string }
  | { step: 'shown'; month: string; usage: UsageResponse }
  | { step: 'failed'; month: string };

/** The month's API usage as a bar chart by day, the figures by key, and the CSV archive of the certificates. */
export function ApiUsagePanel({ signingKey }: { signingKey: SigningKey }) {
  const thisMonth = monthOf(Date.now());
  const [view, setView] = useState<UsageView>({ step: 'loading', month: thisMonth });
  const month = view.month;

  useEffect(() => {
    let current = true;
    fetchUsage(signingKey, month).then(
      (usage) => current && setView({ step: 'shown', month, usage }),
      () => current && setView({ step: 'failed', month }),
    );
    return () => {
      current = false;
    };
  }, [signingKey, month]);

  const go = (delta: number) => setView({ step: 'loading', month: shiftMonth(month, delta) });
  const navButton =
    'inline-flex min-h-10 min-w-10 items-center justify-center rounded-xl border border-slate-300 px-3 font-semibold text-slate-800 text-sm hover:bg-slate-50 disabled:opacity-40';
  return (
    <section
      aria-labelledby="usage-title"
      className="rounded-2xl border border-slate-200 bg-white p-5 sm:p-8"
    >
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="usage-title" className="font-semibold text-lg text-slate-900">
          {t.title}
        </h2>
        <div className="flex items-center gap-2">
          <button type="button" onClick={() => go(-1)} className={navButton} aria-label={t.previous}>
            ‹
          </button>
          <span className="min-w-28 text-center font-medium text-slate-700 text-sm" data-testid="usage-month">
            {monthName(month)}
          </span>
          <button
            type="button"
            onClick={() => go(1)}
            disabled={month >= thisMonth}
            className={navButton}
            aria-label={t.next}
          >
            ›
          </button>
        </div>
      </div>
      <p className="mt-2 text-slate-600 text-sm">{t.lead}</p>
      {view.step === 'loading' && <p className="mt-5 text-slate-500 text-sm">{t.loading}</p>}
      {view.step === 'failed' && (
        <p role="alert" className="mt-5 text-red-700 text-sm">
          {t.failed}
        </p>
      )}
      {view.step === 'shown' && <UsageFigures usage={view.usage} />}
      <CertificateExport signingKey={signingKey} />
    </section>
  );
}

function UsageFigures({ usage }: { usage: UsageResponse }) {
  const totals = [
    { label: t.totals.requests, value: usage.totals.requests, testId: 'usage-requests' },
    { label: t.totals.failedRequests, value: usage.totals.failed_requests, testId: 'usage-failed' },
    { label: t.totals.certificates, value: usage.totals.certificates, testId: 'usage-certificates' },
    { label: t.totals.failures, value: usage.totals.failures, testId: 'usage-failures' },
    { label: t.totals.credits, value: usage.totals.credits, testId: 'usage-credits' },
  ];
  return (
    <>
      <dl className="mt-5 grid grid-cols-2 gap-3 sm:grid-cols-5">
        {totals.map((total) => (
          <div key={total.testId} className="rounded-xl bg-slate-50 px-3 py-2">
            <dt className="text-slate-600 text-xs">{total.label}</dt>
            <dd className="font-bold text-slate-900 text-xl tabular-nums" data-testid={total.testId}>
              {total.value}
            </dd>
          </div>
        ))}
      </dl>
      <UsageChart days={usage.days} label={t.chartLabel(monthName(usage.month), usage.totals.requests)} />
      <h3 className="mt-6 font-semibold text-slate-900 text-sm">{t.keysTitle}</h3>
      {usage.keys.length === 0 ? (
        <p className="mt-2 text-slate-500 text-sm">{t.noKeys}</p>
      ) : (
        <div className="mt-2 overflow-x-auto">
          <table className="w-full text-left text-sm">
            <thead className="text-slate-500 text-xs">
              <tr>
                <th className="py-1 pr-3 font-medium">{t.keyColumn}</th>
                <th className="py-1 pr-3 text-right font-medium">{t.totals.requests}</th>
                <th className="py-1 text-right font-medium">{t.totals.failedRequests}</th>
              </tr>
            </thead>
            <tbody>
              {usage.keys.map((key) => (
                <tr key={key.api_key} className="border-slate-100 border-t" data-testid="usage-key">
                  <td className="break-all py-2 pr-3 font-mono text-slate-800 text-xs">{key.api_key}</td>
                  <td className="py-2 pr-3 text-right tabular-nums">{key.requests}</td>
                  <td className="py-2 text-right tabular-nums">{key.failed_requests}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </>
  );
}

type ExportView = 'idle' | 'exporting' | 'failed';

function CertificateExport({ signingKey }: { signingKey: SigningKey }) {
  const [view, setView] = useState<ExportView>('idle');
  const exportAll = async () => {
    setView('exporting');
    try {
      await downloadCertificateExport(signingKey);
      setView('idle');
    } catch {
      setView('failed');
    }
  };
  return (
    <div className="mt-6 border-slate-200 border-t pt-5">
      <h3 className="font-semibold text-slate-900 text-sm">{t.exportTitle}</h3>
      <p className="mt-1 text-slate-600 text-sm">{t.exportLead}</p>
      <button
        type="button"
        onClick={exportAll}
        disabled={view === 'exporting'}
        data-testid="certificate-export"
        className="mt-3 inline-flex min-h-10 items-center rounded-xl border border-slate-300 px-4 font-semibold text-slate-800 text-sm hover:bg-slate-50 disabled:opacity-60"
      >
        {view === 'exporting' ? t.exporting : t.exportButton}
      </button>
      {view === 'failed' && (
        <p role="alert" className="mt-3 text-red-700 text-sm">
          {t.exportFailed}
        </p>
      )}
    </div>
  );
}
