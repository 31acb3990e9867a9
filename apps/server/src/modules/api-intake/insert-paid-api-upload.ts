import { sql } from 'drizzle-orm';
import type { Tx } from '../../adapters/db/database';
import type { ApiUploadAnswer } from '../../adapters/db/schema/api-uploads';
import { debitCreditsSql } from '../credits/debit-credits';
import { insertNewApiUpload, type NewApiUpload } from './insert-new-api-upload';

/**
 * What the one statement did: `answer` when the certificate, its one-credit debit (account and ledger) and
 * the api_uploads record were all written; `live` when the fingerprint is already pending or anchored and
 * nothing was written; `unpaid` when the certificate was written but no credit was left to pay it — the
 * caller must then roll the transaction back.
 */
export type PaidApiUploadResult =
  | { kind: 'created'; answer: ApiUploadAnswer }
  | { kind: 'live' }
  | { kind: 'unpaid' };

/**
 * A new API upload paid with one credit, in ONE statement (one round trip) inside the caller's transaction
 * (`insertNewApiUpload`). The debit only happens when the certificate was written and only while the balance
 * is at least one (re-checked on the locked row), so concurrent uploads never take more credits than there
 * are; the ledger row and the upload record follow from both.
 */
export async function insertPaidApiUpload(tx: Tx, upload: NewApiUpload): Promise<PaidApiUploadResult> {
  const { created, answer } = await insertNewApiUpload(tx, upload, {
    mode: 'live',
    payer: sql`${debitCreditsSql(sql`select ${upload.accountId}::uuid as account_id, 1 as credits, 0 as ord,
        id as certificate_id, null::uuid as api_batch_id from certificate`)},
      payer as (select account_id as id, balance_after as credits_balance, 1 as credits_used from ledger)`,
  });
  if (answer) return { kind: 'created', answer };
  return created ? { kind: 'unpaid' } : { kind: 'live' };
}
