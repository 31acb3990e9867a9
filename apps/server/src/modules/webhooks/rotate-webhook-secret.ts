import type { Db } from '../../adapters/db/database';
import { sealSecret } from '../accounts/secret-box';
import {
  dropPreviousWebhookSecret,
  findWebhookSecretRow,
  newWebhookSecret,
  readWebhookSecretRow,
  replaceWebhookSecret,
  sealedPrevious,
} from './webhook-secret-repository';

export type RotateWebhookSecretResult =
  | { kind: 'rotated'; secret: string; previousExpiresAt: Date | null }
  | { kind: 'rotation_under_way'; previousExpiresAt: Date };

/**
 * Rotates the account's webhook secret: the new one signs every webhook from now on, and the old one beside
 * it for `overlapHours` (Standard Webhooks' several `v1,` signatures), so the receiver can switch without
 * refusing any. One rotation at a time: a second one waits until the first ends.
 */
export async function rotateWebhookSecret(options: {
  db: Db;
  masterKey: Buffer;
  accountId: string;
  overlapHours: number;
  now: Date;
}): Promise<RotateWebhookSecretResult> {
  const { db, masterKey, accountId, now } = options;
  await readWebhookSecretRow(db, masterKey, accountId);
  return db.transaction(async (tx): Promise<RotateWebhookSecretResult> => {
    const row = await findWebhookSecretRow(tx, accountId, true);
    if (!row) throw new Error(`webhook secret of ${accountId} vanished`);
    if (sealedPrevious(row, now) && row.previousExpiresAt) {
      return { kind: 'rotation_under_way', previousExpiresAt: row.previousExpiresAt };
    }
    const secret = newWebhookSecret();
    const keepPreviousUntil =
      options.overlapHours > 0 ? new Date(now.getTime() + options.overlapHours * 3600_000) : null;
    await replaceWebhookSecret(tx, row, {
      current: sealSecret(masterKey, accountId, secret),
      keepPreviousUntil,
    });
    return { kind: 'rotated', secret, previousExpiresAt: keepPreviousUntil };
  });
}

/** Ends the rotation under way, if any: the replaced secret signs no more webhooks. */
export async function endWebhookSecretRotation(options: { db: Db; accountId: string }): Promise<void> {
  await dropPreviousWebhookSecret(options.db, options.accountId);
}
