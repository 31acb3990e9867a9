import { and, eq } from 'drizzle-orm';
import type { Db } from '../../adapters/db/database';
import type { ApiMode } from '../../adapters/db/schema/api-mode';
import { certificates } from '../../adapters/db/schema/certificates';
import { type CertificateRow, selectCertificates } from '../certificate-view/certificate-view';
import { visibleToAccount } from './account-visibility';

/**
 * A certificate of this mode that this account uploaded, had written by a batch, or submitted again once
 * anchored; undefined for anyone else's, and for the account's own of the other mode.
 */
export async function findAccountCertificate(
  db: Db,
  accountId: string,
  certificateId: string,
  mode: ApiMode,
): Promise<CertificateRow | undefined> {
  const [row] = await selectCertificates(db)
    .where(and(eq(certificates.id, certificateId), eq(certificates.mode, mode), visibleToAccount(accountId)))
    .limit(1);
  return row;
}
