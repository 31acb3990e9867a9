import type { CertificateRow } from '../certificates/create-pending-certificate';
import type { InvoiceRow } from '../invoices/invoice-repository';
import type { PaymentRow } from './payment-repository';

/** What confirming a web payment comes to, for the route to answer and the refund path to share. */
export type ConfirmWebPaymentResult =
  | { kind: 'completed'; payment: PaymentRow; certificate: CertificateRow; invoice: InvoiceRow }
  | { kind: 'refunded'; payment: PaymentRow; refundId: string | null; details: string }
  | { kind: 'refund_failed'; payment: PaymentRow; details: string }
  /** Refunded, and the document is timestamped all the same, by another payment: its certificate. */
  | { kind: 'already_timestamped'; payment: PaymentRow; certificate: CertificateRow; refundId: string | null }
  /** Paid and still anchoring after the wait: the same call later gives the outcome. */
  | { kind: 'pending'; payment: PaymentRow; certificate: CertificateRow };
