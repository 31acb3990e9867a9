import type { Db } from '../../adapters/db/database';
import { isUniqueViolation } from '../../adapters/db/postgres-errors';
import type { ApiUploadAnswer } from '../../adapters/db/schema/api-uploads';
import { findAccountById } from '../accounts/account-repository';
import {
  type ApiDocumentsAnswer,
  ApiDocumentsRefused,
  type ApiDocumentsRequest,
  type PendingReplayClaim,
  type RefusedApiDocuments,
} from './api-documents';
import type { ApiUploadGroup } from './api-upload-group';
import { findIdempotencyKeyUse } from './idempotency-key-repository';
import { recordApiDocuments } from './record-api-documents';

export interface AcceptApiDocumentsOptions extends ApiDocumentsRequest {
  db: Db;
  /** Where a live upload is first tried together with the others arriving at the same time. */
  group?: ApiUploadGroup;
  /** The request's replay claim, when the group's statement may carry it; made alone before anything else. */
  replayClaim?: PendingReplayClaim;
}

export type AcceptedApiDocuments =
  | ({ kind: 'accepted' } & ApiDocumentsAnswer)
  /** The first answer to this Idempotency-Key, as first given. */
  | ({ kind: 'replayed' } & ApiDocumentsAnswer)
  | RefusedApiDocuments
  /** The Idempotency-Key already served another request: another document or batch, another mode. */
  | { kind: 'idempotency_key_reused' };

/**
 * The one way in for what signed clients send, uploads and batches alike (an upload is a batch of one
 * document): a retry under the same Idempotency-Key gets the first answer back; a live upload is first tried
 * in its group's statement; anything else, or anything the group left, is written in ONE transaction
 * (`recordApiDocuments`), all or nothing. With a key, a retry never takes a second debit.
 */
export async function acceptApiDocuments(options: AcceptApiDocumentsOptions): Promise<AcceptedApiDocuments> {
  const { replayClaim: claim } = options;
  const [document] = options.documents;
  // Test uploads are few and free: they skip the group, whose statement pays with credits.
  const group = options.form.kind === 'upload' && options.mode === 'live' ? options.group : undefined;
  // Only the group's statement may carry the claim; anything else makes it first, before any effect.
  if (!group || !document) await claim?.settle();
  const key = options.idempotencyKey;
  const replayed = key ? await replayFirstAnswer(options, key) : undefined;
  if (replayed) {
    await claim?.settle();
    return replayed;
  }
  if (group && document) {
    // Named one by one rather than spread from the options: the group's statement reads only these.
    const result = await group.add({
      accountId: options.accountId,
      fileHash: document.fileHash,
      fileName: document.fileName,
      fileSize: document.fileSize,
      fileNamePublic: document.fileNamePublic,
      webhookUrl: options.webhookUrl,
      idempotencyKey: options.idempotencyKey,
      deadlineMs: options.deadlineMs,
      tags: document.tags,
      metadata: document.metadata,
      replayClaim: claim && { key: claim.key, expiresAt: claim.expiresAt },
    });
    if (result.kind === 'replayed' && claim) return claim.refuse();
    if (result.kind === 'written' || (result.kind === 'alone' && result.claimed)) claim?.carried();
    if (result.kind === 'written') return uploadAnswerOf('accepted', result.answer);
  }
  await claim?.settle();
  try {
    const answer = await options.db.transaction((tx) => recordApiDocuments(tx, options));
    return { kind: 'accepted', ...answer };
  } catch (error) {
    // The same key raced in another request, which committed first: its answer is the one to give.
    if (key && isUniqueViolation(error)) {
      const first = await replayFirstAnswer(options, key);
      if (first) return first;
    }
    if (!(error instanceof ApiDocumentsRefused)) throw error;
    if (error.result.kind !== 'insufficient_credits') return error.result;
    // Read after the rollback: the balance as it stands, which did not cover the request.
    const account = await findAccountById(options.db, options.accountId);
    return { ...error.result, balance: account?.creditsBalance ?? 0 };
  }
}

/** The first answer given under the request's Idempotency-Key, or the refusal of a key used otherwise. */
async function replayFirstAnswer(
  options: AcceptApiDocumentsOptions,
  idempotencyKey: string,
): Promise<AcceptedApiDocuments | undefined> {
  const use = await findIdempotencyKeyUse(options.db, options.accountId, idempotencyKey);
  if (!use) return undefined;
  const reused = { kind: 'idempotency_key_reused' } as const;
  const { form } = options;
  if (form.kind === 'batch') {
    // An upload's key, or another request's (the other mode's included): not this request's answer to give.
    if (use.kind !== 'batch' || use.requestSha256 !== form.requestSha256) return reused;
    return { kind: 'replayed', ...use.answer, batchId: use.id };
  }
  // A batch's key: its answer is not an upload's to give.
  if (use.kind === 'batch') return reused;
  // Every upload written with a key keeps its answer (a batch's uploads carry no key: the batch keeps it).
  if (!use.answer) throw new Error(`upload ${use.id} has an Idempotency-Key but no answer`);
  // A key's first use in the other mode is not this mode's to replay, nor to reveal.
  if (use.answer.fileHash !== options.documents[0]?.fileHash || use.mode !== options.mode) return reused;
  return uploadAnswerOf('replayed', use.answer);
}

/** An upload's answer as the answer of a batch of one. */
function uploadAnswerOf<K extends 'accepted' | 'replayed'>(
  kind: K,
  answer: ApiUploadAnswer,
): { kind: K } & ApiDocumentsAnswer {
  return {
    kind,
    batchId: null,
    entries: [
      {
        certificateId: answer.certificateId,
        fileHash: answer.fileHash,
        fileName: answer.fileName,
        fileSize: answer.fileSize,
        status: answer.status,
        creditsUsed: answer.creditsUsed,
      },
    ],
    created: answer.creditsUsed,
    creditsUsed: answer.creditsUsed,
    creditsRemaining: answer.creditsRemaining,
  };
}
