import { sql } from 'drizzle-orm';
import type { Db } from '../../adapters/db/database';
import { rowsOf } from '../../adapters/db/rows';
import type { ApiBatchAnswer } from '../../adapters/db/schema/api-batches';
import type { ApiMode } from '../../adapters/db/schema/api-mode';
import type { ApiUploadAnswer } from '../../adapters/db/schema/api-uploads';

/** Where an account's Idempotency-Key was first used: an upload (with its certificate's mode) or a batch. */
export type IdempotencyKeyUse =
  | { kind: 'upload'; id: string; mode: ApiMode; answer: ApiUploadAnswer | null }
  | { kind: 'batch'; id: string; requestSha256: string; answer: ApiBatchAnswer };

/**
 * The first use of an account's Idempotency-Key by an upload or a batch, read from both in ONE statement (each
 * side by its unique index): a key serves one request, so an upload's key met by a batch, or the reverse, is
 * a key reused, never the other's answer to replay.
 */
export async function findIdempotencyKeyUse(
  db: Db,
  accountId: string,
  idempotencyKey: string,
): Promise<IdempotencyKeyUse | undefined> {
  const [row] = rowsOf<{
    kind: 'upload' | 'batch';
    id: string;
    mode: ApiMode | null;
    request_sha256: string | null;
    answer: ApiUploadAnswer | ApiBatchAnswer | null;
  }>(
    await db.execute(sql`
      select 'upload' as kind, u.id, c.mode::text as mode, null::text as request_sha256, u.answer
      from api_uploads u join certificates c on c.id = u.certificate_id
      where u.account_id = ${accountId} and u.idempotency_key = ${idempotencyKey}
      union all
      select 'batch', b.id, null, b.request_sha256, b.answer
      from api_batches b
      where b.account_id = ${accountId} and b.idempotency_key = ${idempotencyKey}
      limit 1`),
  );
  if (!row) return undefined;
  if (row.kind === 'upload') {
    return {
      kind: 'upload',
      id: row.id,
      mode: row.mode as ApiMode,
      answer: row.answer as ApiUploadAnswer | null,
    };
  }
  // Set with the key, or not at all (`api_batches_idempotency_complete`).
  return {
    kind: 'batch',
    id: row.id,
    requestSha256: row.request_sha256 as string,
    answer: row.answer as ApiBatchAnswer,
  };
}
