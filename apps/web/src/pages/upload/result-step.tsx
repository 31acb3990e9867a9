import { formatAnchorDate } from '@horodoc/shared/format-anchor-date';
import type { WebCertificate, WebInvoice } from '@horodoc/shared/web-api';
import { useEffect, useRef, useState } from 'react';
import { useNotify } from '../../app/notifications/notification-context';
import { paths } from '../../app/paths';
import { ButtonLink } from '../../components/button-link';
import { CARD, PRIMARY_BUTTON, SECONDARY_BUTTON } from '../../components/button-styles';
import { CheckCircleIcon, ExternalLinkIcon, FileCheckIcon, InfoIcon } from '../../components/icons';
import { upload as t } from '../../i18n/fr';
import { downloadCertificate } from './download-certificate';

interface ResultStepProps {
  certificate: WebCertificate;
  invoice: WebInvoice | null;
  isNew: boolean;
  /** Timestamped by another payment while this one was paid: this one was refunded. */
  refunded: boolean;
  /** The address the certificate was also sent to, if one was given. */
  email: string;
  onAnother: () => void;
}

/** Step 4: the proof: fingerprint, transaction, time and block, and the documents to keep. */
export function ResultStep({ certificate, invoice, isNew, refunded, email, onAnother }: ResultStepProps) {
  const { notify, dismiss } = useNotify();
  const [downloading, setDownloading] = useState(false);
  const heading = useRef<HTMLHeadingElement>(null);
  // The result replaces the form: move focus to its title for keyboard and screen-reader users.
  useEffect(() => heading.current?.focus(), []);

  const onDownloadCertificate = async () => {
    if (!certificate.tx_hash) {
      notify({ type: 'error', ...t.toasts.incompleteCertificate });
      return;
    }
    setDownloading(true);
    const progress = notify({ type: 'info', ...t.toasts.generating });
    try {
      await downloadCertificate(certificate.certificate_url, certificate.file_hash);
      dismiss(progress);
      notify({ type: 'success', ...t.toasts.certificateDownloaded, duration: 4000 });
    } catch {
      dismiss(progress);
      notify({ type: 'error', ...t.toasts.certificateFailed });
    } finally {
      setDownloading(false);
    }
  };
  const onDownloadInvoice = () => {
    if (!invoice?.invoice_number) {
      notify({ type: 'error', ...t.toasts.noInvoice });
      return;
    }
    window.open(invoice.download_url, '_blank', 'noopener');
  };

  return (
    <section
      aria-labelledby="result-title"
      className={CARD}
      data-testid={isNew ? 'result-new' : refunded ? 'result-refunded' : 'result-existing'}
    >
      <div className="flex flex-col items-center text-center">
        <span
          className={`flex h-16 w-16 items-center justify-center rounded-full ${isNew ? 'bg-emerald-100 text-emerald-600' : 'bg-brand-100 text-brand-600'}`}
        >
          <span className="h-9 w-9">{isNew ? <CheckCircleIcon /> : <InfoIcon />}</span>
        </span>
        <h2
          id="result-title"
          ref={heading}
          tabIndex={-1}
          className="mt-5 font-bold text-2xl text-slate-900 tracking-tight outline-none sm:text-3xl"
        >
          {isNew ? t.result.newTitle : t.result.existingTitle}
        </h2>
        <p className="mt-2 max-w-xl text-pretty text-slate-600">
          {isNew ? t.result.newLead : refunded ? t.result.refundedLead : t.result.existingLead}
        </p>
      </div>

      <dl className="mt-8 divide-y divide-slate-100 rounded-xl border border-slate-200 text-sm">
        <Detail label={t.result.fileHash}>
          <span className="font-mono" data-testid="result-hash">
            {certificate.file_hash.slice(0, 16)}…
          </span>
        </Detail>
        <Detail label={t.result.txHash}>
          <span className="break-all font-mono" data-testid="result-tx">
            {certificate.tx_hash}
          </span>
        </Detail>
        <Detail label={t.result.timestamp}>
          {certificate.blockchain_timestamp ? formatAnchorDate(certificate.blockchain_timestamp) : '—'}
        </Detail>
        <Detail label={t.result.blockNumber}>
          <span className="tabular-nums" data-testid="result-block">
            {certificate.block_number}
          </span>
        </Detail>
      </dl>

      {(isNew || refunded || certificate.explorer_url) && (
        // Side by side when each label fits on one line, one under the other otherwise.
        <div className="mt-6 flex flex-col gap-3 sm:flex-row sm:flex-wrap">
          {(isNew || refunded) && (
            <button
              type="button"
              onClick={onDownloadCertificate}
              disabled={downloading}
              className={`${PRIMARY_BUTTON} whitespace-nowrap sm:flex-1`}
            >
              <span className="h-5 w-5">
                <FileCheckIcon />
              </span>
              {downloading ? t.result.downloadingCertificate : t.result.downloadCertificate}
            </button>
          )}
          {isNew && invoice && (
            <button
              type="button"
              onClick={onDownloadInvoice}
              className={`${SECONDARY_BUTTON} whitespace-nowrap sm:flex-1`}
            >
              {t.result.downloadInvoice}
            </button>
          )}
          {certificate.explorer_url && (
            <a
              href={certificate.explorer_url}
              target="_blank"
              rel="noopener noreferrer"
              className={`${SECONDARY_BUTTON} sm:basis-full`}
            >
              {t.result.explorer}
              <span className="h-4 w-4">
                <ExternalLinkIcon />
              </span>
            </a>
          )}
        </div>
      )}

      {isNew && email && (
        <p className="mt-4 text-center text-slate-600 text-sm">{t.result.emailSent(email)}</p>
      )}
      <p className="mt-6 rounded-xl bg-amber-50 px-4 py-3 text-amber-900 text-sm leading-relaxed ring-1 ring-amber-200">
        {t.result.keepNote}
      </p>

      <div className="mt-8 flex flex-col gap-3 sm:flex-row sm:justify-center">
        <button type="button" onClick={onAnother} className={PRIMARY_BUTTON}>
          {t.result.another}
        </button>
        <ButtonLink to={paths.home} variant="secondary">
          {t.result.home}
        </ButtonLink>
      </div>
    </section>
  );
}

function Detail({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div className="grid gap-1 px-4 py-3 sm:grid-cols-[9rem_1fr] sm:gap-4">
      <dt className="text-slate-500">{label}</dt>
      <dd className="min-w-0 text-slate-900">{children}</dd>
    </div>
  );
}
