import type { Db } from '../../adapters/db/database';
import type { ApiBatchAnswer } from '../../adapters/db/schema/api-batches';
import type { ApiMode } from '../../adapters/db/schema/api-mode';
import { acceptApiDocuments } from './accept-api-documents';
import type { IntakeDocument } from './api-certificate-repository';
import { batchRequestSha256 } from './batch-request-sha256';

export interface AcceptApiBatchOptions {
  db: Db;
  accountId: string;
  /** The signing key's: a test batch is free, and meets only test certificates. */
  mode: ApiMode;
  documents: readonly IntakeDocument[];
  webhookUrl?: string;
  /** With it, a retry of the same request gets the first answer back, and takes no second debit. */
  idempotencyKey?: string;
  /** After this long without anchoring, a certificate expires and its credit comes back. */
  deadlineMs: number;
  /** When the request is accepted: the certificates' deadlines run from then. */
  now: Date;
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

/**
 * Accepts a batch of fingerprints, all or nothing, in ONE transaction (`acceptApiDocuments`): the new ones
 * become pending certificates paid by ONE conditional debit of one credit each (one ledger row); the ones
 * already live come back with their certificate for free; then the batch and its uploads are recorded. When
 * the balance does not cover the new ones, the transaction is rolled back and nothing is taken. With an
 * Idempotency-Key, a retry of the same request gets the first answer back and never a second debit.
 */
export async function acceptApiBatch(options: AcceptApiBatchOptions): Promise<AcceptedApiBatch> {
  const duplicate = findDuplicate(options.documents);
  if (duplicate) return duplicate;
  // Only a batch with a key is hashed: one without costs what it did.
  const requestSha256 = options.idempotencyKey ? batchRequestSha256(options) : undefined;
  const accepted = await acceptApiDocuments({ ...options, form: { kind: 'batch', requestSha256 } });
  if (accepted.kind !== 'accepted' && accepted.kind !== 'replayed') return accepted;
  const { batchId, entries, created, creditsUsed, creditsRemaining } = accepted;
  if (!batchId) throw new Error('a batch answered without its id');
  return {
    kind: accepted.kind,
    batchId,
    entries: entries.map(({ certificateId, fileHash, fileName, status, creditsUsed }) => ({
      certificateId,
      fileHash,
      fileName,
      status,
      creditsUsed,
    })),
    created,
    creditsUsed,
    creditsRemaining,
  };
}

function findDuplicate(documents: readonly IntakeDocument[]): AcceptedApiBatch | undefined {
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
