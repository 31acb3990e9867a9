import { and, eq } from 'drizzle-orm';
import type { Db, Tx } from '../../adapters/db/database';
import type { ApiMode } from '../../adapters/db/schema/api-mode';
import { type ApiUploadAnswer, apiUploads } from '../../adapters/db/schema/api-uploads';
import { certificates } from '../../adapters/db/schema/certificates';
import { type CertificateRow, selectCertificates } from '../certificate-view/certificate-view';
import { visibleToAccount } from './account-visibility';

export async function insertApiUpload(
  tx: Tx,
  upload: {
    accountId: string;
    idempotencyKey?: string;
    webhookUrl?: string;
    tags?: string[];
    metadata?: Record<string, string>;
    answer: ApiUploadAnswer;
  },
): Promise<void> {
  await tx.insert(apiUploads).values({
    accountId: upload.accountId,
    certificateId: upload.answer.certificateId,
    idempotencyKey: upload.idempotencyKey,
    webhookUrl: upload.webhookUrl,
    tags: upload.tags,
    metadata: upload.metadata,
    answer: upload.answer,
  });
}

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
