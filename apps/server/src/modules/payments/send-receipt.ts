import { invoiceFileName } from '../invoices/invoice-file';
import {
  claimInvoiceEmail,
  type InvoiceRow,
  markInvoiceEmailed,
  releaseInvoiceEmail,
} from '../invoices/invoice-repository';
import type { PaymentContext, PaymentKind } from './payment-context';
import type { PaymentRow } from './payment-repository';

/**
 * E-mails a fulfilled payment's receipt (its kind's text and attachments, then the invoice's PDF, rendered
 * once by the caller for every use of it, or on demand) to the address on the invoice, once: the invoice row
 * is claimed first, for a lease (`claimInvoiceEmail`), and marked sent once the mailer took it. A failed send,
 * or a kind not ready to write it, gives the claim back for the job's sweep (`payment-receipts-job.ts`); a
 * process killed between the claim and the send leaves it to the sweep once the lease has passed. A send whose
 * marking failed keeps its claim, so the receipt is sent again after the lease: at least once, never lost.
 * `goods`: what the delivery just handed over, for the kind's text.
 * @returns whether this call sent it.
 */
export async function sendReceipt(
  ctx: PaymentContext,
  kind: PaymentKind,
  options: {
    payment: PaymentRow;
    invoice: InvoiceRow;
    invoicePdf: Buffer | (() => Promise<Buffer>);
    goods?: unknown;
  },
): Promise<boolean> {
  const { payment, invoice } = options;
  if (!kind.receipt || !invoice.buyerEmail) return false;
  const claim = await claimInvoiceEmail(ctx.db, invoice.id, new Date(ctx.clock.now()));
  if (!claim) return false;
  try {
    const fileName = invoiceFileName(invoice.number);
    const receipt = await kind.receipt(ctx, payment, invoice, fileName, options.goods);
    if (!receipt) {
      await releaseInvoiceEmail(ctx.db, invoice.id, claim);
      return false;
    }
    const pdf = Buffer.isBuffer(options.invoicePdf) ? options.invoicePdf : await options.invoicePdf();
    await ctx.mailer.send({
      to: invoice.buyerEmail,
      subject: receipt.subject,
      text: receipt.text,
      attachments: [
        ...receipt.attachments,
        { filename: fileName, content: pdf, contentType: 'application/pdf' },
      ],
    });
  } catch (error) {
    await releaseInvoiceEmail(ctx.db, invoice.id, claim);
    throw error;
  }
  await markInvoiceEmailed(ctx.db, invoice.id, new Date(ctx.clock.now()));
  return true;
}
