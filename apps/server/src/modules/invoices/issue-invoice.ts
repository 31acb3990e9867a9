import type { Db, Tx } from '../../adapters/db/database';
import { isUniqueViolation } from '../../adapters/db/postgres-errors';
import { INVOICE_SERIES, invoiceYear } from './invoice-number';
import { findInvoiceByPayment, type InvoiceRow, insertNextInvoice } from './invoice-repository';

export interface IssueInvoiceOptions {
  paymentId: string;
  lineLabel: string;
  htCents: number;
  vatCents: number;
  ttcCents: number;
  vatRateBasisPoints: number;
  buyerEmail?: string | null;
  buyerName?: string | null;
  accountId?: string | null;
  quantity?: number;
  /** Its date, which also picks the year whose numbering it takes. */
  issuedAt: Date;
}

/**
 * Issues the invoice of a payment, once: a second call (or a concurrent one) answers the same invoice.
 * The number is the next of its year, taken in the same transaction as the insert, so numbers have no gap.
 * Inside a caller's transaction, it runs in a savepoint and its number commits or rolls back with it.
 */
export async function issueInvoice(db: Db | Tx, options: IssueInvoiceOptions): Promise<InvoiceRow> {
  const { issuedAt } = options;
  try {
    return await insertNextInvoice(db, {
      series: INVOICE_SERIES,
      year: invoiceYear(issuedAt),
      paymentId: options.paymentId,
      accountId: options.accountId ?? null,
      buyerEmail: options.buyerEmail ?? null,
      buyerName: options.buyerName ?? null,
      lineLabel: options.lineLabel,
      quantity: options.quantity ?? 1,
      amountHtCents: options.htCents,
      vatCents: options.vatCents,
      amountTtcCents: options.ttcCents,
      vatRateBasisPoints: options.vatRateBasisPoints,
      issuedAt,
    });
  } catch (error) {
    // Another caller issued it first; its transaction kept the number, ours gave it back.
    if (isUniqueViolation(error)) {
      const winner = await findInvoiceByPayment(db, options.paymentId);
      if (winner) return winner;
    }
    throw error;
  }
}
