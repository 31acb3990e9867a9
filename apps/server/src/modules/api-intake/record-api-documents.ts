import { randomUUID } from 'node:crypto';
import type { Tx } from '../../adapters/db/database';
import type { ApiBatchAnswer, ApiBatchEntry } from '../../adapters/db/schema/api-batches';
import type { ApiMode } from '../../adapters/db/schema/api-mode';
import { findAccountById } from '../accounts/account-repository';
import type { CertificateRow } from '../certificate-view/certificate-view';
import { debitCredits } from '../credits/debit-credits';
import { insertApiBatch } from './api-batch-repository';
import {
  type CreatedCertificate,
  findLiveCertificatesByHash,
  type IntakeDocument,
  insertApiCertificates,
} from './api-certificate-repository';
import { type ApiUploadRecord, insertApiUploads } from './api-upload-repository';

/**
 * What a signed client asks to timestamp: one upload, or a batch (an upload is a batch of one document,
 * recorded as an upload). All or nothing.
 */
export interface ApiDocumentsRequest {
  accountId: string;
  /** The signing key's: a test request is free, and meets only test certificates. */
  mode: ApiMode;
  /** Distinct fingerprints; exactly one for an upload. */
  documents: readonly IntakeDocument[];
  webhookUrl?: string;
  /** With it, a retry of the same request gets the first answer back, and takes no second debit. */
  idempotencyKey?: string;
  /** After this long without anchoring, a certificate expires and its credit comes back. */
  deadlineMs: number;
  /**
   * How the request is recorded: an upload's one `api_uploads` record keeps its answer (and key); a batch is
   * an `api_batches` row, which keeps them (with the SHA-256 of the request a retry must repeat).
   */
  form: { kind: 'upload' } | { kind: 'batch'; requestSha256?: string };
  now?: () => number;
}

/** What one document got: its certificate, new (paid) or live already (free). */
export type ApiDocumentEntry = ApiBatchEntry & { fileSize?: number | null };

/** A request's answer, as first given (and replayed). `batchId` is a batch's. */
export interface ApiDocumentsAnswer {
  batchId: string | null;
  /** In the order sent. */
  entries: ApiDocumentEntry[];
  created: number;
  creditsUsed: number;
  creditsRemaining: number;
}

/** Why a request was not written: the transaction is rolled back, nothing of it stays. */
export type RefusedApiDocuments =
  /** The new fingerprints need `required` credits, more than the balance: `balance` is read after. */
  | { kind: 'insufficient_credits'; balance: number; required: number }
  /** A fingerprint was live a moment ago and failed or expired since: sending again settles it. */
  | { kind: 'live_fingerprint_released'; fileHash: string };

/** Thrown inside the transaction, so that it rolls back the certificates just written. */
export class ApiDocumentsRefused extends Error {
  constructor(readonly result: RefusedApiDocuments) {
    super(result.kind);
  }
}

/**
 * Writes a request inside the caller's transaction: the new fingerprints become pending certificates (one
 * multi-row insert) paid by ONE conditional debit, one credit each (`debitCredits`: the certificate's own
 * ledger row for an upload, the batch's one row for a batch); the ones already live come back with their
 * certificate for free; then the account's records. Throws `ApiDocumentsRefused` when the balance does not
 * cover the new ones, or a fingerprint was released meanwhile.
 */
export async function recordApiDocuments(tx: Tx, request: ApiDocumentsRequest): Promise<ApiDocumentsAnswer> {
  const now = request.now ?? Date.now;
  const { accountId, form } = request;
  const batchId = form.kind === 'batch' ? randomUUID() : null;
  if (form.kind === 'upload' && request.documents.length !== 1) throw new Error('an upload has one document');
  const created = await insertApiCertificates(tx, {
    accountId,
    apiBatchId: batchId,
    mode: request.mode,
    webhookUrl: request.webhookUrl,
    deadlineAt: new Date(now() + request.deadlineMs),
    documents: request.documents,
  });
  const required = request.mode === 'live' ? created.size : 0;
  const balance = await pay(tx, { accountId, batchId, required, created });
  if (balance === null) throw new ApiDocumentsRefused({ kind: 'insufficient_credits', balance: 0, required });
  const live = await findLiveCertificatesByHash(
    tx,
    request.documents.map((d) => d.fileHash).filter((hash) => !created.has(hash)),
    request.mode,
  );
  const entries = request.documents.map((document): ApiDocumentEntry => {
    const entry = entryOf(document.fileHash, created.get(document.fileHash), live.get(document.fileHash));
    if (!entry)
      throw new ApiDocumentsRefused({ kind: 'live_fingerprint_released', fileHash: document.fileHash });
    return { ...entry, creditsUsed: created.has(document.fileHash) && request.mode === 'live' ? 1 : 0 };
  });
  const answer = {
    batchId,
    entries,
    created: created.size,
    creditsUsed: required,
    creditsRemaining: balance,
  };
  await recordRequest(tx, request, answer, created);
  return answer;
}

/** The one debit of the request's new certificates; the balance after it, or null when it fell short. */
async function pay(
  tx: Tx,
  debit: {
    accountId: string;
    batchId: string | null;
    required: number;
    created: Map<string, CreatedCertificate>;
  },
): Promise<number | null> {
  const { accountId, batchId, required } = debit;
  if (required === 0) return (await findAccountById(tx, accountId))?.creditsBalance ?? 0;
  if (batchId) return debitCredits(tx, { accountId, credits: required, apiBatchId: batchId });
  const [certificate] = debit.created.values();
  if (!certificate || required !== 1) throw new Error('an upload pays for one certificate');
  return debitCredits(tx, { accountId, credits: 1, certificateId: certificate.id });
}

/** The account's records: an upload's one, with its answer; a batch's row and the records its entries need. */
async function recordRequest(
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
    const uploadAnswer = {
      ...entry,
      fileSize: entry.fileSize ?? null,
      creditsRemaining: answer.creditsRemaining,
    };
    await insertApiUploads(tx, {
      accountId,
      webhookUrl,
      batchId: null,
      uploads: [{ ...upload, idempotencyKey: request.idempotencyKey, answer: uploadAnswer }],
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
 * Whether a batch entry needs its own upload record. A certificate the batch wrote already says whose it is
 * (`account_id` and `api_batch_id`), which is all the key needs to see it: a record is written only for what
 * that row cannot carry, the labels, the webhook URL (the outbox and `batch.settled` read the records), or an
 * already live certificate the account submitted again. Records cost a batch of 1,000 a fifth of its work.
 */
function needsUploadRecord(
  upload: { tags?: string[]; metadata?: Record<string, string> },
  createdByBatch: boolean,
  webhookUrl: string | undefined,
): boolean {
  if (!createdByBatch || webhookUrl !== undefined) return true;
  return (upload.tags?.length ?? 0) > 0 || Object.keys(upload.metadata ?? {}).length > 0;
}

/** A fingerprint's certificate: the new one, or the live one it already had (free). */
function entryOf(
  fileHash: string,
  created: CreatedCertificate | undefined,
  live: CertificateRow | undefined,
): Omit<ApiDocumentEntry, 'creditsUsed'> | undefined {
  const certificate = created ?? live;
  if (!certificate) return undefined;
  return {
    certificateId: certificate.id,
    fileHash,
    fileName: certificate.fileName,
    fileSize: certificate.fileSize,
    status: live ? live.status : 'pending',
  };
}
