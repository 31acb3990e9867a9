import type { PaymentSessionResponse } from '@horodoc/shared/accounts-api';
import type { PasswordHasher } from '../../adapters/password-hasher';
import { AppError } from '../../errors';
import { createCreditPurchase, pricedPack } from '../credits/create-credit-purchase';
import type { PaymentContext } from '../payments/payment-context';
import {
  type AccountRow,
  findAccountByEmail,
  insertAccount,
  isAccountOpened,
  resetUnfinishedAccount,
} from './account-repository';
import { type ClientInfo, recordAuthEvent } from './auth-event-repository';

export interface StartSignupOptions {
  ctx: PaymentContext;
  passwords: PasswordHasher;
  email: string;
  password: string;
  company?: string;
  credits: number;
  amountTtcCents: number;
  client: ClientInfo;
  now?: Date;
}

/** After this long, a signup that was never paid may be started again by anyone with its address. */
const UNFINISHED_SIGNUP_KEPT_MS = 24 * 3600_000;

/**
 * signup-checkout: creates the account (argon2id password) and the card payment of its first pack. The
 * same person may come back (a canceled or declined payment): with the same password, a new payment is
 * prepared for the same account.
 * @throws AppError `conflict` ('Un compte avec cet email existe déjà'), `authentication_failed`
 * ('Mot de passe incorrect'), `unsupported_amount`, or `service_unavailable`.
 */
export async function startSignup(options: StartSignupOptions): Promise<PaymentSessionResponse> {
  const { ctx } = options;
  // The pack is checked first: a wrong amount must not leave an account behind.
  pricedPack(options.credits, options.amountTtcCents);
  const account = await openOrResumeAccount(options);
  return createCreditPurchase({
    ctx,
    accountId: account.id,
    buyerEmail: account.email,
    credits: options.credits,
    amountTtcCents: options.amountTtcCents,
  });
}

async function openOrResumeAccount(options: StartSignupOptions): Promise<AccountRow> {
  const { ctx, passwords, email } = options;
  const companyName = options.company ?? null;
  const existing = await findAccountByEmail(ctx.db, email);
  if (!existing) {
    const created = await insertAccount(ctx.db, {
      email,
      passwordHash: await passwords.hash(options.password),
      companyName,
    });
    if (!created) throw taken();
    await recordAuthEvent(ctx.db, { kind: 'signup', accountId: created.id, email, client: options.client });
    return created;
  }
  if (await isAccountOpened(ctx.db, existing.id)) throw taken();
  if (await passwords.verify(existing.passwordHash, options.password)) return existing;
  const age = (options.now ?? new Date()).getTime() - existing.createdAt.getTime();
  if (age < UNFINISHED_SIGNUP_KEPT_MS) {
    await recordAuthEvent(ctx.db, {
      kind: 'login_failed',
      accountId: existing.id,
      email,
      detail: 'signup resumed with another password',
      client: options.client,
    });
    throw new AppError(
      'authentication_failed',
      'Mot de passe incorrect : une inscription est déjà en cours avec cet email.',
    );
  }
  // Never paid and long abandoned: whoever holds the address now starts afresh.
  return resetUnfinishedAccount(ctx.db, existing.id, {
    passwordHash: await passwords.hash(options.password),
    companyName,
  });
}

function taken(): AppError {
  return new AppError('conflict', 'Un compte avec cet email existe déjà.');
}
