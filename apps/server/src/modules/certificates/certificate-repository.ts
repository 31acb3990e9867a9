import { and, count, desc, eq, gte, isNull } from 'drizzle-orm';
import type { Db, Tx } from '../../adapters/db/database';
import { anchorBatches } from '../../adapters/db/schema/anchoring';
import type { ApiMode } from '../../adapters/db/schema/api-mode';
import { certificates } from '../../adapters/db/schema/certificates';
import {
  type CertificateRow,
  certificateView,
  selectCertificates,
} from '../certificate-view/certificate-view';
import { refundCertificateCredits } from '../credits/credit-ledger-repository';
import type { AnchorBatchRow } from '../verification/build-proof';

/** The pending or completed certificate of a fingerprint in a mode, if any (there is at most one). */
export async function findLiveCertificateByHash(
  db: Db | Tx,
  fileHash: string,
  mode: ApiMode,
): Promise<CertificateRow | undefined> {
  const [row] = await selectCertificates(db).where(
    and(eq(certificates.mode, mode), eq(certificates.fileHash, fileHash), eq(certificates.status, 'pending')),
  );
  return row;
}

export async function findCertificateById(db: Db | Tx, id: string): Promise<CertificateRow | undefined> {
  const [row] = await selectCertificates(db).where(eq(certificates.id, id));
  return row;
}

export async function findCertificateByPayment(
  db: Db | Tx,
  paymentId: string,
): Promise<CertificateRow | undefined> {
  const [row] = await selectCertificates(db).where(eq(certificates.paymentId, paymentId));
  return row;
}

export async function findBatch(db: Db, batchId: string): Promise<AnchorBatchRow | undefined> {
  const [row] = await db.select().from(anchorBatches).where(eq(anchorBatches.id, batchId));
  return row;
}

/**
 * Marks a pending certificate failed if no batch has taken it yet. The anchoring leader locks the rows it
 * batches, so this either waits for it and then finds the certificate batched, or wins and the leader
 * skips it: never both. A credit it took comes back in the same transaction.
 * @returns whether it was withdrawn: false when it was already batched or settled.
 */
export async function withdrawUnbatchedCertificate(
  db: Db,
  id: string,
  reason: string,
  now: Date,
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(certificates)
      .set({ status: 'failed', failureReason: reason, updatedAt: now })
      .where(and(eq(certificates.id, id), eq(certificates.status, 'pending'), isNull(certificates.batchId)))
      .returning({ id: certificates.id });
    if (!row) return false;
    await refundCertificateCredits(tx, [row.id]);
    return true;
  });
}

/** An account's own certificates, newest first: its dashboard's history. */
export async function listAccountCertificates(db: Db, accountId: string, limit: number) {
  return db
    .select({
      id: certificates.id,
      fileHash: certificates.fileHash,
      fileName: certificates.fileName,
      status: certificateView.status,
      createdAt: certificates.createdAt,
    })
    .from(certificates)
    .leftJoin(anchorBatches, eq(anchorBatches.id, certificates.batchId))
    .where(eq(certificates.accountId, accountId))
    .orderBy(desc(certificates.createdAt))
    .limit(limit);
}

/** How many documents the account timestamped since `since`, leaving out failed and expired ones. */
export async function countAccountDocumentsSince(db: Db, accountId: string, since: Date): Promise<number> {
  const [row] = await db
    .select({ count: count() })
    .from(certificates)
    .where(
      and(
        eq(certificates.accountId, accountId),
        gte(certificates.createdAt, since),
        eq(certificates.status, 'pending'),
      ),
    );
  return row?.count ?? 0;
}
