import type { Db } from '../../adapters/db/database';
import type { ApiMode } from '../../adapters/db/schema/api-mode';
import type { ApiUploadAnswer } from '../../adapters/db/schema/api-uploads';
import { acceptApiDocuments } from './accept-api-documents';
import type { PendingReplayClaim } from './api-documents';
import type { ApiUploadGroup } from './api-upload-group';

export interface AcceptApiUploadOptions {
  db: Db;
  accountId: string;
  /** The signing key's: a test upload is free, and meets only test certificates. */
  mode: ApiMode;
  fileHash: string;
  fileName: string | null;
  fileSize: number | null;
  /** Whether anyone who verifies the document may see its name; false when absent. */
  fileNamePublic?: boolean;
  webhookUrl?: string;
  idempotencyKey?: string;
  tags?: string[];
  metadata?: Record<string, string>;
  /** After this long without anchoring, the certificate expires and its credit comes back. */
  deadlineMs: number;
  /** When the request is accepted: the certificate's deadline runs from then. */
  now: Date;
  /** Where a new upload is first tried together with the others arriving at the same time. */
  group?: ApiUploadGroup;
  /** The request's replay claim, when the group's statement may carry it. */
  replayClaim?: PendingReplayClaim;
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

const UPLOAD = { kind: 'upload' } as const;

/**
 * Accepts an API upload, a batch of one document (`acceptApiDocuments`): a pending certificate and its
 * one-credit debit, or the live certificate of the same fingerprint for free, recorded with the first answer
 * in ONE transaction (shared with the other new uploads of the same moment when a `group` is given). A debit
 * refused (no credit left) rolls the certificate back, so concurrent uploads never take more credits than
 * there are, and a retry with the same Idempotency-Key never takes a second one.
 */
export async function acceptApiUpload(
  options: AcceptApiUploadOptions,
): Promise<AcceptedApiUpload | RefusedApiUpload> {
  // Named one by one rather than spread: this runs for every upload, and on Node 20 each spread of these
  // options into a new object costs microseconds and kilobytes (bench:api).
  const accepted = await acceptApiDocuments({
    db: options.db,
    accountId: options.accountId,
    mode: options.mode,
    documents: [
      {
        fileHash: options.fileHash,
        fileName: options.fileName,
        fileSize: options.fileSize,
        fileNamePublic: options.fileNamePublic,
        tags: options.tags,
        metadata: options.metadata,
      },
    ],
    webhookUrl: options.webhookUrl,
    idempotencyKey: options.idempotencyKey,
    deadlineMs: options.deadlineMs,
    form: UPLOAD,
    now: options.now,
    group: options.group,
    replayClaim: options.replayClaim,
  });
  if (accepted.kind === 'live_fingerprint_released') return { kind: 'fingerprint_taken' };
  if (accepted.kind !== 'accepted' && accepted.kind !== 'replayed') return accepted;
  const [entry] = accepted.entries;
  if (!entry) throw new Error('an upload answered without its document');
  return {
    kind: accepted.kind === 'replayed' ? 'replayed' : accepted.created > 0 ? 'created' : 'existing',
    certificateId: entry.certificateId,
    fileHash: entry.fileHash,
    fileName: entry.fileName,
    fileSize: entry.fileSize ?? null,
    status: entry.status,
    creditsUsed: entry.creditsUsed,
    creditsRemaining: accepted.creditsRemaining,
  };
}
