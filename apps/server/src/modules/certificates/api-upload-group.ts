import type { Db } from '../../adapters/db/database';
import { createGroupCommit, type GroupCommit } from '../../adapters/db/group-commit';
import type { ApiUploadAnswer } from '../../adapters/db/schema/api-uploads';
import type { NewApiUpload } from './insert-new-api-upload';
import { insertPaidApiUploads } from './insert-paid-api-uploads';

/**
 * New API uploads written in groups (one transaction, one statement, one commit for all the uploads that
 * arrive together), each answered with its committed answer, or `undefined` when it must be settled alone:
 * its fingerprint was live, its account's balance did not cover it, or the group could not be written as a
 * whole. Alone, the upload gets the precise answer; in a group it only ever succeeds.
 */
export type ApiUploadGroup = GroupCommit<NewApiUpload, ApiUploadAnswer | undefined>;

/** Enough to make a commit cheap per upload, small enough that one group stays a short statement. */
const MAX_GROUP = 256;

export function createApiUploadGroup(db: Db): ApiUploadGroup {
  return createGroupCommit(
    async (uploads: NewApiUpload[]) => {
      // A fingerprint, or an account's Idempotency-Key, twice in a group: the second is settled alone after.
      const hashes = new Set<string>();
      const keys = new Set<string>();
      const grouped = new Set(
        uploads.filter((upload) => {
          const key = upload.idempotencyKey && `${upload.accountId} ${upload.idempotencyKey}`;
          if (hashes.has(upload.fileHash) || (key && keys.has(key))) return false;
          hashes.add(upload.fileHash);
          if (key) keys.add(key);
          return true;
        }),
      );
      try {
        const answers = await insertPaidApiUploads(db, [...grouped]);
        return uploads.map((upload) => {
          return grouped.has(upload) ? answers.get(upload.fileHash) : undefined;
        });
      } catch {
        // Whatever failed (a balance or a key taken meanwhile by another instance, which the statement
        // refused as a whole; the database), each upload is tried alone, where the failure is met again and
        // answered as it deserves.
        return uploads.map(() => undefined);
      }
    },
    { maxItems: MAX_GROUP },
  );
}
