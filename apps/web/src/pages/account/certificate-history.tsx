import { documentLabel } from '@horodoc/shared/document-label';
import type { DashboardResponse } from '@horodoc/shared/web-account-api';
import { DownloadIcon } from '../../components/icons';
import { webAccount } from '../../i18n/fr';
import { formatDateTime } from './account-dates';
import { Panel } from './account-panels';

const t = webAccount.dashboard;
type Certificate = DashboardResponse['certificates'][number];

const STATUS_STYLE: Record<Certificate['status'], string> = {
  completed: 'bg-emerald-50 text-emerald-800 ring-emerald-200',
  pending: 'bg-amber-50 text-amber-800 ring-amber-200',
  failed: 'bg-red-50 text-red-800 ring-red-200',
  expired: 'bg-slate-100 text-slate-700 ring-slate-200',
};

/** The account's timestamps, newest first, each with its certificate PDF and proof file once anchored. */
export function CertificateHistory({ certificates }: { certificates: DashboardResponse['certificates'] }) {
  return (
    <Panel title={t.historyTitle} id="history-title">
      {certificates.length === 0 ? (
        <p className="text-slate-600 text-sm">{t.historyEmpty}</p>
      ) : (
        <ul className="divide-y divide-slate-100" data-testid="certificate-history">
          {certificates.map((certificate) => (
            <HistoryRow key={certificate.certificate_id} certificate={certificate} />
          ))}
        </ul>
      )}
    </Panel>
  );
}

function HistoryRow({ certificate }: { certificate: Certificate }) {
  const name = documentLabel(certificate.file_name, certificate.file_hash);
  const base = `/api/certificates/${encodeURIComponent(certificate.certificate_id)}`;
  return (
    <li className="grid gap-3 py-4 sm:grid-cols-[1fr_auto] sm:items-center" data-testid="certificate-row">
      <div className="min-w-0">
        <p className="break-all font-medium text-slate-900">{name}</p>
        <p className="mt-1 flex flex-wrap items-center gap-x-3 gap-y-1 text-slate-500 text-xs">
          <span>{formatDateTime(certificate.created_at)}</span>
          <span className="font-mono">{certificate.file_hash.slice(0, 18)}…</span>
          <span
            className={`rounded-full px-2 py-0.5 font-semibold ring-1 ${STATUS_STYLE[certificate.status]}`}
          >
            {t.statuses[certificate.status]}
          </span>
        </p>
      </div>
      {certificate.status === 'completed' && (
        <div className="flex flex-wrap gap-2">
          <DownloadLink
            href={`${base}/certificate.pdf`}
            label={t.certificate}
            title={t.certificateOf(name)}
          />
          <DownloadLink href={`${base}/proof.json`} label={t.proofFile} title={t.proofOf(name)} />
        </div>
      )}
    </li>
  );
}

function DownloadLink({ href, label, title }: { href: string; label: string; title: string }) {
  return (
    <a
      href={href}
      download
      aria-label={title}
      className="inline-flex min-h-10 items-center gap-2 rounded-lg border border-slate-300 bg-white px-3 font-semibold text-slate-800 text-sm hover:bg-slate-50"
    >
      <span className="h-4 w-4 text-brand-600">
        <DownloadIcon />
      </span>
      {label}
    </a>
  );
}
