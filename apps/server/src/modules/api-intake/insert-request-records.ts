import type { Tx } from '../../adapters/db/database';
import type { ApiBatchAnswer } from '../../adapters/db/schema/api-batches';
import { insertApiBatch } from './api-batch-repository';
import type { CreatedCertificate } from './api-certificate-repository';
import type { ApiDocumentsAnswer, ApiDocumentsRequest } from './api-documents';
import { type ApiUploadRecord, insertApiUploads } from './api-upload-repository';

/**
 * The account's records of a request, in the caller's transaction: an upload's `api_uploads` record, with its
 * answer (and key), when it needs one; a batch's `api_batches` row (with its key, request SHA-256 and answer
 * when it has a key), and the records its entries need (`needsUploadRecord`).
 */
export async function insertRequestRecords(
  tx: Tx,
  request: ApiDocumentsRequest,
  answer: ApiDocumentsAnswer,
  created: Map<string, CreatedCertificate>,
): Promise<void> {
  const { form, accountId, webhookUrl } = request;
  const uploads = answer.entries.map((entry, i): ApiUploadRecord => {
    const document = request.documents[i];
    return { certificateId: entry.certificateId, tags: document?.tags, metadata: document?.metadata };
  });
  if (form.kind === 'upload') {
    const [upload] = uploads;
    const [entry] = answer.entries;
    if (!upload || !entry) throw new Error('an upload has one document');
    const record = { ...upload, idempotencyKey: request.idempotencyKey };
    if (!needsUploadRecord(record, created.has(entry.fileHash), webhookUrl)) return;
    const uploadAnswer = {
      ...entry,
      fileSize: entry.fileSize ?? null,
      creditsRemaining: answer.creditsRemaining,
    };
    await insertApiUploads(tx, {
      accountId,
      webhookUrl,
      batchId: null,
      uploads: [{ ...record, answer: uploadAnswer }],
    });
    return;
  }
  const { batchId } = answer;
  if (!batchId) throw new Error('a batch has an id');
  const { idempotencyKey } = request;
  await insertApiBatch(tx, {
    id: batchId,
    accountId,
    webhookUrl,
    documentCount: answer.entries.length,
    creditsUsed: answer.creditsUsed,
    idempotency:
      idempotencyKey && form.requestSha256
        ? { key: idempotencyKey, requestSha256: form.requestSha256, answer: batchAnswerOf(answer) }
        : undefined,
  });
  await insertApiUploads(tx, {
    accountId,
    webhookUrl,
    batchId,
    uploads: uploads.filter((upload, i) =>
      needsUploadRecord(upload, created.has(answer.entries[i]?.fileHash ?? ''), webhookUrl),
    ),
  });
}

/** A batch's answer as kept for its replay: each entry as the batch route shows it. */
function batchAnswerOf(answer: ApiDocumentsAnswer): ApiBatchAnswer {
  return {
    entries: answer.entries.map(({ certificateId, fileHash, fileName, status, creditsUsed }) => ({
      certificateId,
      fileHash,
      fileName,
      status,
      creditsUsed,
    })),
    created: answer.created,
    creditsUsed: answer.creditsUsed,
    creditsRemaining: answer.creditsRemaining,
  };
}

/**
 * Whether a document needs its own upload record, for an upload and a batch entry alike. A certificate the
 * request wrote already says whose it is (`account_id`, `source` api), which is all the key needs to see it
 * (`modules/certificates/account-visibility.ts`): a record is written only for what that row cannot carry, the
 * labels, the webhook URL (the outbox and `batch.settled` read the records), an upload's Idempotency-Key
 * (the record keeps the answer it replays), or an already live certificate the account submitted again.
 * Records cost a batch of 1,000 a fifth of its work, and a plain upload a quarter of its write-ahead log.
 * The upload group's statement states the same rule in SQL (`insert-paid-api-uploads.ts`).
 */
export function needsUploadRecord(
  upload: Pick<ApiUploadRecord, 'tags' | 'metadata' | 'idempotencyKey'>,
  createdHere: boolean,
  webhookUrl: string | undefined,
): boolean {
  if (!createdHere || webhookUrl !== undefined || upload.idempotencyKey !== undefined) return true;
  return (upload.tags?.length ?? 0) > 0 || Object.keys(upload.metadata ?? {}).length > 0;
}
