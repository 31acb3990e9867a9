import { sql } from 'drizzle-orm';
import type { Tx } from '../../adapters/db/database';
import type { ApiUploadAnswer } from '../../adapters/db/schema/api-uploads';
import { insertNewApiUpload, type NewApiUpload } from './insert-new-api-upload';

/**
 * A new upload made with a test key, in ONE statement inside the caller's transaction: a test certificate
 * (free, anchored on the test network) and its api_uploads record; the balance is read, never debited.
 * @returns its answer, or undefined when the fingerprint already has a live test certificate.
 */
export async function insertTestApiUpload(
  tx: Tx,
  upload: NewApiUpload,
): Promise<ApiUploadAnswer | undefined> {
  const { answer } = await insertNewApiUpload(tx, upload, {
    mode: 'test',
    payer: sql`
      payer as (select id, credits_balance, 0 as credits_used from accounts where id = ${upload.accountId})`,
  });
  return answer;
}
