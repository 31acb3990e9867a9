import type { CheckDocumentResponse } from '@horodoc/shared/web-api';
import type { Db } from '../../adapters/db/database';
import { findLiveCertificateByHash } from './certificate-repository';
import { toWebCertificate } from './to-web-certificate';

/**
 * Whether a fingerprint is already anchored. Only a completed certificate counts: one still pending has
 * no transaction to show yet, and paying for it again is refused when the payment is created.
 */
export async function checkDocument(options: { db: Db; fileHash: string }): Promise<CheckDocumentResponse> {
  const certificate = await findLiveCertificateByHash(options.db, options.fileHash, 'live');
  if (certificate?.status !== 'completed') return { exists: false, certificate: null, invoice: null };
  return { exists: true, certificate: toWebCertificate(certificate), invoice: null };
}
