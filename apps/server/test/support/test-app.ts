import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { pino } from 'pino';
import type { ChainClient } from '../../src/adapters/chain/chain-client';
import type { Database } from '../../src/adapters/db/database';
import type { Logger } from '../../src/adapters/logger';
import { buildApp } from '../../src/app';
import { type Config, loadConfig } from '../../src/config';
import { createDeps, type DepsOverrides } from '../../src/create-deps';
import type { Deps } from '../../src/deps';
import { paymentContext } from '../../src/modules/payments/payment-context';
import { paymentReceiptsJob } from '../../src/modules/payments/payment-receipts-job';
import { checkAnswersAgainstDocument } from './documented-answers';

export interface TestAppOptions {
  database: Database;
  chain: ChainClient;
  env?: Record<string, string>;
  serveSite?: boolean;
  /** Parts the test brings itself (its clock, its payment provider...), as `createDeps` takes them. */
  deps?: DepsOverrides;
  /** The process logger to hand to Fastify (none by default). */
  logger?: Logger;
}

/** A test's configuration: the embedded defaults, in a temporary data folder of its own. */
export function testConfig(env: Record<string, string> = {}): Config {
  const dataDir = mkdtempSync(join(tmpdir(), 'horodoc-test-'));
  return loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir, LOG_LEVEL: 'silent', ...env }, 'test');
}

/**
 * The real application on real parts, built by the server's own composition root, with a temporary data
 * folder and no open port; every answer of the signed API it sends is held to the OpenAPI document. Closing the app releases what it built (Redis, the mailer); the engine is not
 * started, and the test's database and chain stay the test's.
 */
export async function buildTestApp(
  options: TestAppOptions,
): Promise<{ app: FastifyInstance; deps: Deps; config: Config }> {
  const config = testConfig(options.env);
  const deps = await createDeps(config, {
    database: options.database,
    chain: options.chain,
    log: pino({ level: process.env.TEST_LOG_LEVEL ?? 'silent' }),
    // The engine is not started here: health reports only the adapters unless a test adds its parts.
    healthParts: {},
    ...options.deps,
  });
  const app = await buildApp(deps, { serveSite: options.serveSite ?? false, logger: options.logger });
  app.addHook('onClose', () => deps.close());
  checkAnswersAgainstDocument(app);
  await app.ready();
  return { app, deps, config };
}

/**
 * The receipts job added to the app's jobs and started, as the server does: for the tests that read receipt
 * e-mails. The jobs stop when the app closes.
 */
export function startPaymentReceipts(deps: Deps): void {
  deps.jobs.add(paymentReceiptsJob(paymentContext(deps, deps.log)));
  deps.jobs.start();
}
