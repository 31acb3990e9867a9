import { randomBytes } from 'node:crypto';
import { and, desc, eq, isNotNull, isNull, lt, ne, or, sql } from 'drizzle-orm';
import type { Db } from '../../adapters/db/database';
import { rowsOf } from '../../adapters/db/rows';
import { anchorBatches } from '../../adapters/db/schema/anchoring';
import { certificates } from '../../adapters/db/schema/certificates';
import { type BatchRow, ofLog } from './batch-repository';
import { moveBatch } from './move-batch';

/** One anchor log: a contract on a chain. */
export interface LogKey {
  chainId: number;
  contractAddress: string;
}

const confirmedIn = (log: LogKey) =>
  and(ofLog(log.chainId, log.contractAddress), eq(anchorBatches.state, 'confirmed'));

/** Where a page of batches ends: the next page starts after it. */
export interface BatchCursor {
  id: string;
  sequence: number | null;
}

/**
 * A page of the log's confirmed batches, from the highest sequence down (any without a sequence first),
 * after `cursor` when given.
 */
export async function confirmedBatchesNewestFirst(
  db: Db,
  log: LogKey,
  options: { after?: BatchCursor; limit: number },
): Promise<BatchRow[]> {
  const { after } = options;
  const afterCursor =
    after === undefined
      ? undefined
      : after.sequence === null
        ? or(
            and(isNull(anchorBatches.sequence), lt(anchorBatches.id, after.id)),
            isNotNull(anchorBatches.sequence),
          )
        : or(
            lt(anchorBatches.sequence, after.sequence),
            and(eq(anchorBatches.sequence, after.sequence), lt(anchorBatches.id, after.id)),
          );
  return db
    .select()
    .from(anchorBatches)
    .where(and(confirmedIn(log), afterCursor))
    .orderBy(sql`${anchorBatches.sequence} desc nulls first`, desc(anchorBatches.id))
    .limit(options.limit);
}

/**
 * The lowest sequence that two confirmed batches of the log both claim, or null. Only a chain that went back
 * (a reorganisation, a lost local chain) and then took new roots leaves such a pair: at least one of them is
 * no longer on the chain.
 */
export async function lowestContestedSequence(db: Db, log: LogKey): Promise<number | null> {
  const [row] = rowsOf<{ sequence: number | null }>(
    await db.execute(sql`
      select min(sequence)::int as sequence from (
        select sequence from anchor_batches
        where chain_id = ${log.chainId} and contract_address = ${log.contractAddress}
          and state = 'confirmed' and sequence is not null
        group by sequence having count(*) > 1
      ) contested`),
  );
  return row?.sequence ?? null;
}

/** Whether another confirmed batch of the log claims this sequence: the chain went back meanwhile. */
export async function sequenceClaimedByAnother(
  db: Db,
  log: LogKey,
  batchId: string,
  sequence: number,
): Promise<boolean> {
  const rows = await db
    .select({ id: anchorBatches.id })
    .from(anchorBatches)
    .where(and(confirmedIn(log), eq(anchorBatches.sequence, sequence), ne(anchorBatches.id, batchId)))
    .limit(1);
  return rows.length > 0;
}

/**
 * Marks a confirmed batch `dropped` and puts its certificates back in the queue, in one transaction. They
 * keep their ids and get a new salt, so their new batch has a new root: it can neither collide with the
 * dropped one in our records nor be refused by the contract if the old transaction ever comes back. Their
 * proof fields are cleared (the old proof no longer holds) and their deadline starts again.
 * @returns the certificates requeued; none when the batch was no longer confirmed.
 */
export async function dropBatchAndRequeue(
  db: Db,
  batchId: string,
  options: { reason: string; deadlineMs: number; now: Date },
): Promise<string[]> {
  return db.transaction(async (tx) => {
    const dropped = await moveBatch(
      tx,
      batchId,
      { from: 'confirmed', to: 'dropped' },
      { droppedAt: options.now, lastError: options.reason },
    );
    if (!dropped) return [];
    const held = await tx
      .select({ id: certificates.id })
      .from(certificates)
      .where(and(eq(certificates.batchId, batchId), eq(certificates.status, 'pending')));
    if (held.length === 0) return [];
    const salts = JSON.stringify(
      held.map((c) => ({ id: c.id, salt: `0x${randomBytes(32).toString('hex')}` })),
    );
    const deadline = new Date(options.now.getTime() + options.deadlineMs).toISOString();
    const requeued = rowsOf<{ id: string }>(
      await tx.execute(sql`
        update certificates c
        set status = 'pending', salt = v.salt, batch_id = null, failure_reason = null,
          deadline_at = ${deadline}::timestamptz, updated_at = now()
        from (
          select (e.value ->> 'id')::uuid as id, e.value ->> 'salt' as salt
          from jsonb_array_elements(${salts}::jsonb) as e
        ) v
        where c.id = v.id
        returning c.id`),
    );
    return requeued.map((r) => r.id);
  });
}

/** For /api/health: how many confirmed batches were found missing from the chain, and the last one. */
export async function droppedBatchesSummary(db: Db, log: LogKey) {
  const [row] = await db
    .select({
      batches: sql<number>`count(*)::int`,
      certificates: sql<number>`coalesce(sum(${anchorBatches.leafCount}), 0)::int`,
      lastAt: sql<Date | string | null>`max(${anchorBatches.droppedAt})`,
    })
    .from(anchorBatches)
    .where(
      and(
        ofLog(log.chainId, log.contractAddress),
        eq(anchorBatches.state, 'dropped'),
        isNotNull(anchorBatches.droppedAt),
      ),
    );
  return {
    batches: row?.batches ?? 0,
    certificates: row?.certificates ?? 0,
    lastAt: row?.lastAt ? new Date(row.lastAt).toISOString() : null,
  };
}
