import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from '../../adapters/db/database';
import { webhookSecrets } from '../../adapters/db/schema/webhooks';
import { openSecret, sealSecret } from '../accounts/secret-box';
import { WEBHOOK_SECRET_PREFIX } from './sign-webhook';

/**
 * The account's webhook signing secret, made on first use (24 random bytes, `whsec_` + base64). Sealed
 * under the master key with the account id bound, like the API secrets.
 */
export async function readWebhookSecret(db: Db, masterKey: Buffer, accountId: string): Promise<string> {
  const existing = await findSealed(db, accountId);
  if (existing) return openSecret(masterKey, accountId, existing);
  const secret = `${WEBHOOK_SECRET_PREFIX}${randomBytes(24).toString('base64')}`;
  const sealed = sealSecret(masterKey, accountId, secret);
  // Two first calls at once: one insert wins and both read it back.
  await db
    .insert(webhookSecrets)
    .values({
      accountId,
      secretCiphertext: sealed.ciphertext,
      secretIv: sealed.iv,
      secretTag: sealed.tag,
    })
    .onConflictDoNothing();
  const stored = await findSealed(db, accountId);
  if (!stored) throw new Error(`webhook secret of ${accountId} not stored`);
  return openSecret(masterKey, accountId, stored);
}

async function findSealed(db: Db, accountId: string) {
  const [row] = await db.select().from(webhookSecrets).where(eq(webhookSecrets.accountId, accountId));
  return row && { ciphertext: row.secretCiphertext, iv: row.secretIv, tag: row.secretTag };
}
