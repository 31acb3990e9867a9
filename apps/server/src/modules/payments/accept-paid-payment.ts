import { findCertificateByPayment } from '../certificates/certificate-repository';
import { type CertificateRow, createPendingCertificate } from '../certificates/create-pending-certificate';
import type { PaymentContext } from './payment-context';
import { lockPayment, type PaymentRow, updatePayment } from './payment-repository';

export type AcceptedPayment =
  | { kind: 'certificate'; payment: PaymentRow; certificate: CertificateRow }
  /** The fingerprint became live through another payment meanwhile: this one must be refunded. */
  | { kind: 'conflict'; payment: PaymentRow };

/**
 * Records a payment the provider says succeeded and creates its certificate, in one transaction with the
 * payment row locked: however many confirmations and webhooks race, there is one certificate per payment.
 */
export async function acceptPaidPayment(ctx: PaymentContext, payment: PaymentRow): Promise<AcceptedPayment> {
  return ctx.db.transaction(async (tx) => {
    let locked = await lockPayment(tx, payment.id);
    if (locked.status !== 'succeeded')
      locked = await updatePayment(tx, payment.id, { status: 'succeeded', failureCode: null });
    const existing = await findCertificateByPayment(tx, payment.id);
    if (existing) return { kind: 'certificate', payment: locked, certificate: existing };
    if (!locked.fileHash || !locked.fileName || locked.fileSize == null) {
      throw new Error(`web payment ${payment.id} has no document`);
    }
    const { fileHash, fileName, fileSize } = locked;
    const created = await createPendingCertificate(tx, {
      fileHash,
      fileName,
      fileSize,
      source: 'web',
      paymentId: payment.id,
      deadlineMs: ctx.settings.deadlineMs,
    });
    if (created.kind === 'fingerprint_taken') return { kind: 'conflict', payment: locked };
    return { kind: 'certificate', payment: locked, certificate: created.certificate };
  });
}
