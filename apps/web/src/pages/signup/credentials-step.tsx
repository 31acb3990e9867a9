import { business } from '@horodoc/shared/business';
import { useEffect, useRef } from 'react';
import { useNotify } from '../../app/notifications/notification-context';
import { paths } from '../../app/paths';
import { ButtonLink } from '../../components/button-link';
import { CARD, PRIMARY_BUTTON } from '../../components/button-styles';
import { AlertIcon, CheckCircleIcon, CopyIcon, DownloadIcon } from '../../components/icons';
import { copyText } from '../../features/api-client/copy-text';
import { downloadCreditInvoice } from '../../features/api-client/credit-invoice-calls';
import { saveBlob } from '../../features/api-client/save-download';
import { InvoiceSummary } from '../../features/credit-invoice/invoice-summary';
import { notifications, signup as t, upload } from '../../i18n/fr';
import type { CredentialsResult } from './signup-state';

/** The credentials file of the spec (section 9): {product}-api-credentials.json. */
const CREDENTIALS_FILE_NAME = `${business.productName.toLowerCase()}-api-credentials.json`;

/** Step 4: the key and the secret (shown this once) to copy or download, the docs, and the invoice. */
export function CredentialsStep({ result }: { result: CredentialsResult | null }) {
  const { notify } = useNotify();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (result) heading.current?.focus();
  }, [result]);

  if (!result) {
    return (
      <section className={`${CARD} flex min-h-60 items-center justify-center gap-3`} role="status">
        <span
          className="h-6 w-6 animate-spin rounded-full border-3 border-brand-100 border-t-brand-600"
          aria-hidden="true"
        />
        <span className="text-slate-600">{t.credentials.loading}</span>
      </section>
    );
  }
  const { credentials, invoice } = result;
  const copy = async (text: string) => {
    try {
      await copyText(text);
      notify(notifications.presets.copied());
    } catch {
      // Nothing copied: the value stays on screen to select by hand.
    }
  };
  const download = () => {
    const file = {
      apiKey: credentials.apiKey,
      apiSecret: credentials.apiSecret,
      credits: credentials.credits,
      createdAt: credentials.created_at,
    };
    saveBlob(
      new Blob([`${JSON.stringify(file, null, 2)}\n`], { type: 'application/json' }),
      CREDENTIALS_FILE_NAME,
    );
  };
  const downloadInvoice = async () => {
    if (!invoice) {
      notify({ type: 'error', ...upload.toasts.noInvoice });
      return;
    }
    try {
      await downloadCreditInvoice(invoice);
    } catch {
      notify({ type: 'error', ...upload.toasts.noInvoice });
    }
  };

  return (
    <section aria-labelledby="credentials-title" className={CARD}>
      <div className="flex flex-col items-center text-center">
        <span className="flex h-16 w-16 items-center justify-center rounded-full bg-emerald-100 text-emerald-600">
          <span className="h-9 w-9">
            <CheckCircleIcon />
          </span>
        </span>
        <h2
          id="credentials-title"
          ref={heading}
          tabIndex={-1}
          className="mt-5 font-bold text-2xl text-slate-900 tracking-tight outline-none sm:text-3xl"
        >
          {t.credentials.title}
        </h2>
        <p className="mt-2 max-w-xl text-pretty text-slate-600">{t.credentials.lead(credentials.credits)}</p>
      </div>

      <dl className="mt-8 grid gap-4">
        <Credential label={t.credentials.apiKey} value={credentials.apiKey} testId="api-key" onCopy={copy} />
        {credentials.apiSecret ? (
          <Credential
            label={t.credentials.apiSecret}
            value={credentials.apiSecret}
            testId="api-secret"
            onCopy={copy}
          />
        ) : (
          <p className="rounded-xl bg-slate-50 px-4 py-3 text-slate-700 text-sm ring-1 ring-slate-200">
            {t.credentials.secretAlreadyShown}
          </p>
        )}
      </dl>
      {credentials.apiSecret && (
        <p className="mt-4 flex gap-2 rounded-xl bg-amber-50 px-4 py-3 text-amber-900 text-sm leading-relaxed ring-1 ring-amber-200">
          <span className="mt-0.5 h-4 w-4 shrink-0">
            <AlertIcon />
          </span>
          {t.credentials.secretWarning}
        </p>
      )}

      <div className="mt-6 grid gap-3 sm:grid-cols-2">
        <button type="button" onClick={download} disabled={!credentials.apiSecret} className={PRIMARY_BUTTON}>
          <span className="h-5 w-5">
            <DownloadIcon />
          </span>
          {t.credentials.download}
        </button>
        <ButtonLink to={paths.apiDocs} variant="secondary">
          {t.credentials.docs}
        </ButtonLink>
      </div>

      {invoice && (
        <div className="mt-8">
          <h3 className="font-semibold text-slate-900">{t.credentials.invoiceTitle}</h3>
          <p className="mt-1 text-slate-600 text-sm">{t.credentials.invoiceEmailed}</p>
          <div className="mt-3">
            <InvoiceSummary invoice={invoice} onDownload={downloadInvoice} />
          </div>
        </div>
      )}
    </section>
  );
}

function Credential({
  label,
  value,
  testId,
  onCopy,
}: {
  label: string;
  value: string;
  testId: string;
  onCopy: (value: string) => void;
}) {
  return (
    <div>
      <dt className="font-medium text-slate-800 text-sm">{label}</dt>
      <dd className="mt-1.5 flex items-stretch gap-2">
        <code
          className="min-w-0 flex-1 break-all rounded-xl bg-ink-950 px-4 py-3 font-mono text-slate-100 text-sm"
          data-testid={testId}
        >
          {value}
        </code>
        <button
          type="button"
          onClick={() => onCopy(value)}
          aria-label={t.credentials.copyLabel(label)}
          className="inline-flex shrink-0 items-center gap-2 rounded-xl border border-slate-300 bg-white px-3 font-semibold text-slate-800 text-sm hover:bg-slate-50"
        >
          <span className="h-4 w-4">
            <CopyIcon />
          </span>
          <span className="hidden sm:inline">{t.credentials.copy}</span>
        </button>
      </dd>
    </div>
  );
}
