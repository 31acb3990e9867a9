import type { WebCertificate } from '@horodoc/shared/web-api';
import type { Db } from '../../adapters/db/database';
import { AppError } from '../../errors';
import { findCertificateById } from './certificate-repository';
import { toWebCertificate } from './to-web-certificate';

/**
 * A certificate's fields by its id, whatever its state (pending ones included: the client polls).
 * @throws AppError `not_found`.
 */
export async function getWebCertificate(db: Db, certificateId: string): Promise<WebCertificate> {
  const row = await findCertificateById(db, certificateId);
  if (!row) throw new AppError('not_found', 'Certificat introuvable : vérifiez son identifiant.');
  return toWebCertificate(row);
}
