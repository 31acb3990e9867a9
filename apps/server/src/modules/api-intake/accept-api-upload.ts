import type { Db, Tx } from '../../adapters/db/database';
import { isUniqueViolation } from '../../adapters/db/postgres-errors';
import type { ApiMode } from '../../adapters/db/schema/api-mode';
import type { ApiUploadAnswer } from '../../adapters/db/schema/api-uploads';
import { findAccountById } from '../accounts/account-repository';
import type { CertificateRow } from '../certificate-view/certificate-view';
import { findLiveCertificateByHash } from '../certificates/certificate-repository';
import type { ApiUploadGroup } from './api-upload-group';
import { insertApiUpload } from './api-upload-repository';
import { findIdempotencyKeyUse } from './idempotency-key-repository';
import { insertPaidApiUpload } from './insert-paid-api-upload';
import { insertTestApiUpload } from './insert-test-api-upload';

export interface AcceptApiUploadOptions {
  db: Db;
  accountId: string;
  /** The signing key's: a test upload is free, and meets only test certificates. */
  mode: ApiMode;
  fileHash: string;
  fileName: string | null;
  fileSize: number | null;
  webhookUrl?: string;
  idempotencyKey?: string;
  tags?: string[];
  metadata?: Record<string, string>;
  /** After this long without anchoring, the certificate expires and its credit comes back. */
  deadlineMs: number;
  /** Where a new upload is first tried together with the others arriving at the same time. */
  group?: ApiUploadGroup;
}

export type AcceptedApiUpload = ApiUploadAnswer & {
  /** `replayed`: the first answer to this Idempotency-Key; `existing`: an anchored or pending fingerprint. */
  kind: 'created' | 'existing' | 'replayed';
};

/** An upload refused: no credit left, a key used for another document, or a fingerprint that just failed. */
export type RefusedApiUpload =
  | { kind: 'insufficient_credits'; balance: number; required: number }
  | { kind: 'idempotency_key_reused' }
  | { kind: 'fingerprint_taken' };

/** Thrown inside the transaction so that it rolls back the certificate just written: no credit paid it. */
class Unpaid extends Error {}

/**
 * Accepts an API upload: a pending certificate and its one-credit debit, or the live certificate of the same
 * fingerprint for free, recorded with the first answer in ONE transaction (a new one in one statement, shared
 * with the other new uploads of the same moment when a `group` is given). A debit refused (no credit left)
 * rolls the certificate back, so concurrent uploads never take more credits than there are, and a retry
 * with the same Idempotency-Key never takes a second one.
 */
export async function acceptApiUpload(
  options: AcceptApiUploadOptions,
): Promise<AcceptedApiUpload | RefusedApiUpload> {
  const { group, db, mode, ...upload } = options;
  const replayed = await replayFirstAnswer(options);
  if (replayed) return replayed;
  // Test uploads are few and free: they skip the group, whose statement pays with credits.
  if (group && mode === 'live') {
    const grouped = await group.add(upload);
    if (grouped.kind === 'written') return { ...grouped.answer, kind: 'created' };
  }
  try {
    return await options.db.transaction((tx) => recordUpload(tx, options));
  } catch (error) {
    // Unpaid: the locked balance was below the one credit an upload costs.
    if (error instanceof Unpaid) return { kind: 'insufficient_credits', balance: 0, required: 1 };
    // The same key raced in another request, which committed first: its answer is the one to give.
    if (options.idempotencyKey && isUniqueViolation(error)) {
      const first = await replayFirstAnswer(options);
      if (first) return first;
    }
    throw error;
  }
}

async function replayFirstAnswer(
  options: AcceptApiUploadOptions,
): Promise<AcceptedApiUpload | RefusedApiUpload | undefined> {
  if (!options.idempotencyKey) return undefined;
  const use = await findIdempotencyKeyUse(options.db, options.accountId, options.idempotencyKey);
  if (!use) return undefined;
  // A batch's key: its answer is not an upload's to give.
  if (use.kind === 'batch') return { kind: 'idempotency_key_reused' };
  // Every upload written with a key keeps its answer (a batch's uploads carry no key: the batch keeps it).
  if (!use.answer) throw new Error(`upload ${use.id} has an Idempotency-Key but no answer`);
  // A key's first use in the other mode is not this mode's to replay, nor to reveal.
  if (use.answer.fileHash !== options.fileHash || use.mode !== options.mode) {
    return { kind: 'idempotency_key_reused' };
  }
  return { ...use.answer, kind: 'replayed' };
}

async function recordUpload(
  tx: Tx,
  options: AcceptApiUploadOptions,
): Promise<AcceptedApiUpload | RefusedApiUpload> {
  if (options.mode === 'test') {
    const answer = await insertTestApiUpload(tx, options);
    if (answer) return { ...answer, kind: 'created' };
  } else {
    const paid = await insertPaidApiUpload(tx, options);
    if (paid.kind === 'created') return { ...paid.answer, kind: 'created' };
    if (paid.kind === 'unpaid') {
      throw new Unpaid();
    }
  }
  const live = await findLiveCertificateByHash(tx, options.fileHash, options.mode);
  if (live) return recordExisting(tx, options, live);
  // Live a moment ago, failed or expired since: rare enough that the client's retry is the answer.
  return { kind: 'fingerprint_taken' };
}

async function recordExisting(
  tx: Tx,
  options: AcceptApiUploadOptions,
  certificate: CertificateRow,
): Promise<AcceptedApiUpload> {
  const account = await findAccountById(tx, options.accountId);
  const answer = answerOf(certificate, { creditsUsed: 0, creditsRemaining: account?.creditsBalance ?? 0 });
  await insertApiUpload(tx, {
    accountId: options.accountId,
    idempotencyKey: options.idempotencyKey,
    webhookUrl: options.webhookUrl,
    tags: options.tags,
    metadata: options.metadata,
    answer,
  });
  return { ...answer, kind: 'existing' };
}

function answerOf(
  certificate: CertificateRow,
  credits: { creditsUsed: number; creditsRemaining: number },
): ApiUploadAnswer {
  return {
    certificateId: certificate.id,
    fileHash: certificate.fileHash,
    fileName: certificate.fileName,
    fileSize: certificate.fileSize,
    status: certificate.status,
    ...credits,
  };
}
