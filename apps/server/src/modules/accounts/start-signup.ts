import type { PaymentSessionResponse } from '@horodoc/shared/accounts-api';
import type { PasswordHasher } from '../../adapters/password-hasher';
import { createCreditPurchase, pricedPack } from '../credits/create-credit-purchase';
import type { PaymentContext } from '../payments/payment-context';
import type { ClientInfo } from './auth-event-repository';
import { openOrResumeAccount } from './open-or-resume-account';

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
  const account = await openOrResumeAccount({ ...options, db: ctx.db });
  return createCreditPurchase({
    ctx,
    accountId: account.id,
    buyerEmail: account.email,
    credits: options.credits,
    amountTtcCents: options.amountTtcCents,
  });
}
