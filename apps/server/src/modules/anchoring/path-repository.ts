import type { PathStep } from '@horodoc/shared/merkle';
import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../adapters/db/database';
import { rowsOf } from '../../adapters/db/rows';
import { certificates } from '../../adapters/db/schema/certificates';
import type { BatchOutcome } from './batch-repository';

/** Certificates per statement when writing paths: short statements keep the embedded database responsive. */
export const PATH_CHUNK = 500;

export interface PathEntry {
  id: string;
  leafIndex: number;
  path: PathStep[];
}

/**
 * Stores each certificate's leaf position and Merkle path, a chunk per statement. Once `completion` answers
 * the outcome of the batch's mined transaction, each later chunk also completes its certificates: one write
 * of the row instead of two, and no certificate waits for the paths of the others. The last chunk never
 * does: `completeBatch` completes it with the batch, so the batch is confirmed as its last certificate is.
 * @returns the certificates completed on the way.
 */
export async function writePaths(
  db: Db,
  entries: PathEntry[],
  completion: () => BatchOutcome | null = () => null,
): Promise<string[]> {
  const completed: string[] = [];
  for (let start = 0; start < entries.length; start += PATH_CHUNK) {
    const chunk = entries.slice(start, start + PATH_CHUNK);
    const rows = JSON.stringify(chunk.map((e) => ({ id: e.id, i: e.leafIndex, p: e.path })));
    const values = sql`(
      select (e.value ->> 'id')::uuid as id, (e.value ->> 'i')::int as idx, e.value -> 'p' as path
      from jsonb_array_elements(${rows}::jsonb) as e
    ) v`;
    const outcome = start + PATH_CHUNK < entries.length ? completion() : null;
    if (!outcome) {
      await db.execute(sql`
        update certificates c set leaf_index = v.idx, merkle_path = v.path, updated_at = now()
        from ${values} where c.id = v.id`);
    } else {
      const now = new Date().toISOString();
      const done = rowsOf<{ id: string }>(
        await db.execute(sql`
          update certificates c
          set leaf_index = v.idx, merkle_path = v.path, status = 'completed', tx_hash = ${outcome.txHash},
            block_number = ${outcome.blockNumber}, blockchain_timestamp = ${outcome.blockTimestamp},
            explorer_url = ${outcome.explorerUrl}, completed_at = ${now}::timestamptz, updated_at = ${now}::timestamptz
          from ${values} where c.id = v.id and c.status = 'pending'
          returning c.id`),
      );
      completed.push(...done.map((r) => r.id));
    }
    // The embedded database answers without any I/O: back to back, its statements would hold up the
    // process's sockets and timers (the chain's answers, the next send) until the last one.
    await new Promise((resolve) => setImmediate(resolve));
  }
  return completed;
}

/** How many certificates of the batch have no path stored yet. */
export async function countMissingPaths(db: Db, batchId: string): Promise<number> {
  const [missing] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(certificates)
    .where(and(eq(certificates.batchId, batchId), isNull(certificates.leafIndex)));
  return missing?.n ?? 0;
}

/** The batch's certificates in leaf order (by id), to rebuild its tree after a restart. */
export async function leavesOfBatch(db: Db, batchId: string) {
  return db
    .select({
      id: certificates.id,
      fileHash: certificates.fileHash,
      salt: certificates.salt,
      leafIndex: certificates.leafIndex,
    })
    .from(certificates)
    .where(eq(certificates.batchId, batchId))
    .orderBy(asc(certificates.id));
}
