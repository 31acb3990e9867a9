import type { VerifyResponse } from '@horodoc/shared/verify-api';
import { findCertificateById } from './verification-repository';
import { type VerifyDocumentOptions, verifyDocument } from './verify-document';

/**
 * Verifies a certificate given by its id: the same answer as verifying its document, since what is proven
 * is the fingerprint, read from our records and checked on chain now. `not_found` when no certificate has
 * this id.
 */
export async function verifyCertificate(
  options: Omit<VerifyDocumentOptions, 'fileHash'> & { certificateId: string },
): Promise<{ kind: 'found'; answer: VerifyResponse } | { kind: 'not_found' }> {
  const found = await findCertificateById(options.db, options.certificateId);
  if (!found) return { kind: 'not_found' };
  const answer = await verifyDocument({
    db: options.db,
    chain: options.chain,
    chainTimeoutMs: options.chainTimeoutMs,
    now: options.now,
    fileHash: found.certificate.fileHash as `0x${string}`,
  });
  return { kind: 'found', answer };
}
