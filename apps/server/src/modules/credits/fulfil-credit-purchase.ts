import { VAT_RATE } from '@horodoc/shared/pricing';
import { findAccountById } from '../accounts/account-repository';
import type { InvoiceRow } from '../invoices/invoice-repository';
import { issueInvoice } from '../invoices/issue-invoice';
import type { PaymentContext } from '../payments/payment-context';
import { lockPayment, type PaymentRow, updatePayment } from '../payments/payment-repository';
import { creditInvoiceLabel } from './credit-invoice';
import { creditPurchase, readCreditSummary } from './credit-ledger-repository';

export interface FulfilledCreditPurchase {
  payment: PaymentRow;
  invoice: InvoiceRow;
  creditsAdded: number;
  newBalance: number;
  /** Whether this call credited the account (false: an earlier call or the webhook did). */
  creditedNow: boolean;
}

/**
 * Delivers a paid pack of credits, once: in one transaction with the payment row locked, the payment is
 * marked succeeded, its credits enter the ledger, its invoice is issued and the payment marked fulfilled.
 * The browser's confirmation and the provider's webhook may both call it, in any order or at once: the
 * account is credited exactly once. The caller has checked the payment with the provider.
 */
export async function fulfilCreditPurchase(
  ctx: PaymentContext,
  payment: PaymentRow,
): Promise<FulfilledCreditPurchase> {
  if (payment.kind !== 'credit_purchase' || !payment.accountId || !payment.credits) {
    throw new Error(`payment ${payment.id} is not a credit purchase`);
  }
  const accountId = payment.accountId;
  const credits = payment.credits;
  return ctx.db.transaction(async (tx) => {
    let locked = await lockPayment(tx, payment.id);
    const credited = await creditPurchase(tx, { accountId, paymentId: payment.id, credits });
    const account = await findAccountById(tx, accountId);
    const invoice = await issueInvoice(tx, {
      paymentId: payment.id,
      lineLabel: creditInvoiceLabel(),
      quantity: credits,
      htCents: payment.amountHtCents,
      vatCents: payment.vatCents,
      ttcCents: payment.amountTtcCents,
      vatRateBasisPoints: Math.round(VAT_RATE * 10_000),
      buyerEmail: payment.buyerEmail,
      buyerName: account?.companyName ?? null,
      accountId,
    });
    if (locked.status !== 'succeeded' || !locked.fulfilledAt) {
      locked = await updatePayment(tx, payment.id, {
        status: 'succeeded',
        failureCode: null,
        fulfilledAt: locked.fulfilledAt ?? new Date(),
      });
    }
    const newBalance = credited ?? (await readCreditSummary(tx, accountId)).balance;
    return { payment: locked, invoice, creditsAdded: credits, newBalance, creditedNow: credited !== null };
  });
}
