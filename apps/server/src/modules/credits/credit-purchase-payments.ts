import { findAccountById } from '../accounts/account-repository';
import type { PaymentKind } from '../payments/payment-context';
import { creditInvoiceDetails, creditInvoiceLabel } from './credit-invoice';
import { creditPurchase, readCreditSummary } from './credit-ledger-repository';
import { creditReceiptEmail } from './credit-receipt-email';

/** What a paid pack of credits delivered. */
export interface PurchasedCredits {
  creditsAdded: number;
  newBalance: number;
  /** Whether this call credited the account (false: an earlier call or the webhook did). */
  creditedNow: boolean;
}

/**
 * A pack of credits as a kind of payment: accepted, its credits enter the ledger once (in the transaction
 * that marks the payment paid, which then invoices and fulfils it), so the page's confirmation, the webhook
 * and the reconciler, in any order or at once, credit the account exactly once. The receipt carries the
 * invoice alone.
 */
export const creditPurchasePayments: PaymentKind<PurchasedCredits> = {
  name: 'credit_purchase',
  paidThrough: 'payment_intent',

  async accept(tx, payment) {
    const { accountId, credits } = payment;
    if (!accountId || !credits) throw new Error(`payment ${payment.id} is not a credit purchase`);
    const credited = await creditPurchase(tx, { accountId, paymentId: payment.id, credits });
    const account = await findAccountById(tx, accountId);
    return {
      kind: 'delivered',
      goods: {
        creditsAdded: credits,
        newBalance: credited ?? (await readCreditSummary(tx, accountId)).balance,
        creditedNow: credited !== null,
      },
      invoice: { label: creditInvoiceLabel(), quantity: credits, buyerName: account?.companyName ?? null },
    };
  },

  invoiceDetails: async (_db, payment, invoice) => ({
    details: creditInvoiceDetails(payment.credits, invoice.buyerEmail),
    paidAt: invoice.issuedAt,
  }),

  async receipt(ctx, payment, invoice, invoiceFileName) {
    if (!payment.credits) return null;
    const email = creditReceiptEmail({
      invoice,
      credits: payment.credits,
      invoiceFileName,
      creditsUrl: new URL('/credits', ctx.settings.publicUrl).href,
    });
    return { ...email, attachments: [] };
  },

  label: (payment) => `${payment.credits ?? 0} crédits API`,
};
