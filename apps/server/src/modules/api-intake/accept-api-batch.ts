import { randomUUID } from 'node:crypto';
import type { Db, Tx } from '../../adapters/db/database';
import { isUniqueViolation } from '../../adapters/db/postgres-errors';
import type { ApiBatchAnswer, ApiBatchEntry } from '../../adapters/db/schema/api-batches';
import type { ApiMode } from '../../adapters/db/schema/api-mode';
import { findAccountById } from '../accounts/account-repository';
import type { CertificateRow } from '../certificate-view/certificate-view';
import { debitCredits } from '../credits/debit-credits';
import {
  type BatchDocument,
  type CreatedCertificate,
  findLiveCertificatesByHash,
  insertBatchCertificates,
  insertBatchUploads,
} from './api-batch-repository';
import { batchRequestSha256 } from './batch-request-sha256';
import { findIdempotencyKeyUse } from './idempotency-key-repository';

export interface AcceptApiBatchOptions {
  db: Db;
  accountId: string;
  /** The signing key's: a test batch is free, and meets only test certificates. */
  mode: ApiMode;
  documents: readonly BatchDocument[];
  webhookUrl?: string;
  /** With it, a retry of the same request gets the first answer back, and takes no second debit. */
  idempotencyKey?: string;
  /** After this long without anchoring, a certificate expires and its credit comes back. */
  deadlineMs: number;
  now?: () => number;
}

type BatchAnswer = { batchId: string } & ApiBatchAnswer;

export type AcceptedApiBatch =
  | ({ kind: 'accepted' } & BatchAnswer)
  /** The first answer to this Idempotency-Key, as first given. */
  | ({ kind: 'replayed' } & BatchAnswer)
  /** The same fingerprint twice: at these two positions (from 0). */
  | { kind: 'duplicate_fingerprint'; fileHash: string; positions: [number, number] }
  /** The new fingerprints need `required` credits, the balance is `balance`: nothing was taken. */
  | { kind: 'insufficient_credits'; balance: number; required: number }
  /** A fingerprint was live a moment ago and failed or expired since: sending the batch again settles it. */
  | { kind: 'live_fingerprint_released'; fileHash: string }
  /** The Idempotency-Key already served another request: another batch, another mode, or an upload. */
  | { kind: 'idempotency_key_reused' };

class Refused extends Error {
  constructor(readonly result: AcceptedApiBatch) {
    super(result.kind);
  }
}

/**
 * Accepts a batch of fingerprints, all or nothing, in ONE transaction: the new ones become pending
 * certificates (one multi-row insert) paid by ONE conditional debit of one credit each (one ledger row); the
 * ones already live come back with their certificate for free; then the batch and its uploads are recorded.
 * When the balance does not cover the new ones, the transaction is rolled back and nothing is taken. With an
 * Idempotency-Key, a retry of the same request gets the first answer back and never a second debit.
 */
export async function acceptApiBatch(options: AcceptApiBatchOptions): Promise<AcceptedApiBatch> {
  const duplicate = findDuplicate(options.documents);
  if (duplicate) return duplicate;
  // Only a batch with a key is looked up and hashed: one without costs what it did.
  const requestSha256 = options.idempotencyKey ? batchRequestSha256(options) : undefined;
  const replayed = await replayFirstAnswer(options, requestSha256);
  if (replayed) return replayed;
  try {
    return await options.db.transaction((tx) => recordBatch(tx, options, requestSha256));
  } catch (error) {
    // The same key raced in another request, which committed first: its answer is the one to give.
    if (options.idempotencyKey && isUniqueViolation(error)) {
      const first = await replayFirstAnswer(options, requestSha256);
      if (first) return first;
    }
    if (!(error instanceof Refused)) throw error;
    if (error.result.kind !== 'insufficient_credits') return error.result;
    // Read after the rollback: the balance as it stands, which did not cover the batch.
    const account = await findAccountById(options.db, options.accountId);
    return { ...error.result, balance: account?.creditsBalance ?? 0 };
  }
}

async function replayFirstAnswer(
  options: AcceptApiBatchOptions,
  requestSha256: string | undefined,
): Promise<AcceptedApiBatch | undefined> {
  if (!options.idempotencyKey) return undefined;
  const use = await findIdempotencyKeyUse(options.db, options.accountId, options.idempotencyKey);
  if (!use) return undefined;
  // An upload's key, or another request's (the other mode's included): not this request's answer to give.
  if (use.kind !== 'batch' || use.requestSha256 !== requestSha256) return { kind: 'idempotency_key_reused' };
  return { kind: 'replayed', batchId: use.id, ...use.answer };
}

async function recordBatch(
  tx: Tx,
  options: AcceptApiBatchOptions,
  requestSha256: string | undefined,
): Promise<AcceptedApiBatch> {
  const now = options.now ?? Date.now;
  const apiBatchId = randomUUID();
  const created = await insertBatchCertificates(tx, {
    accountId: options.accountId,
    apiBatchId,
    mode: options.mode,
    webhookUrl: options.webhookUrl,
    deadlineAt: new Date(now() + options.deadlineMs),
    documents: options.documents,
  });
  const required = options.mode === 'live' ? created.size : 0;
  const balance =
    required > 0
      ? await debitCredits(tx, { accountId: options.accountId, apiBatchId, credits: required })
      : ((await findAccountById(tx, options.accountId))?.creditsBalance ?? 0);
  // Thrown inside the transaction: the certificates just written are rolled back with it.
  if (balance === null) throw new Refused({ kind: 'insufficient_credits', balance: 0, required });
  const live = await findLiveCertificatesByHash(
    tx,
    options.documents.map((d) => d.fileHash).filter((hash) => !created.has(hash)),
    options.mode,
  );
  const entries = options.documents.map((document) => {
    const entry = entryOf(document.fileHash, created.get(document.fileHash), live.get(document.fileHash));
    if (!entry) throw new Refused({ kind: 'live_fingerprint_released', fileHash: document.fileHash });
    return { ...entry, creditsUsed: created.has(document.fileHash) && options.mode === 'live' ? 1 : 0 };
  });
  const answer: ApiBatchAnswer = {
    entries,
    created: created.size,
    creditsUsed: required,
    creditsRemaining: balance,
  };
  const batchId = await insertBatchUploads(tx, {
    id: apiBatchId,
    accountId: options.accountId,
    webhookUrl: options.webhookUrl,
    documentCount: entries.length,
    creditsUsed: required,
    uploads: entries.flatMap((entry, i) => {
      const document = options.documents[i];
      const upload = {
        certificateId: entry.certificateId,
        tags: document?.tags,
        metadata: document?.metadata,
      };
      return needsUploadRecord(upload, created.has(entry.fileHash), options.webhookUrl) ? [upload] : [];
    }),
    idempotency:
      options.idempotencyKey && requestSha256
        ? { key: options.idempotencyKey, requestSha256, answer }
        : undefined,
  });
  return { kind: 'accepted', batchId, ...answer };
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
): Omit<ApiBatchEntry, 'creditsUsed'> | undefined {
  const certificate = created ?? live;
  if (!certificate) return undefined;
  return {
    certificateId: certificate.id,
    fileHash,
    fileName: certificate.fileName,
    status: live ? live.status : 'pending',
  };
}

function findDuplicate(documents: readonly BatchDocument[]): AcceptedApiBatch | undefined {
  const seen = new Map<string, number>();
  for (const [i, document] of documents.entries()) {
    const first = seen.get(document.fileHash);
    if (first !== undefined) {
      return { kind: 'duplicate_fingerprint', fileHash: document.fileHash, positions: [first, i] };
    }
    seen.set(document.fileHash, i);
  }
  return undefined;
}
