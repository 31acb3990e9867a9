import { certificateFileName } from '../certificates/certificate-file';
import { findBatch } from '../certificates/certificate-repository';
import type { CertificateRow } from '../certificates/create-pending-certificate';
import { renderCertificateFromRows } from '../certificates/get-certificate-pdf';
import { invoiceFileName } from '../invoices/invoice-number';
import { claimInvoiceEmail, type InvoiceRow, releaseInvoiceEmail } from '../invoices/invoice-repository';
import { renderInvoice } from '../invoices/render-invoice';
import { webInvoiceDetails } from '../invoices/web-invoice-details';
import type { PaymentContext } from './payment-context';
import type { PaymentRow } from './payment-repository';
import { webReceiptEmail } from './web-receipt-email';

/**
 * E-mails the certificate and the invoice to the address given at payment, once (the invoice row is
 * claimed first). A failed send gives the claim back for the reconciler.
 * @returns whether this call sent it.
 */
export async function sendWebReceipt(
  ctx: PaymentContext,
  options: { payment: PaymentRow; certificate: CertificateRow; invoice: InvoiceRow },
): Promise<boolean> {
  const { payment, certificate, invoice } = options;
  if (!invoice.buyerEmail || certificate.status !== 'completed' || !certificate.batchId) return false;
  if (!(await claimInvoiceEmail(ctx.db, invoice.id))) return false;
  try {
    const batch = await findBatch(ctx.db, certificate.batchId);
    if (!batch) throw new Error(`batch ${certificate.batchId} not found`);
    const [certificatePdf, invoicePdf] = await Promise.all([
      renderCertificateFromRows({
        certificate,
        batch,
        chain: ctx.chain,
        publicUrl: ctx.settings.publicUrl,
        signer: ctx.pdfSigner,
      }),
      renderInvoice({
        invoice,
        details: webInvoiceDetails(payment.fileHash, certificate.id),
        paymentReference: payment.providerPaymentId,
        paidAt: certificate.createdAt,
      }),
    ]);
    const files = {
      certificate: certificateFileName(certificate.fileHash),
      invoice: invoiceFileName(invoice.number),
    };
    const email = webReceiptEmail({
      certificate,
      invoice,
      chainName: ctx.chain.chain.name,
      certificateFileName: files.certificate,
      invoiceFileName: files.invoice,
      verifyUrl: new URL('/verify', ctx.settings.publicUrl).href,
    });
    await ctx.mailer.send({
      to: invoice.buyerEmail,
      subject: email.subject,
      text: email.text,
      attachments: [
        { filename: files.certificate, content: certificatePdf, contentType: 'application/pdf' },
        { filename: files.invoice, content: invoicePdf, contentType: 'application/pdf' },
      ],
    });
    return true;
  } catch (error) {
    await releaseInvoiceEmail(ctx.db, invoice.id);
    throw error;
  }
}
