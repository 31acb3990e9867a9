import { Redis } from 'ioredis';
import { type ChainClient, createChainClient } from './adapters/chain/chain-client';
import { startEmbeddedChain, startEmbeddedL1 } from './adapters/chain/embedded-chain';
import { systemClock } from './adapters/clock/clock';
import { type Database, openDatabase } from './adapters/db/database';
import { postWebhook } from './adapters/http/post-webhook';
import { createLogger } from './adapters/logger';
import { createMailer } from './adapters/mail/mailer';
import { createPasswordHasher } from './adapters/password-hasher';
import { createPaymentProvider } from './adapters/payments/create-payment-provider';
import { createConfigPdfSigner } from './adapters/pdf-signing/create-config-pdf-signer';
import { memoryAttemptCounter } from './adapters/request-limits/attempt-counter';
import { redisAttemptCounter } from './adapters/request-limits/redis-attempt-counter';
import { redisRequestCounter } from './adapters/request-limits/redis-request-counter';
import { redisSeenSignatures } from './adapters/request-limits/redis-seen-signatures';
import { memoryRequestCounter } from './adapters/request-limits/request-counter';
import {
  databaseSeenSignatures,
  memorySeenSignatures,
  type SeenSignatures,
} from './adapters/request-limits/seen-signatures';
import type { Config } from './config';
import type { Deps } from './deps';
import { createBackgroundJobs } from './jobs/background-jobs';
import { type ApiKeyCache, createApiKeyCache } from './modules/accounts/api-key-cache';
import { type ApiKeyChanges, followApiKeyChanges } from './modules/accounts/api-key-changes';
import { createSignInThrottle } from './modules/accounts/sign-in-throttle';
import { createAnchoringEngine } from './modules/anchoring/create-anchoring-engine';
import { webCertificatePayments } from './modules/certificates/web-certificate-payments';
import { createCheckpointer } from './modules/checkpoints/create-checkpointer';
import { creditPurchasePayments } from './modules/credits/credit-purchase-payments';
import { anchoringHealthParts } from './modules/health/anchoring-health-parts';
import { checkpointHealthParts } from './modules/health/checkpoint-health-parts';
import { PAYMENT_RECEIPTS, paymentReceipts } from './modules/payments/receipt-handovers';
import { planPeriodPayments } from './modules/plans/plan-period-payments';
import { TIMESTAMPING } from './modules/timestamping/timestamping-job';
import { addApiUsage } from './modules/usage/api-usage-repository';
import { createApiUsageTally } from './modules/usage/api-usage-tally';
import { WEBHOOK_DELIVERY } from './modules/webhooks/webhook-delivery-job';

/** Parts a caller brings itself (a test's database, chain or clock), and how the start reports progress. */
export interface DepsOverrides extends Partial<Omit<Deps, 'config'>> {
  /** One line per step of the start (the embedded chain's), for the console. */
  say?: (message: string) => void;
}

/** The parts, and `close`, which releases what `createDeps` opened itself (never what was handed in). */
export interface OwnedDeps extends Deps {
  close(): Promise<void>;
}

/**
 * The one composition root: builds every adapter and module from the configuration, once, for the server
 * and the tests alike. Whatever `overrides` names is used as given. The anchoring engine is built, not
 * started: starting background work is the caller's choice.
 */
export async function createDeps(config: Config, overrides: DepsOverrides = {}): Promise<OwnedDeps> {
  const { say = () => {}, ...given } = overrides;
  const closers: Array<() => Promise<void> | void> = [];
  try {
    const log = given.log ?? createLogger(config.logLevel);
    const clock = given.clock ?? systemClock;
    const database = given.database ?? (await openOwnDatabase(config, say, closers));
    const jobs = given.jobs ?? createBackgroundJobs({ clock, log });
    // Stopped before the database closes: a run under way ends on it.
    if (!given.jobs) closers.push(() => jobs.stop());
    const own = given.chain ? null : await openOwnChains(config, say, closers);
    const chain = given.chain ?? (own?.live as ChainClient);
    const testChain = given.testChain !== undefined ? given.testChain : (own?.test ?? null);
    const l1Chain =
      given.l1Chain !== undefined ? given.l1Chain : own ? await openOwnL1(config, say, closers) : null;
    const mailer = given.mailer ?? createMailer(config.mail);
    if (!given.mailer) closers.push(() => mailer.close());
    const payments =
      given.payments ??
      createPaymentProvider(config, { log: (message, error) => log.warn({ err: error }, message) });
    // The jobs that follow settled certificates are woken by the engine rather than polling.
    const settled = () => {
      jobs.runSoon(WEBHOOK_DELIVERY);
      jobs.runSoon(TIMESTAMPING);
    };
    const anchoring =
      given.anchoring ??
      createAnchoringEngine({
        database,
        chain,
        settings: config.anchoring,
        log,
        clock,
        onSettled: settled,
      });
    const testAnchoring =
      given.testAnchoring !== undefined
        ? given.testAnchoring
        : testChain &&
          createAnchoringEngine({
            database,
            mode: 'test',
            chain: testChain,
            settings: config.testAnchoring,
            log: log.child({ mode: 'test' }),
            clock,
            onSettled: settled,
          });
    const checkpointer =
      given.checkpointer !== undefined
        ? given.checkpointer
        : l1Chain &&
          createCheckpointer({
            database,
            base: chain,
            l1: l1Chain,
            settings: config.checkpoint,
            lowBalanceWei: config.anchoring.lowBalanceWei,
            log: log.child({ part: 'checkpoint' }),
            clock,
            onFinal: settled,
          });
    const redis = given.redis !== undefined ? given.redis : openOwnRedis(config, log, closers);
    const seenInDatabase = seenBeside(database);
    const apiUsage =
      given.apiUsage ?? createApiUsageTally({ save: (counts) => addApiUsage(database.db, counts) });
    // Flushed when the parts close, before the database does: a clean stop loses no count.
    if (!given.apiUsage)
      closers.push(() =>
        apiUsage.flush().catch((error: unknown) => log.warn({ err: error }, 'usage: last flush failed')),
      );
    const attemptCounter =
      given.attemptCounter ??
      (redis ? redisAttemptCounter(redis, memoryAttemptCounter()) : memoryAttemptCounter());
    const pdfSigner = given.pdfSigner ?? createConfigPdfSigner(config, clock);
    // Each kind of payment registers what it means; payments know none of them.
    const paymentKinds = given.paymentKinds ?? {
      web_timestamp: webCertificatePayments({
        anchoring,
        chain,
        pdfSigner,
        clock,
        settings: config.anchoring,
      }),
      credit_purchase: creditPurchasePayments,
      subscription: planPeriodPayments,
    };
    const receipts = given.paymentReceipts ?? paymentReceipts(() => jobs.runSoon(PAYMENT_RECEIPTS));
    const apiKeyCache = given.apiKeyCache ?? createApiKeyCache();
    const apiKeyChanges =
      given.apiKeyChanges ?? (await followOwnApiKeyChanges(database, apiKeyCache, log, closers));
    return {
      config,
      database,
      chain,
      mailer,
      payments,
      paymentKinds,
      paymentReceipts: receipts,
      anchoring,
      testChain,
      testAnchoring,
      pdfSigner,
      l1Chain,
      checkpointer,
      passwords: given.passwords ?? createPasswordHasher(),
      requestCounter:
        given.requestCounter ??
        (redis ? redisRequestCounter(redis, memoryRequestCounter()) : memoryRequestCounter()),
      seenSignatures:
        given.seenSignatures ?? (redis ? redisSeenSignatures(redis, seenInDatabase) : seenInDatabase),
      attemptCounter,
      signInThrottle: given.signInThrottle ?? createSignInThrottle({ counter: attemptCounter, clock }),
      apiUsage,
      apiKeyCache,
      apiKeyChanges,
      redis,
      clock,
      jobs,
      log,
      healthParts: given.healthParts ?? {
        ...anchoringHealthParts({ anchoring, testAnchoring, testChain }),
        ...(checkpointer ? checkpointHealthParts(checkpointer) : {}),
      },
      webhookDelivery: given.webhookDelivery ?? {
        db: database.db,
        masterKey: config.masterKey,
        publicUrl: config.publicUrl,
        allowLocal: config.webhooks.allowLocalTargets,
        post: postWebhook,
        timeoutMs: config.webhooks.timeoutMs,
        concurrency: config.webhooks.concurrency,
        hostConcurrency: config.webhooks.hostConcurrency,
      },
      webhooksDue: () => jobs.runSoon(WEBHOOK_DELIVERY),
      close: () => closeAll(closers),
    };
  } catch (error) {
    await closeAll(closers);
    throw error;
  }
}

async function closeAll(closers: Array<() => Promise<void> | void>) {
  for (const close of closers.splice(0).reverse()) await close();
}

async function openOwnDatabase(
  config: Config,
  say: (message: string) => void,
  closers: Array<() => Promise<void> | void>,
): Promise<Database> {
  const database = await openDatabase(config.database);
  closers.push(() => database.close());
  say(
    `database: ${config.database.kind === 'pglite' ? `PGlite in ${config.database.dataDir}` : 'PostgreSQL'}`,
  );
  return database;
}

/**
 * The configured chains, live and test, or the local node started in the data folder (embedded mode), which
 * serves both modes with a contract and a signer each.
 */
async function openOwnChains(
  config: Config,
  say: (message: string) => void,
  closers: Array<() => Promise<void> | void>,
): Promise<{ live: ChainClient; test: ChainClient | null }> {
  const remoteTest =
    config.testChain.kind === 'remote'
      ? createChainClient({ ...config.testChain, publicRpcUrl: null })
      : null;
  if (config.chain.kind === 'remote') {
    return {
      live: createChainClient({ ...config.chain, publicRpcUrl: config.publicRpcUrl }),
      test: remoteTest,
    };
  }
  const embedded = await startEmbeddedChain({
    dataDir: config.dataDir,
    blockTimeS: config.chain.blockTimeS,
    rpcPort: config.chain.rpcPort,
    log: say,
  });
  closers.push(() => embedded.stop());
  const local = (signer: {
    privateKey: `0x${string}`;
    contractAddress: `0x${string}`;
    deploymentBlock: number;
  }) =>
    createChainClient({
      name: 'local',
      rpcUrl: embedded.rpcUrl,
      ...signer,
      publicRpcUrl: config.publicRpcUrl ?? embedded.rpcUrl,
      saveState: embedded.saveState,
    });
  const live = {
    privateKey: embedded.privateKey,
    contractAddress: embedded.contractAddress,
    deploymentBlock: embedded.deploymentBlock,
  };
  return { live: local(live), test: remoteTest ?? local(embedded.test) };
}

/**
 * Ethereum L1 for the checkpoints: the configured chain, the embedded mode's own second node (started in the
 * data folder, stopped with the parts), or none.
 */
async function openOwnL1(
  config: Config,
  say: (message: string) => void,
  closers: Array<() => Promise<void> | void>,
): Promise<ChainClient | null> {
  const l1 = config.l1;
  if (l1.kind === 'off') {
    say('l1: no L1_RPC_URL, the log is not sealed on Ethereum');
    return null;
  }
  const publicRpcUrl = config.checkpoint.publicRpcUrl;
  if (l1.kind === 'remote') return createChainClient({ ...l1, publicRpcUrl });
  const embedded = await startEmbeddedL1({
    dataDir: config.dataDir,
    blockTimeS: l1.blockTimeS,
    rpcPort: l1.rpcPort,
    log: say,
  });
  closers.push(() => embedded.stop());
  return createChainClient({
    name: 'local-l1',
    rpcUrl: embedded.rpcUrl,
    privateKey: embedded.privateKey,
    contractAddress: embedded.contractAddress,
    deploymentBlock: embedded.deploymentBlock,
    publicRpcUrl: publicRpcUrl ?? embedded.rpcUrl,
    saveState: embedded.saveState,
  });
}

function openOwnRedis(
  config: Config,
  log: Deps['log'],
  closers: Array<() => Promise<void> | void>,
): Redis | null {
  if (!config.redisUrl) return null;
  const redis = new Redis(config.redisUrl, { connectTimeout: 2000, maxRetriesPerRequest: 1 });
  closers.push(() => void redis.disconnect());
  // ioredis reconnects by itself; without a listener each failed attempt would be an unhandled error.
  let lastReported = 0;
  redis.on('error', (error: Error) => {
    if (Date.now() - lastReported < 60_000) return;
    lastReported = Date.now();
    log.warn({ err: error.message }, 'rate limits: Redis unreachable, requests are not limited');
  });
  return redis;
}

async function followOwnApiKeyChanges(
  database: Database,
  cache: ApiKeyCache,
  log: Deps['log'],
  closers: Array<() => Promise<void> | void>,
): Promise<ApiKeyChanges> {
  const changes = await followApiKeyChanges({ database, cache, log });
  closers.push(() => changes.stop());
  return changes;
}

/** One store of seen signatures per embedded database, shared by every app of its one process. */
const seenInMemory = new WeakMap<Database, SeenSignatures>();

// In the table on PostgreSQL (several instances), in memory beside an embedded one (a query less per request).
function seenBeside(database: Database): SeenSignatures {
  if (database.kind === 'postgres') return databaseSeenSignatures(database.db);
  let seen = seenInMemory.get(database);
  if (!seen) {
    seen = memorySeenSignatures();
    seenInMemory.set(database, seen);
  }
  return seen;
}
