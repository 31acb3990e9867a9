import type { Clock } from '../../adapters/clock/clock';
import type { Db } from '../../adapters/db/database';
import type { Logger } from '../../adapters/logger';
import type { Mailer } from '../../adapters/mail/mailer';
import type { PaymentProvider } from '../../adapters/payments/payment-provider';
import type { Config } from '../../config';
import type { PaymentKinds } from './payment-kind';
import type { PaymentReceipts } from './payment-receipts-job';

/** What the payment use cases work with: the database, the provider, the mailer, and the kinds registered. */
export interface PaymentContext {
  db: Db;
  provider: PaymentProvider;
  mailer: Mailer;
  kinds: PaymentKinds;
  /** Where a fulfilled payment's receipt is handed to the `payment-receipts` job. */
  receipts: PaymentReceipts;
  clock: Clock;
  settings: {
    publicUrl: string;
    masterKey: Buffer;
  };
  log: PaymentLog;
}

/** The logging the use cases need: the process logger or a request's (Fastify's) both fit. */
export type PaymentLog = Pick<Logger, 'debug' | 'info' | 'warn' | 'error' | 'fatal'>;

/** The application's parts a payment use case works with. */
export interface PaymentParts {
  config: Pick<Config, 'publicUrl' | 'masterKey'>;
  database: { db: Db };
  mailer: Mailer;
  payments: PaymentProvider;
  paymentKinds: PaymentKinds;
  paymentReceipts: PaymentReceipts;
  clock: Clock;
}

/** Builds the context from the application's parts and a logger. */
export function paymentContext(deps: PaymentParts, log: PaymentLog): PaymentContext {
  return {
    db: deps.database.db,
    provider: deps.payments,
    mailer: deps.mailer,
    kinds: deps.paymentKinds,
    receipts: deps.paymentReceipts,
    clock: deps.clock,
    settings: { publicUrl: deps.config.publicUrl, masterKey: deps.config.masterKey },
    log,
  };
}
