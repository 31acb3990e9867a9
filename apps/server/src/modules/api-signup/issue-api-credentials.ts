import type { ApiCredentialsResponse } from '@horodoc/shared/accounts-api';
import type { Db } from '../../adapters/db/database';
import { lockAccount } from '../accounts/account-repository';
import { findFirstApiKey } from '../accounts/api-key-repository';
import { FIRST_KEY_NAME, mintApiKey } from '../accounts/mint-api-key';
import { type CreditPurchaseRefusal, confirmCreditPurchase } from '../credits/confirm-credit-purchase';
import type { PaymentContext } from '../payments/payment-context';
import { findPaymentByProviderId } from '../payments/payment-repository';

/**
 * api-credentials: once the signup's payment succeeded, credits the account (once) and hands out its API
 * key. The secret is created, sealed under the master key and shown in this answer only: asked again, for
 * this payment or any other of the account, the answer carries the key without its secret.
 */
export async function issueApiCredentials(options: {
  ctx: PaymentContext;
  providerPaymentId: string;
}): Promise<{ kind: 'issued'; credentials: ApiCredentialsResponse } | CreditPurchaseRefusal> {
  const { ctx } = options;
  const payment = await findPaymentByProviderId(ctx.db, ctx.provider.kind, options.providerPaymentId);
  if (payment?.kind !== 'credit_purchase' || !payment.accountId) return { kind: 'payment_unknown' };
  const confirmed = await confirmCreditPurchase({ ctx, providerPaymentId: options.providerPaymentId });
  if (confirmed.kind !== 'credited') return confirmed;
  const { purchase } = confirmed;
  const key = await firstKeyOnce(ctx.db, payment.accountId, ctx.settings.masterKey);
  return {
    kind: 'issued',
    credentials: {
      success: true,
      apiKey: key.keyId,
      apiSecret: key.secret,
      credits: purchase.creditsAdded,
      invoice_id: purchase.invoice.id,
      created_at: key.createdAt.toISOString(),
    },
  };
}

/** The account's first key; its secret only to the call that creates it (the account row is locked). */
async function firstKeyOnce(db: Db, accountId: string, masterKey: Buffer) {
  return db.transaction(async (tx) => {
    await lockAccount(tx, accountId);
    const existing = await findFirstApiKey(tx, accountId);
    if (existing) return { keyId: existing.keyId, secret: null, createdAt: existing.createdAt };
    const { row, secret } = await mintApiKey(tx, { masterKey, accountId, name: FIRST_KEY_NAME });
    return { keyId: row.keyId, secret, createdAt: row.createdAt };
  });
}
