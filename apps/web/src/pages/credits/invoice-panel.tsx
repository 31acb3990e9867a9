import type { CreditInvoice } from '@horodoc/shared/accounts-api';
import { useNotify } from '../../app/notifications/notification-context';
import { CARD } from '../../components/button-styles';
import { downloadCreditInvoice } from '../../features/api-client/credit-invoice-calls';
import { InvoiceSummary } from '../../features/credit-invoice/invoice-summary';
import { credits as t, upload } from '../../i18n/fr';

/** After a purchase: its invoice number and the download (facture-{numéro}.pdf). */
export function InvoicePanel({ invoice }: { invoice: CreditInvoice }) {
  const { notify } = useNotify();
  return (
    <section aria-labelledby="credit-invoice-title" className={CARD} data-testid="invoice-panel">
      <h2 id="credit-invoice-title" className="font-semibold text-lg text-slate-900">
        {t.invoice.title}
      </h2>
      <p className="mt-1 text-slate-600 text-sm">{t.invoice.number(invoice.invoice_number)}</p>
      <div className="mt-4">
        <InvoiceSummary
          invoice={invoice}
          onDownload={() =>
            downloadCreditInvoice(invoice).catch(() => {
              notify({ type: 'error', ...upload.toasts.noInvoice });
            })
          }
        />
      </div>
    </section>
  );
}
