import type { ProofV2, ProofV3, ProofV4 } from '@horodoc/shared/proof';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { ChainClient } from '../../adapters/chain/chain-client';
import type { Db } from '../../adapters/db/database';
import { anchorBatches } from '../../adapters/db/schema/anchoring';
import type { ApiMode } from '../../adapters/db/schema/api-mode';
import { certificates } from '../../adapters/db/schema/certificates';
import { type CertificateRow, certificateView } from '../certificate-view/certificate-view';
import { anchoredProof } from '../verification/anchored-proof';
import { findFinalCheckpoints } from './find-certificate-seal';

/** Rows read per query: the export holds one page in memory at a time, whatever the account's size. */
const PAGE_SIZE = 500;

export interface ArchivedCertificate {
  certificate: CertificateRow;
  /** The proof file, once the certificate is anchored; null before, or when it failed or expired. */
  proof: ProofV2 | ProofV3 | ProofV4 | null;
}

/**
 * Every certificate of an account, oldest first, each with its proof, page by page (keyset on creation time
 * and id, so certificates arriving meanwhile neither shift nor repeat a page). For a streamed archive.
 */
export async function* listAccountCertificates(options: {
  db: Db;
  chain: ChainClient;
  accountId: string;
  /** The caller's: the archive of one mode never holds the other's certificates. */
  mode: ApiMode;
  pageSize?: number;
}): AsyncGenerator<ArchivedCertificate> {
  const pageSize = options.pageSize ?? PAGE_SIZE;
  // The creation time as the database's text: a Date would drop its microseconds and repeat a row.
  let after: { createdAt: string; id: string } | null = null;
  for (;;) {
    const mine = and(eq(certificates.accountId, options.accountId), eq(certificates.mode, options.mode));
    const page = await options.db
      .select({
        certificate: certificateView,
        batch: anchorBatches,
        createdAt: sql<string>`${certificates.createdAt}::text`,
      })
      .from(certificates)
      .leftJoin(anchorBatches, eq(anchorBatches.id, certificates.batchId))
      .where(
        after
          ? and(
              mine,
              sql`(${certificates.createdAt}, ${certificates.id}) > (${after.createdAt}::timestamptz, ${after.id}::uuid)`,
            )
          : mine,
      )
      .orderBy(asc(certificates.createdAt), asc(certificates.id))
      .limit(pageSize);
    const sealed = new Set(page.map((found) => found.batch?.checkpointId).filter((id) => id != null));
    const seals = await findFinalCheckpoints(options.db, [...sealed] as string[]);
    for (const found of page) {
      const checkpoint = found.batch?.checkpointId ? seals.get(found.batch.checkpointId) : null;
      yield { certificate: found.certificate, proof: anchoredProof({ ...found, checkpoint }, options.chain) };
    }
    const last = page.at(-1);
    if (!last || page.length < pageSize) return;
    after = { createdAt: last.createdAt, id: last.certificate.id };
  }
}
