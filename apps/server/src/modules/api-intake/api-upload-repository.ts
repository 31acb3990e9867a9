import type { Tx } from '../../adapters/db/database';
import { type ApiUploadAnswer, apiUploads } from '../../adapters/db/schema/api-uploads';

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
