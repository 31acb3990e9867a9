/**
 * The process: reads the configuration, starts the embedded parts it needs (front-end build, local chain),
 * builds the application, listens, and stops every child cleanly on Ctrl-C or SIGTERM.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { certificatesFromPem } from '@horodoc/shared/verify-timestamp-token';
import { createLogger, redactUrl } from './adapters/logger';
import { DataFolderLockedError, lockDataFolder } from './adapters/process/lock-data-folder';
import { loadLocalTsaSigner } from './adapters/tsa/local-tsa-keys';
import { startLocalTsaServer } from './adapters/tsa/local-tsa-server';
import { createTimeStamper } from './adapters/tsa/request-timestamp';
import { buildApp } from './app';
import { type Config, ConfigError, loadConfig } from './config';
import { createDeps } from './create-deps';
import { paymentContext } from './modules/payments/payment-context';
import { paymentReceiptsJob } from './modules/payments/payment-receipts-job';
import { paymentReconciliationJob } from './modules/payments/payment-reconciliation-job';
import { timestampingJob } from './modules/timestamping/timestamping-job';
import { apiUsageFlushJob } from './modules/usage/api-usage-tally';
import { scheduledWebhookDelivery } from './modules/webhooks/scheduled-webhook-delivery';

const repoRoot = new URL('../../..', import.meta.url).pathname;

function log(message: string) {
  process.stdout.write(`[horodoc] ${message}\n`);
}

function readVersion(): string {
  return (JSON.parse(readFileSync(join(repoRoot, 'package.json'), 'utf8')) as { version: string }).version;
}

/** The front end is built once, on the first start (or after `npm run build` was cleaned). */
function ensureWebBuild(webBuildDir: string) {
  if (existsSync(join(webBuildDir, 'index.html'))) return;
  log('building the front end (first start only)…');
  const result = spawnSync('npm', ['run', 'build', '-w', '@horodoc/web'], {
    cwd: repoRoot,
    stdio: 'inherit',
  });
  if (result.status !== 0) throw new Error('the front-end build failed');
}

/** The RFC 3161 authority: the configured one, or the local one in embedded mode (never a qualified one). */
async function startTimeStamper(config: Config, log: (message: string) => void) {
  const settings = config.timestamping;
  if (settings.kind === 'off') {
    log('timestamping: no TSA_URL, batch roots get no RFC 3161 token');
    return null;
  }
  if (settings.kind === 'remote') {
    log(
      `timestamping: RFC 3161 tokens from ${redactUrl(settings.url)}${settings.qualified ? ' (qualified)' : ''}`,
    );
    return {
      stamper: createTimeStamper({
        url: settings.url,
        qualified: settings.qualified,
        issuers: settings.chainCertificatesPath
          ? certificatesFromPem(readFileSync(settings.chainCertificatesPath, 'utf8'))
          : [],
      }),
      intervalMs: settings.intervalMs,
      retryMs: settings.retryMs,
      stop: async () => {},
    };
  }
  const signer = await loadLocalTsaSigner(config.dataDir);
  const server = await startLocalTsaServer(signer);
  log(
    `timestamping: local TSA (not qualified) on ${server.url}, root certificate ${signer.caCertificatePath}`,
  );
  return {
    stamper: createTimeStamper({
      url: server.url,
      qualified: false,
      issuers: certificatesFromPem(readFileSync(signer.caCertificatePath, 'utf8')),
    }),
    intervalMs: settings.intervalMs,
    retryMs: settings.retryMs,
    stop: server.stop,
  };
}

async function main() {
  const config = loadConfig(process.env, readVersion());
  const logger = createLogger(config.logLevel);
  const stoppers: Array<() => Promise<void>> = [];
  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) {
      log('second signal: exiting now');
      process.exit(1);
    }
    stopping = true;
    log(`${signal} received: stopping`);
    for (const stopOne of stoppers.reverse()) {
      await stopOne().catch((error: unknown) => log(`while stopping: ${String(error)}`));
    }
    process.exit(0);
  };
  process.on('SIGINT', () => void stop('SIGINT'));
  process.on('SIGTERM', () => void stop('SIGTERM'));

  // The embedded database and chain live in the data folder: one server at a time, or they fork.
  if (config.database.kind === 'pglite' || config.chain.kind === 'embedded') {
    const folderLock = await lockDataFolder(config.dataDir);
    stoppers.push(() => folderLock.release());
  }

  ensureWebBuild(config.webBuildDir);

  const deps = await createDeps(config, { log: logger, say: log });
  stoppers.push(() => deps.close());
  const app = await buildApp(deps, { logger });
  stoppers.push(() => app.close());
  const { anchoring, database } = deps;
  // The API's request counts, saved every minute, once more when the jobs stop and again by deps.close.
  deps.jobs.add(
    apiUsageFlushJob({
      tally: deps.apiUsage,
      onError: (error) => logger.warn({ err: error }, 'usage: flush failed, counts kept for the next one'),
    }),
  );
  anchoring.start();
  stoppers.push(() => anchoring.stop());
  // Test keys' certificates, on the test network (or the local node's test contract).
  const { testAnchoring } = deps;
  if (testAnchoring) {
    testAnchoring.start();
    stoppers.push(() => testAnchoring.stop());
  } else log('test keys: no TEST_RPC_URL, test keys cannot be created');
  // The live log sealed on Ethereum L1 every CHECKPOINT_EVERY (leader-only, like the anchoring engine).
  const { checkpointer } = deps;
  if (checkpointer) deps.jobs.add(checkpointer.job);
  // Refunds and deliveries the web flow could not finish itself (the browser left, anchoring came late).
  deps.jobs.add(paymentReconciliationJob(paymentContext(deps, logger)));
  // Receipt e-mails, woken as each payment is fulfilled; swept for those a crash or a failed send left.
  deps.jobs.add(paymentReceiptsJob(paymentContext(deps, logger)));
  // The API's webhook outbox: sent as certificates settle, retried for 24 hours.
  deps.jobs.add(
    scheduledWebhookDelivery({ ...deps.webhookDelivery, log: logger, clock: deps.clock, jobs: deps.jobs }),
  );
  const stamper = await startTimeStamper(config, log);
  if (stamper) {
    stoppers.push(stamper.stop);
    const timestamping = timestampingJob({
      db: database.db,
      stamper: stamper.stamper,
      intervalMs: stamper.intervalMs,
      retryMs: stamper.retryMs,
      log: logger,
      clock: deps.clock,
    });
    deps.jobs.add(timestamping);
  }
  // The background jobs, on the one clock; stopped before the parts they use.
  deps.jobs.start();
  stoppers.push(() => deps.jobs.stop());
  if (stopping) return;
  await app.listen({ port: config.port, host: config.host });
  log(`ready on ${config.publicUrl} (payments: ${config.payments.kind}, mail: ${config.mail.kind})`);
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError || error instanceof DataFolderLockedError) {
    process.stderr.write(`[horodoc] ${error.message}\n`);
  } else {
    process.stderr.write(
      `[horodoc] start failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`,
    );
  }
  process.exit(1);
});
