import type { WebCertificate } from '@horodoc/shared/web-api';
import type { Db } from '../../adapters/db/database';
import { findCertificateById } from './certificate-repository';
import { toWebCertificate } from './to-web-certificate';

/**
 * A certificate's fields by its id, whatever its state (pending ones included: the client polls), or
 * `not_found`.
 */
export async function getWebCertificate(
  db: Db,
  certificateId: string,
): Promise<{ kind: 'found'; certificate: WebCertificate } | { kind: 'not_found' }> {
  const row = await findCertificateById(db, certificateId);
  if (!row) return { kind: 'not_found' };
  return { kind: 'found', certificate: toWebCertificate(row) };
}
