import { and, desc, eq } from 'drizzle-orm';
import type { Db } from '../../adapters/db/database';
import { apiUploads } from '../../adapters/db/schema/api-uploads';

/**
 * The account's own labels of a certificate: those of its latest upload of it, as its search shows them; none
 * for a certificate its batch wrote without labels (it has no upload record).
 */
export async function findUploadLabels(
  db: Db,
  accountId: string,
  certificateId: string,
): Promise<{ tags: string[]; metadata: Record<string, string> }> {
  const [row] = await db
    .select({ tags: apiUploads.tags, metadata: apiUploads.metadata })
    .from(apiUploads)
    .where(and(eq(apiUploads.accountId, accountId), eq(apiUploads.certificateId, certificateId)))
    .orderBy(desc(apiUploads.createdAt), desc(apiUploads.id))
    .limit(1);
  return row ?? { tags: [], metadata: {} };
}
