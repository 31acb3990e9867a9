import { eq, getTableColumns, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../adapters/db/database';
import { anchorBatches } from '../../adapters/db/schema/anchoring';
import { certificates } from '../../adapters/db/schema/certificates';

/** A certificate's status as every reader sees it. */
export type CertificateStatus = 'pending' | 'completed' | 'failed' | 'expired';

const confirmed = sql`${anchorBatches.state} = 'confirmed'`;

/**
 * The status of certificate row `c` whose batch, left joined, is `b`, for the queries written in SQL: the
 * same rule as `certificateView.status`, which is built from it.
 */
export function derivedStatus(c: string, b: string) {
  return sql.raw(
    `(case when ${c}.status <> 'pending' then ${c}.status::text when ${b}.state = 'confirmed' then 'completed' else 'pending' end)`,
  );
}

/**
 * The one place a certificate's status and anchoring outcome are derived: its own state says whether it
 * was released (failed, expired); a pending one is completed once its batch is confirmed, and then reads
 * its batch's transaction, block and finality. Nothing of the outcome is ever copied onto a certificate.
 */
export const certificateView = {
  ...getTableColumns(certificates),
  status: sql<CertificateStatus>`${derivedStatus('"certificates"', '"anchor_batches"')}`,
  txHash: sql<string | null>`case when ${confirmed} then ${anchorBatches.txHash} end`.mapWith(
    anchorBatches.txHash,
  ),
  blockNumber: sql<number | null>`case when ${confirmed} then ${anchorBatches.blockNumber} end`.mapWith(
    anchorBatches.blockNumber,
  ),
  /** Seconds since the epoch, from the block that recorded the root. */
  blockchainTimestamp: sql<
    number | null
  >`case when ${confirmed} then ${anchorBatches.blockTimestamp} end`.mapWith(anchorBatches.blockTimestamp),
  explorerUrl: sql<string | null>`case when ${confirmed} then ${anchorBatches.explorerUrl} end`.mapWith(
    anchorBatches.explorerUrl,
  ),
  completedAt: sql<Date | null>`case when ${confirmed} then ${anchorBatches.confirmedAt} end`.mapWith(
    anchorBatches.confirmedAt,
  ),
  /** When the block became final on Ethereum (the node's `finalized` tag). */
  finalizedAt: sql<Date | null>`case when ${confirmed} then ${anchorBatches.finalizedAt} end`.mapWith(
    anchorBatches.finalizedAt,
  ),
};

export type CertificateRow = Omit<typeof certificates.$inferSelect, 'status'> & {
  status: CertificateStatus;
  txHash: string | null;
  blockNumber: number | null;
  blockchainTimestamp: number | null;
  explorerUrl: string | null;
  completedAt: Date | null;
  finalizedAt: Date | null;
};

/** Certificates as readers see them: filter with `.where(...)` on `certificates` or `anchorBatches`. */
export function selectCertificates(db: Db | Tx) {
  return db
    .select(certificateView)
    .from(certificates)
    .leftJoin(anchorBatches, eq(anchorBatches.id, certificates.batchId));
}
