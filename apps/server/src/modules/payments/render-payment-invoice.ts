import type { Db } from '../../adapters/db/database';
import type { InvoiceRow } from '../invoices/invoice-repository';
import { renderInvoice } from '../invoices/render-invoice';
import type { PaymentKind } from './payment-context';
import type { PaymentRow } from './payment-repository';

/**
 * A payment's invoice as a PDF, read back after its delivery (its download, a receipt the job sweeps): the
 * lines its kind prints under the item, asked of it, and the provider's reference. The confirmation renders
 * its own from what the delivery said.
 */
export async function renderPaymentInvoice(
  db: Db,
  kind: PaymentKind,
  payment: PaymentRow,
  invoice: InvoiceRow,
): Promise<Buffer> {
  const { details, paidAt } = await kind.invoiceDetails(db, payment, invoice);
  return renderInvoice({ invoice, details, paymentReference: payment.providerPaymentId, paidAt });
}

/** The PDF rendered once, on first asking, however many ask (the answer and the receipt e-mail). */
export function invoicePdfOnce(db: Db, kind: PaymentKind, payment: PaymentRow, invoice: InvoiceRow) {
  let pdf: Promise<Buffer> | undefined;
  return () => {
    pdf ??= renderPaymentInvoice(db, kind, payment, invoice);
    return pdf;
  };
}
