import { business } from '@horodoc/shared/business';
import { renderInvoicePdf } from '../../adapters/pdf/render-invoice-pdf';
import type { InvoiceRow } from './invoice-repository';

export interface RenderInvoiceOptions {
  invoice: InvoiceRow;
  /** Lines printed under the item: what exactly was bought (fingerprint, certificate number). */
  details: string[];
  /** The provider's payment reference and when it was paid. */
  paymentReference: string;
  paidAt: Date;
}

/** The invoice's PDF, with the seller of the business configuration. */
export function renderInvoice(options: RenderInvoiceOptions): Promise<Buffer> {
  const { invoice } = options;
  const unitHtCents = Math.round(invoice.amountHtCents / invoice.quantity);
  return renderInvoicePdf({
    number: invoice.number,
    issuedAt: invoice.issuedAt,
    seller: {
      productName: business.productName,
      operatorName: business.operatorName,
      legalStatus: business.legalStatus,
      taxId: business.taxId,
      address: business.address,
      supportEmail: business.supportEmail,
      siteUrl: business.siteUrl,
    },
    buyerEmail: invoice.buyerName ? `${invoice.buyerName} — ${invoice.buyerEmail ?? ''}` : invoice.buyerEmail,
    lines: [
      {
        label: invoice.lineLabel,
        details: options.details,
        quantity: invoice.quantity,
        unitHtCents,
        totalHtCents: invoice.amountHtCents,
      },
    ],
    htCents: invoice.amountHtCents,
    vatCents: invoice.vatCents,
    ttcCents: invoice.amountTtcCents,
    vatLabel: `TVA ${invoice.vatRateBasisPoints / 100}\u00a0%`,
    payment: { method: 'carte bancaire', reference: options.paymentReference, paidAt: options.paidAt },
  });
}
