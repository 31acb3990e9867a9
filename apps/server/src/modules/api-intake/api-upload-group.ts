import type { Clock } from '../../adapters/clock/clock';
import type { Db } from '../../adapters/db/database';
import { createGroupCommit, type GroupCommit } from '../../adapters/db/group-commit';
import type { ApiUploadAnswer } from '../../adapters/db/schema/api-uploads';
import type { CarriedClaims } from '../../adapters/request-limits/seen-signatures';
import { insertPaidApiUploads, type NewApiUpload } from './insert-paid-api-uploads';

/**
 * How a grouped upload came out: written (its committed answer), to be settled alone (its replay claim
 * already won when `claimed`), or a replay (its claim was taken: nothing written).
 */
export type GroupedUploadResult =
  | { kind: 'written'; answer: ApiUploadAnswer }
  | { kind: 'alone'; claimed: boolean }
  | { kind: 'replayed' };

/**
 * New API uploads written in groups (one transaction, one statement, one commit for all the uploads that
 * arrive together). An upload is settled alone when its
 * fingerprint was live, its account's balance did not cover it, or the group could not be written as a
 * whole. Alone, the upload gets the precise answer; in a group it only ever succeeds.
 */
export type ApiUploadGroup = GroupCommit<NewApiUpload, GroupedUploadResult>;

/** Enough to make a commit cheap per upload, small enough that one group stays a short statement. */
const MAX_GROUP = 256;

/**
 * @param carried where the seen signatures are kept in the same database: the statement then records the
 *   uploads' replay claims itself (those that carry one), a round trip fewer per upload.
 */
export function createApiUploadGroup(
  db: Db,
  clock: Pick<Clock, 'now'>,
  carried?: CarriedClaims,
): ApiUploadGroup {
  return createGroupCommit(
    async (uploads: NewApiUpload[]): Promise<GroupedUploadResult[]> => {
      // A fingerprint or an account's Idempotency-Key twice in a group: the second is settled alone after.
      const seen = new Set<string>();
      const firstOfItsKind = (upload: NewApiUpload) => {
        const keys = [
          `hash ${upload.fileHash}`,
          upload.idempotencyKey && `key ${upload.accountId} ${upload.idempotencyKey}`,
        ].filter((key): key is string => typeof key === 'string');
        if (keys.some((key) => seen.has(key))) return false;
        for (const key of keys) seen.add(key);
        return true;
      };
      const grouped = new Set(uploads.filter(firstOfItsKind));
      const unclaimed = { kind: 'alone', claimed: false } as const;
      try {
        await carried?.purgeIfDue();
        const written = await insertPaidApiUploads(db, [...grouped], new Date(clock.now()), carried);
        return uploads.map((upload): GroupedUploadResult => {
          const answer = grouped.has(upload) ? written.answers.get(upload.fileHash) : undefined;
          if (answer) return { kind: 'written', answer };
          // An upload left out of the statement makes its claim alone.
          const claim = grouped.has(upload) ? upload.replayClaim : undefined;
          if (!carried || !claim) return unclaimed;
          return written.claimed.has(claim.key) ? { kind: 'alone', claimed: true } : { kind: 'replayed' };
        });
      } catch {
        // Whatever failed (a balance or a key taken meanwhile by another instance, which the statement
        // refused as a whole; the database), each upload is tried alone, where the failure is met again and
        // answered as it deserves; no claim was kept.
        return uploads.map(() => unclaimed);
      }
    },
    { maxItems: MAX_GROUP },
  );
}
