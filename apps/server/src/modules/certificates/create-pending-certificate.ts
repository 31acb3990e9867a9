import { randomBytes } from 'node:crypto';
import type { Db, Tx } from '../../adapters/db/database';
import { certificates } from '../../adapters/db/schema/certificates';
import { type CertificateRow, unanchoredView } from '../certificate-view/certificate-view';

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
  return { kind: 'created', certificate: unanchoredView(row) };
}
