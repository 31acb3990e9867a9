import type { Db } from '../../adapters/db/database';
import { createGroupCommit, type GroupCommit } from '../../adapters/db/group-commit';
import type { ApiUploadAnswer } from '../../adapters/db/schema/api-uploads';
import { type GroupedApiUpload, insertPaidApiUploads } from './insert-paid-api-uploads';

/**
 * How a grouped upload came out: written (its committed answer); a replay (its signature, given to the group
 * to claim, was seen already); or to be settled alone, its signature claimed or not (`claimed`).
 */
export type GroupedUploadResult =
  | { kind: 'written'; answer: ApiUploadAnswer }
  | { kind: 'replayed_signature' }
  | { kind: 'alone'; claimed: boolean };

/**
 * New API uploads written in groups (one transaction, one statement, one commit for all the uploads that
 * arrive together), each with its request's signature claim when given. An upload is settled alone when its
 * fingerprint was live, its account's balance did not cover it, or the group could not be written as a
 * whole. Alone, the upload gets the precise answer; in a group it only ever succeeds.
 */
export type ApiUploadGroup = GroupCommit<GroupedApiUpload, GroupedUploadResult>;

/** Enough to make a commit cheap per upload, small enough that one group stays a short statement. */
const MAX_GROUP = 256;

export function createApiUploadGroup(db: Db): ApiUploadGroup {
  return createGroupCommit(
    async (uploads: GroupedApiUpload[]): Promise<GroupedUploadResult[]> => {
      // A fingerprint, a signature or an account's Idempotency-Key twice in a group: the second is settled
      // alone after (where a signature seen twice is a replay).
      const seen = new Set<string>();
      const firstOfItsKind = (upload: GroupedApiUpload) => {
        const keys = [
          `hash ${upload.fileHash}`,
          upload.signature && `signature ${upload.signature.key}`,
          upload.idempotencyKey && `key ${upload.accountId} ${upload.idempotencyKey}`,
        ].filter((key): key is string => typeof key === 'string');
        if (keys.some((key) => seen.has(key))) return false;
        for (const key of keys) seen.add(key);
        return true;
      };
      const grouped = new Set(uploads.filter(firstOfItsKind));
      const alone = { kind: 'alone', claimed: false } as const;
      try {
        const { answers, claimed } = await insertPaidApiUploads(db, [...grouped]);
        return uploads.map((upload): GroupedUploadResult => {
          if (!grouped.has(upload)) return alone;
          const answer = answers.get(upload.fileHash);
          if (answer) return { kind: 'written', answer };
          if (!upload.signature) return alone;
          return claimed.has(upload.signature.key)
            ? { kind: 'alone', claimed: true }
            : { kind: 'replayed_signature' };
        });
      } catch {
        // Whatever failed (a balance or a key taken meanwhile by another instance, which the statement
        // refused as a whole, signatures included; the database), each upload is tried alone, where the
        // failure is met again and answered as it deserves.
        return uploads.map(() => alone);
      }
    },
    { maxItems: MAX_GROUP },
  );
}
