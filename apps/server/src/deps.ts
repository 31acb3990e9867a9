import type { Redis } from 'ioredis';
import type { ChainClient } from './adapters/chain/chain-client';
import type { Clock } from './adapters/clock/clock';
import type { Database } from './adapters/db/database';
import type { ApiMode } from './adapters/db/schema/api-mode';
import type { Logger } from './adapters/logger';
import type { Mailer } from './adapters/mail/mailer';
import type { PasswordHasher } from './adapters/password-hasher';
import type { PaymentProvider } from './adapters/payments/payment-provider';
import type { PdfSigner } from './adapters/pdf-signing/pdf-signer';
import type { AttemptCounter } from './adapters/request-limits/attempt-counter';
import type { RequestCounter } from './adapters/request-limits/request-counter';
import type { SeenSignatures } from './adapters/request-limits/seen-signatures';
import type { Config } from './config';
import type { BackgroundJobs } from './jobs/background-jobs';
import type { ApiKeyCache } from './modules/accounts/api-key-cache';
import type { ApiKeyChanges } from './modules/accounts/api-key-changes';
import type { SignInThrottle } from './modules/accounts/sign-in-throttle';
import type { AnchoringEngine } from './modules/anchoring/anchoring-engine';
import type { CertificateRow } from './modules/certificate-view/certificate-view';
import type { Checkpointer } from './modules/checkpoints/create-checkpointer';
import type { PurchasedCredits } from './modules/credits/credit-purchase-payments';
import type { HealthParts } from './modules/health/check-health';
import type { PaymentKind } from './modules/payments/payment-context';
import type { PaymentReceipts } from './modules/payments/receipt-handovers';
import type { ApiUsageTally } from './modules/usage/api-usage-tally';
import type { WebhookDeliveryDeps } from './modules/webhooks/deliver-webhook';

/**
 * Every adapter and module of the process, built once by `createDeps` for the server and the tests alike.
 * A route or module takes only the parts it uses (`Pick<Deps, ...>`), never the whole.
 */
export interface Deps {
  config: Config;
  database: Database;
  chain: ChainClient;
  mailer: Mailer;
  payments: PaymentProvider;
  /** What each kind of payment means (`modules/payments/payment-kind.ts`), registered by the module owning it. */
  paymentKinds: {
    web_timestamp: PaymentKind<CertificateRow, CertificateRow>;
    credit_purchase: PaymentKind<PurchasedCredits>;
    subscription: PaymentKind<null>;
  };
  /** Fulfilled payments' receipts handed to the `payment-receipts` job, which each hand-over wakes. */
  paymentReceipts: PaymentReceipts;
  anchoring: AnchoringEngine;
  /**
   * Test keys' network and engine (see `Config['testChain']`); null where there is none: test keys are then
   * refused at creation.
   */
  testChain: ChainClient | null;
  testAnchoring: AnchoringEngine | null;
  /** Signs certificate PDFs (PAdES), time-stamped by the product's authority. */
  pdfSigner: PdfSigner;
  /**
   * Ethereum L1 and the job that seals the live log there every `checkpoint.everyMs` (built, not started);
   * null where there is none (`Config['l1']` off, or a test that brings its own chain without one).
   */
  l1Chain: ChainClient | null;
  checkpointer: Checkpointer | null;
  /** argon2id; a test may wrap it to count its work. */
  passwords: PasswordHasher;
  /** The per-key hourly counts of /pro: in Redis when several instances share them, in memory otherwise. */
  requestCounter: RequestCounter;
  /** Signatures already used, so none is replayed: Redis, the database's table, or memory. */
  seenSignatures: SeenSignatures;
  /** Attempts counted per key with growing waits (password guesses, reset e-mails): Redis or memory. */
  attemptCounter: AttemptCounter;
  /** Password guesses held back per account and per address, across every route, on `attemptCounter`. */
  signInThrottle: SignInThrottle;
  /** The signed API's requests per key and day, counted in memory and flushed to the database. */
  apiUsage: ApiUsageTally;
  /** API keys already looked up by the signature check, in this process. */
  apiKeyCache: ApiKeyCache;
  /** Drops revoked or rolled keys from every instance's cache. */
  apiKeyChanges: ApiKeyChanges;
  /** Shared rate limits' store when REDIS_URL is set. */
  redis: Redis | null;
  /** The one clock: every module, job and route reads the time from it; tests drive one. */
  clock: Clock;
  /**
   * The one scheduler of background work, on `clock`: every task a named job. Built here, not started: the
   * server adds its jobs, starts it and stops it. The engines wake the jobs that follow settled
   * certificates (webhook delivery, time stamping) through it.
   */
  jobs: BackgroundJobs;
  log: Logger;
  /** Extra parts shown by /api/health, each answering `{ ok, ... }` and saying whether it may fail alone. */
  healthParts: HealthParts;
  /** How API webhooks leave (the delivery job's and the test webhook's): targets, the POST, the limits. */
  webhookDelivery: WebhookDeliveryDeps;
  /** Tells the webhook delivery job that a delivery is due now (a redelivery asked for by an account). */
  webhooksDue(): void;
}

/**
 * The chain a mode's certificates are anchored on: what their proofs and PDFs name (the live one for test
 * certificates made before the test network was taken away: their proofs then name their chain by its id).
 */
export function chainOf(deps: Pick<Deps, 'chain' | 'testChain'>, mode: ApiMode): ChainClient {
  return mode === 'test' ? (deps.testChain ?? deps.chain) : deps.chain;
}
