import type { CreditInvoice } from '@horodoc/shared/accounts-api';
import { formatEuros } from '@horodoc/shared/pricing';
import { useState } from 'react';
import { DownloadIcon } from '../../components/icons';
import { signup } from '../../i18n/fr';

const t = signup.credentials;

/** A credit invoice's number, date and amounts, and its download (saved as facture-{numéro}.pdf). */
export function InvoiceSummary({
  invoice,
  onDownload,
}: {
  invoice: CreditInvoice;
  onDownload: () => Promise<void>;
}) {
  const [downloading, setDownloading] = useState(false);
  const euros = (cents: number) => `${formatEuros(cents)}\u00a0€`;
  return (
    <div className="rounded-xl border border-slate-200" data-testid="invoice-summary">
      <dl className="divide-y divide-slate-100 text-sm">
        {[
          [t.invoiceNumber, invoice.invoice_number],
          [t.invoiceDate, new Date(invoice.invoice_date).toLocaleDateString('fr-FR', { dateStyle: 'long' })],
          [t.invoiceHt, euros(invoice.total_amount)],
          [t.invoiceVat, euros(invoice.tax_amount)],
          [t.invoiceTotal, euros(invoice.total_with_tax)],
        ].map(([label, value]) => (
          <div key={label} className="flex justify-between gap-4 px-4 py-2.5">
            <dt className="text-slate-500">{label}</dt>
            <dd className="font-medium text-slate-900 tabular-nums">{value}</dd>
          </div>
        ))}
      </dl>
      <div className="border-slate-100 border-t p-4">
        <button
          type="button"
          disabled={downloading}
          onClick={async () => {
            setDownloading(true);
            try {
              await onDownload();
            } finally {
              setDownloading(false);
            }
          }}
          className="inline-flex min-h-11 w-full items-center justify-center gap-2 rounded-xl border border-slate-300 bg-white px-4 font-semibold text-slate-900 hover:bg-slate-50 disabled:opacity-60"
        >
          <span className="h-4 w-4">
            <DownloadIcon />
          </span>
          {t.downloadInvoice}
        </button>
      </div>
    </div>
  );
}
