import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { pino } from 'pino';
import type { ChainClient } from '../../src/adapters/chain/chain-client';
import type { Database } from '../../src/adapters/db/database';
import type { Logger } from '../../src/adapters/logger';
import { createMailer } from '../../src/adapters/mail/mailer';
import { createPaymentProvider } from '../../src/adapters/payments/create-payment-provider';
import { type AppDeps, buildApp } from '../../src/app';
import { type Config, loadConfig } from '../../src/config';
import { createAnchoringEngine } from '../../src/modules/anchoring/create-anchoring-engine';

export interface TestAppOptions {
  database: Database;
  chain: ChainClient;
  env?: Record<string, string>;
  serveSite?: boolean;
  deps?: Partial<AppDeps>;
  /** The process logger to hand to Fastify (none by default). */
  logger?: Logger;
}

/** The real application on real parts, with a temporary data folder and no open port. */
export async function buildTestApp(
  options: TestAppOptions,
): Promise<{ app: FastifyInstance; deps: AppDeps; config: Config }> {
  const dataDir = mkdtempSync(join(tmpdir(), 'horodoc-test-'));
  const config = loadConfig(
    { NODE_ENV: 'test', DATA_DIR: dataDir, LOG_LEVEL: 'silent', ...options.env },
    'test',
  );
  const deps: AppDeps = {
    config,
    database: options.database,
    chain: options.chain,
    mailer: createMailer(config.mail),
    payments: createPaymentProvider(config),
    anchoring: createAnchoringEngine({
      database: options.database,
      chain: options.chain,
      settings: config.anchoring,
      log: pino({ level: process.env.TEST_LOG_LEVEL ?? 'silent' }),
    }),
    healthParts: {},
    ...options.deps,
  };
  const app = await buildApp(deps, { serveSite: options.serveSite ?? false, logger: options.logger });
  await app.ready();
  return { app, deps, config };
}
