import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db, Tx } from '../../adapters/db/database';
import { webhookSecrets } from '../../adapters/db/schema/webhooks';
import { openSecret, type SealedSecret, sealSecret } from '../accounts/secret-box';
import { WEBHOOK_SECRET_PREFIX } from './sign-webhook';

export type WebhookSecretRow = typeof webhookSecrets.$inferSelect;

/** A new `whsec_` secret: 24 random bytes, base64. */
export function newWebhookSecret(): string {
  return `${WEBHOOK_SECRET_PREFIX}${randomBytes(24).toString('base64')}`;
}

/**
 * The account's webhook signing secret, made on first use. Sealed under the master key with the account id
 * bound, like the API secrets.
 */
export async function readWebhookSecret(db: Db, masterKey: Buffer, accountId: string): Promise<string> {
  const row = await readWebhookSecretRow(db, masterKey, accountId);
  return openSecret(masterKey, accountId, sealedCurrent(row));
}

/** The account's secret row, made on first use (two first calls at once: one insert wins, both read it). */
export async function readWebhookSecretRow(
  db: Db | Tx,
  masterKey: Buffer,
  accountId: string,
): Promise<WebhookSecretRow> {
  const existing = await findWebhookSecretRow(db, accountId);
  if (existing) return existing;
  const sealed = sealSecret(masterKey, accountId, newWebhookSecret());
  await db
    .insert(webhookSecrets)
    .values({ accountId, secretCiphertext: sealed.ciphertext, secretIv: sealed.iv, secretTag: sealed.tag })
    .onConflictDoNothing();
  const stored = await findWebhookSecretRow(db, accountId);
  if (!stored) throw new Error(`webhook secret of ${accountId} not stored`);
  return stored;
}

/**
 * Every secret that signs the account's webhooks at `now`: the current one first, then the one a rotation
 * replaced while its overlap lasts.
 */
export async function readWebhookSigningSecrets(
  db: Db,
  masterKey: Buffer,
  accountId: string,
  now: Date,
): Promise<string[]> {
  const row = await readWebhookSecretRow(db, masterKey, accountId);
  const secrets = [openSecret(masterKey, accountId, sealedCurrent(row))];
  const previous = sealedPrevious(row, now);
  if (previous) secrets.push(openSecret(masterKey, accountId, previous));
  return secrets;
}

export async function findWebhookSecretRow(db: Db | Tx, accountId: string, lock = false) {
  const query = db.select().from(webhookSecrets).where(eq(webhookSecrets.accountId, accountId));
  const [row] = lock ? await query.for('update') : await query;
  return row;
}

/** The rotation under way at `now`: the replaced secret and its end, or null. */
export function sealedPrevious(row: WebhookSecretRow, now: Date): SealedSecret | null {
  if (!row.previousSecretCiphertext || !row.previousSecretIv || !row.previousSecretTag) return null;
  if (!row.previousExpiresAt || row.previousExpiresAt <= now) return null;
  return { ciphertext: row.previousSecretCiphertext, iv: row.previousSecretIv, tag: row.previousSecretTag };
}

function sealedCurrent(row: WebhookSecretRow): SealedSecret {
  return { ciphertext: row.secretCiphertext, iv: row.secretIv, tag: row.secretTag };
}

/** Replaces the current secret; the old one, when kept, signs beside it until `previousExpiresAt`. */
export async function replaceWebhookSecret(
  tx: Tx,
  row: WebhookSecretRow,
  change: { current: SealedSecret; keepPreviousUntil: Date | null },
): Promise<WebhookSecretRow> {
  const keep = change.keepPreviousUntil;
  const [updated] = await tx
    .update(webhookSecrets)
    .set({
      secretCiphertext: change.current.ciphertext,
      secretIv: change.current.iv,
      secretTag: change.current.tag,
      previousSecretCiphertext: keep ? row.secretCiphertext : null,
      previousSecretIv: keep ? row.secretIv : null,
      previousSecretTag: keep ? row.secretTag : null,
      previousExpiresAt: keep,
    })
    .where(eq(webhookSecrets.accountId, row.accountId))
    .returning();
  return updated as WebhookSecretRow;
}

/** Ends a rotation: only the current secret signs from now on. */
export async function dropPreviousWebhookSecret(db: Db, accountId: string): Promise<void> {
  await db
    .update(webhookSecrets)
    .set({
      previousSecretCiphertext: null,
      previousSecretIv: null,
      previousSecretTag: null,
      previousExpiresAt: null,
    })
    .where(eq(webhookSecrets.accountId, accountId));
}
