import type { ChainClient } from '../../adapters/chain/chain-client';
import type { Database, Db } from '../../adapters/db/database';
import type { Logger } from '../../adapters/logger';
import type { Mailer } from '../../adapters/mail/mailer';
import type { PaymentProvider } from '../../adapters/payments/payment-provider';
import type { PdfSigner } from '../../adapters/pdf-signing/pdf-signer';
import type { Config } from '../../config';
import type { AnchoringEngine } from '../anchoring/anchoring-engine';

/** What the payment use cases work with: the database, the provider, the anchoring engine, the mailer. */
export interface PaymentContext {
  db: Db;
  provider: PaymentProvider;
  anchoring: AnchoringEngine;
  chain: ChainClient;
  mailer: Mailer;
  /** Signs the certificate PDF sent with the receipt. */
  pdfSigner: PdfSigner;
  settings: {
    /** How long the web flow waits for its anchoring. */
    webTimeoutMs: number;
    /** After this long unanchored, a certificate expires. */
    deadlineMs: number;
    publicUrl: string;
    masterKey: Buffer;
  };
  log: PaymentLog;
}

/** The logging the use cases need: the process logger or a request's (Fastify's) both fit. */
export type PaymentLog = Pick<Logger, 'debug' | 'info' | 'warn' | 'error' | 'fatal'>;

/** The application's parts a payment use case works with. */
export interface PaymentParts {
  config: Pick<Config, 'anchoring' | 'publicUrl' | 'masterKey'>;
  database: Pick<Database, 'db'>;
  chain: ChainClient;
  mailer: Mailer;
  payments: PaymentProvider;
  anchoring: AnchoringEngine;
  pdfSigner: PdfSigner;
}

/** Builds the context from the application's parts and a logger. */
export function paymentContext(deps: PaymentParts, log: PaymentLog): PaymentContext {
  return {
    db: deps.database.db,
    provider: deps.payments,
    anchoring: deps.anchoring,
    chain: deps.chain,
    mailer: deps.mailer,
    pdfSigner: deps.pdfSigner,
    settings: {
      webTimeoutMs: deps.config.anchoring.webTimeoutMs,
      deadlineMs: deps.config.anchoring.deadlineMs,
      publicUrl: deps.config.publicUrl,
      masterKey: deps.config.masterKey,
    },
    log,
  };
}
