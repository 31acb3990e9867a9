import { type CreditInvoice, creditInvoiceInfoResponseSchema } from '@horodoc/shared/accounts-api';
import { apiGet } from './api-client';
import { saveDownload } from './save-download';

/** get-credit-purchase-invoice-info.php: the invoice's summary, or null (a failure is ignored, spec). */
export async function fetchCreditInvoice(invoiceId: string): Promise<CreditInvoice | null> {
  try {
    const answer = await apiGet(
      `/api/get-credit-purchase-invoice-info.php?id=${encodeURIComponent(invoiceId)}`,
      creditInvoiceInfoResponseSchema,
    );
    return answer.invoice;
  } catch {
    return null;
  }
}

/** get-credit-purchase-invoice.php: the PDF, saved as facture-{number}.pdf. */
export function downloadCreditInvoice(invoice: CreditInvoice): Promise<void> {
  return saveDownload(invoice.download_url, `facture-${invoice.invoice_number}.pdf`);
}
