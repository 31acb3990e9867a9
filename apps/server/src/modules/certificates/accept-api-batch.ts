import { randomUUID } from 'node:crypto';
import type { Db } from '../../adapters/db/database';
import type { ApiMode } from '../../adapters/db/schema/api-mode';
import type { ApiUploadAnswer } from '../../adapters/db/schema/api-uploads';
import { findAccountById } from '../accounts/account-repository';
import { consumeCredits } from '../credits/credit-ledger-repository';
import {
  type BatchDocument,
  type CreatedCertificate,
  findLiveCertificatesByHash,
  insertBatchCertificates,
  insertBatchUploads,
} from './api-batch-repository';
import type { CertificateRow } from './certificate-view';

export interface AcceptApiBatchOptions {
  db: Db;
  accountId: string;
  /** The signing key's: a test batch is free, and meets only test certificates. */
  mode: ApiMode;
  documents: readonly BatchDocument[];
  webhookUrl?: string;
  /** After this long without anchoring, a certificate expires and its credit comes back. */
  deadlineMs: number;
  now?: () => number;
}

/** What one fingerprint of the batch got: its certificate's first answer. */
export type BatchEntry = ApiUploadAnswer;

export type AcceptedApiBatch =
  | {
      kind: 'accepted';
      batchId: string;
      /** In the order sent. */
      entries: BatchEntry[];
      created: number;
      /** One per created certificate, none in test mode. */
      creditsUsed: number;
      creditsRemaining: number;
    }
  /** The same fingerprint twice: at these two positions (from 0). */
  | { kind: 'duplicate_fingerprint'; fileHash: string; positions: [number, number] }
  /** The new fingerprints need `required` credits, the balance is `balance`: nothing was taken. */
  | { kind: 'insufficient_credits'; balance: number; required: number }
  /** A fingerprint was live a moment ago and failed or expired since: sending the batch again settles it. */
  | { kind: 'live_fingerprint_released'; fileHash: string };

class Refused extends Error {
  constructor(readonly result: AcceptedApiBatch) {
    super(result.kind);
  }
}

/**
 * Accepts a batch of fingerprints, all or nothing, in ONE transaction: the new ones become pending
 * certificates (one multi-row insert) paid by ONE conditional debit of one credit each (one ledger row); the ones already
 * live come back with their certificate for free; then the batch and its uploads are recorded. When the
 * balance does not cover the new ones, the transaction is rolled back and nothing is taken.
 */
export async function acceptApiBatch(options: AcceptApiBatchOptions): Promise<AcceptedApiBatch> {
  const duplicate = findDuplicate(options.documents);
  if (duplicate) return duplicate;
  const now = options.now ?? Date.now;
  try {
    return await options.db.transaction(async (tx) => {
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
          ? await consumeCredits(tx, { accountId: options.accountId, apiBatchId, credits: required })
          : ((await findAccountById(tx, options.accountId))?.creditsBalance ?? 0);
      // Thrown inside the transaction: the certificates just written are rolled back with it.
      if (balance === null) throw new Refused({ kind: 'insufficient_credits', balance: 0, required });
      const live = await findLiveCertificatesByHash(
        tx,
        options.documents.map((d) => d.fileHash).filter((hash) => !created.has(hash)),
        options.mode,
      );
      const entries = options.documents.map((document) => {
        const entry = entryOf(
          document.fileHash,
          created.get(document.fileHash),
          live.get(document.fileHash),
          options.mode,
        );
        if (!entry) throw new Refused({ kind: 'live_fingerprint_released', fileHash: document.fileHash });
        return { ...entry, creditsRemaining: balance };
      });
      const batchId = await insertBatchUploads(tx, {
        id: apiBatchId,
        accountId: options.accountId,
        webhookUrl: options.webhookUrl,
        creditsUsed: required,
        uploads: entries.map((entry, i) => ({
          certificateId: entry.certificateId,
          tags: options.documents[i]?.tags,
          metadata: options.documents[i]?.metadata,
        })),
      });
      return {
        kind: 'accepted' as const,
        batchId,
        entries,
        created: created.size,
        creditsUsed: required,
        creditsRemaining: balance,
      };
    });
  } catch (error) {
    if (!(error instanceof Refused)) throw error;
    if (error.result.kind !== 'insufficient_credits') return error.result;
    // Read after the rollback: the balance as it stands, which did not cover the batch.
    const account = await findAccountById(options.db, options.accountId);
    return { ...error.result, balance: account?.creditsBalance ?? 0 };
  }
}

/** A fingerprint's answer: its new certificate for one credit (none in test mode), or the live one for free. */
function entryOf(
  fileHash: string,
  created: CreatedCertificate | undefined,
  live: CertificateRow | undefined,
  mode: ApiMode,
): Omit<BatchEntry, 'creditsRemaining'> | undefined {
  const certificate = created ?? live;
  if (!certificate) return undefined;
  return {
    certificateId: certificate.id,
    fileHash,
    fileName: certificate.fileName,
    fileSize: certificate.fileSize,
    status: live ? live.status : 'pending',
    creditsUsed: created && mode === 'live' ? 1 : 0,
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
