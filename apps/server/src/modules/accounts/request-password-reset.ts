import { createHash, randomBytes } from 'node:crypto';
import type { ResetOrigin } from '@horodoc/shared/password-reset-api';
import { PASSWORD_RESET_PATH } from '@horodoc/shared/password-reset-link';
import type { Clock } from '../../adapters/clock/clock';
import type { Db } from '../../adapters/db/database';
import type { Logger } from '../../adapters/logger';
import type { Mailer } from '../../adapters/mail/mailer';
import type { AttemptCounter } from '../../adapters/request-limits/attempt-counter';
import { findAccountByEmail } from './account-repository';
import { type ClientInfo, recordAuthEvent } from './auth-event-repository';
import { passwordResetEmail } from './password-reset-email';
import { insertPasswordReset } from './password-reset-repository';

/** A reset link works this long. */
const PASSWORD_RESET_LIFETIME_MS = 30 * 60_000;

/** At most three reset e-mails to one account, then one an hour, whoever asks. */
const MAIL_WAITS = [0, 0, 0, 3600_000];

/** What is stored of a reset token: its SHA-256 (the token is random, so no salt is needed). */
export function hashResetToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/**
 * A forgotten password: e-mails a single-use link to the account of `email`, if there is one. The answer
 * comes once the e-mail was looked up, the same whether the account exists or not; the link is made and
 * sent after it (`sending`, which never fails: a failure is logged), so the answer's timing does not tell
 * either. An account gets at most a few e-mails an hour, however often it is asked.
 */
export async function requestPasswordReset(options: {
  db: Db;
  mailer: Mailer;
  counter: AttemptCounter;
  log: Pick<Logger, 'error'>;
  email: string;
  from: ResetOrigin | undefined;
  publicUrl: string;
  client: ClientInfo;
  clock: Clock;
}): Promise<{ sending: Promise<void> }> {
  const at = options.clock.now();
  const account = await findAccountByEmail(options.db, options.email);
  if (!account) return { sending: Promise.resolve() };
  // Started once the answer is on its way: its work must not delay that answer.
  const sending = new Promise<void>((resolve) => setImmediate(resolve))
    .then(() => sendResetLink({ ...options, accountId: account.id, at }))
    .catch((error: unknown) => options.log.error({ err: error }, 'password reset e-mail not sent'));
  return { sending };
}

async function sendResetLink(
  options: Parameters<typeof requestPasswordReset>[0] & { accountId: string; at: number },
): Promise<void> {
  const { db, email, accountId, client, at } = options;
  const allowed = await options.counter.take(
    [{ key: `reset-mail:${email}`, waits: MAIL_WAITS }],
    at,
    3600_000,
  );
  if (!allowed.ok) {
    await recordAuthEvent(db, {
      kind: 'password_reset_requested',
      accountId,
      email,
      detail: 'not sent: too many requests',
      client,
    });
    return;
  }
  const token = `hpr_${randomBytes(32).toString('hex')}`;
  await insertPasswordReset(db, {
    accountId,
    tokenHash: hashResetToken(token),
    createdAt: new Date(at),
    expiresAt: new Date(at + PASSWORD_RESET_LIFETIME_MS),
  });
  await recordAuthEvent(db, { kind: 'password_reset_requested', accountId, email, detail: 'sent', client });
  const link = new URL(PASSWORD_RESET_PATH, options.publicUrl);
  if (options.from) link.searchParams.set('from', options.from);
  link.hash = `token=${token}`;
  await options.mailer.send({
    to: email,
    ...passwordResetEmail({ email, link: link.toString(), minutes: PASSWORD_RESET_LIFETIME_MS / 60_000 }),
  });
}
