import { randomBytes } from 'node:crypto';
import type { Clock } from '../../adapters/clock/clock';
import type { Db, Tx } from '../../adapters/db/database';
import { certificates } from '../../adapters/db/schema/certificates';
import type { CertificateRow } from '../certificate-view/certificate-view';
import type { PaymentKind } from '../payments/payment-context';
import { findCertificateByPayment } from './certificate-repository';

export interface CreatePendingCertificateOptions {
  fileHash: string;
  fileName: string;
  fileSize: number;
  source: 'web' | 'api';
  paymentId?: string;
  accountId?: string;
  webhookUrl?: string;
  /** After this long without anchoring, the certificate expires. */
  deadlineMs: number;
  /** When it is created: its deadline runs from then. */
  now: Date;
}

export type CreatedPendingCertificate =
  | { kind: 'created'; certificate: CertificateRow }
  /**
   * The fingerprint is already pending (or, given a payment, that payment has its certificate already: the
   * caller looks it up): nothing was written.
   */
  | { kind: 'fingerprint_taken' };

/**
 * Records a document to anchor, with the random salt of its leaf. The anchoring worker picks it up. A
 * fingerprint already live, or a payment that has its certificate, is skipped by the unique indexes (`on
 * conflict do nothing`), not raised: the caller's transaction goes on, with no savepoint needed.
 */
export async function createPendingCertificate(
  db: Db | Tx,
  options: CreatePendingCertificateOptions,
): Promise<CreatedPendingCertificate> {
  const [row] = await db
    .insert(certificates)
    .values({
      fileHash: options.fileHash,
      fileName: options.fileName,
      fileSize: options.fileSize,
      source: options.source,
      paymentId: options.paymentId,
      accountId: options.accountId,
      webhookUrl: options.webhookUrl,
      salt: `0x${randomBytes(32).toString('hex')}`,
      deadlineAt: new Date(options.now.getTime() + options.deadlineMs),
    })
    .onConflictDoNothing()
    .returning();
  if (!row) return { kind: 'fingerprint_taken' };
  // Just written, so read as `certificateView` reads it: in no batch yet, so with no batch's outcome.
  return {
    kind: 'created',
    certificate: {
      ...row,
      txHash: null,
      blockNumber: null,
      blockchainTimestamp: null,
      explorerUrl: null,
      completedAt: null,
      finalizedAt: null,
    },
  };
}

/**
 * The web kind's `accept`, in the transaction that marks its payment paid: the paid document's pending
 * certificate, written first; when nothing was written, the payment has its certificate already (accepted
 * before: a second confirmation, the webhook), or the fingerprint became live through another payment
 * meanwhile, and this one is refunded. Built here, where its work is, so payments call it straight.
 */
export function acceptWebPayment(parts: {
  clock: Clock;
  deadlineMs: number;
}): PaymentKind<CertificateRow>['accept'] {
  return async (tx, payment) => {
    const { fileHash, fileName, fileSize } = payment;
    if (!fileHash || !fileName || fileSize == null)
      throw new Error(`web payment ${payment.id} has no document`);
    const created = await createPendingCertificate(tx, {
      fileHash,
      fileName,
      fileSize,
      source: 'web',
      paymentId: payment.id,
      deadlineMs: parts.deadlineMs,
      now: new Date(parts.clock.now()),
    });
    if (created.kind === 'created') return { kind: 'pending', goods: created.certificate };
    const existing = await findCertificateByPayment(tx, payment.id);
    if (existing) return { kind: 'pending', goods: existing };
    return { kind: 'refund', reason: 'fingerprint_taken', why: 'fingerprint live by another payment' };
  };
}
