import type { PasswordHasher } from '../../adapters/password-hasher';
import type { ClientInfo } from '../accounts/auth-event-repository';
import { openOrResumeAccount } from '../accounts/open-or-resume-account';
import {
  type CreatedCreditPurchase,
  createCreditPurchase,
  pricedPack,
} from '../credits/create-credit-purchase';
import type { PaymentContext } from '../payments/payment-context';

export interface StartSignupOptions {
  ctx: PaymentContext;
  passwords: PasswordHasher;
  email: string;
  password: string;
  company?: string;
  credits: number;
  amountTtcCents: number;
  client: ClientInfo;
}

/**
 * signup-checkout: creates the account (argon2id password) and the card payment of its first pack. The
 * same person may come back (a canceled or declined payment): with the same password, a new payment is
 * prepared for the same account.
 */
export async function startSignup(
  options: StartSignupOptions,
): Promise<CreatedCreditPurchase | { kind: 'email_taken' } | { kind: 'signup_password_mismatch' }> {
  const { ctx } = options;
  // The pack is checked first: a wrong amount must not leave an account behind.
  const priced = pricedPack(options.credits, options.amountTtcCents);
  if (priced.kind !== 'priced') return priced;
  const opened = await openOrResumeAccount({ ...options, db: ctx.db, now: new Date(ctx.clock.now()) });
  if (opened.kind !== 'opened') return opened;
  const { account } = opened;
  return createCreditPurchase({
    ctx,
    accountId: account.id,
    buyerEmail: account.email,
    credits: options.credits,
    amountTtcCents: options.amountTtcCents,
  });
}
