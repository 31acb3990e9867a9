import { invoiceFileName } from '../invoices/invoice-number';
import { claimInvoiceEmail, type InvoiceRow, releaseInvoiceEmail } from '../invoices/invoice-repository';
import { renderInvoice } from '../invoices/render-invoice';
import type { PaymentContext } from '../payments/payment-context';
import type { PaymentRow } from '../payments/payment-repository';
import { creditInvoiceDetails } from './credit-invoice';
import { creditReceiptEmail } from './credit-receipt-email';

/**
 * E-mails a credit purchase's invoice to the account's address, once (the invoice row is claimed first).
 * A failed send gives the claim back for the reconciler.
 * @returns whether this call sent it.
 */
export async function sendCreditReceipt(
  ctx: PaymentContext,
  options: { payment: PaymentRow; invoice: InvoiceRow },
): Promise<boolean> {
  const { payment, invoice } = options;
  if (!invoice.buyerEmail || !payment.credits) return false;
  if (!(await claimInvoiceEmail(ctx.db, invoice.id))) return false;
  try {
    const pdf = await renderInvoice({
      invoice,
      details: creditInvoiceDetails(payment.credits, invoice.buyerEmail),
      paymentReference: payment.providerPaymentId,
      paidAt: invoice.issuedAt,
    });
    const fileName = invoiceFileName(invoice.number);
    const email = creditReceiptEmail({
      invoice,
      credits: payment.credits,
      invoiceFileName: fileName,
      creditsUrl: new URL('/credits', ctx.settings.publicUrl).href,
    });
    await ctx.mailer.send({
      to: invoice.buyerEmail,
      subject: email.subject,
      text: email.text,
      attachments: [{ filename: fileName, content: pdf, contentType: 'application/pdf' }],
    });
    return true;
  } catch (error) {
    await releaseInvoiceEmail(ctx.db, invoice.id);
    throw error;
  }
}
