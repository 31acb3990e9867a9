import type { ApiBatchEntry } from '../../adapters/db/schema/api-batches';
import type { ApiMode } from '../../adapters/db/schema/api-mode';
import type { IntakeDocument } from './api-certificate-repository';
import type { ReplayClaim } from './insert-paid-api-uploads';

/**
 * A request's replay claim not made yet, for a write that may record it itself (the upload group's
 * statement); whatever else the request does, it is made alone first, as before any effect.
 */
export interface PendingReplayClaim extends ReplayClaim {
  /** Makes the claim alone, once; throws the replay's refusal when it was taken. */
  settle(): Promise<void>;
  /** The write recorded the claim. */
  carried(): void;
  /** The write found the claim taken: throws the replay's refusal. */
  refuse(): Promise<never>;
}

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
   * How the request is recorded: an upload's `api_uploads` record, when it needs one, keeps its answer (and
   * key); a batch is an `api_batches` row, which keeps them (with the SHA-256 of the request a retry must
   * repeat).
   */
  form: { kind: 'upload' } | { kind: 'batch'; requestSha256?: string };
  /** When the request is accepted: the certificates' deadlines run from then. */
  now: Date;
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
