import type { FastifyInstance } from 'fastify';
import type { ChainClient } from '../../src/adapters/chain/chain-client';
import type { Database } from '../../src/adapters/db/database';
import type { SimulatorProvider } from '../../src/adapters/payments/simulator-provider';
import type { Config } from '../../src/config';
import type { DepsOverrides } from '../../src/create-deps';
import type { Deps } from '../../src/deps';
import { buildTestApp, startPaymentReceipts } from './test-app';
import { muteSimulatorEvents } from './web-flow';

export interface WebFlowApp {
  app: FastifyInstance;
  deps: Deps;
  config: Config;
  /** Stops the anchoring engine and closes the app (the database and chain stay the test's). */
  close(): Promise<void>;
}

/**
 * The set-up of the web payment tests: the app on the test's database and chain, one-second blocks, its
 * anchoring engine and its receipts job started. `muteEvents` keeps the simulator's webhooks back, so a test decides whether
 * they ever come.
 */
export async function startWebFlowApp(options: {
  database: Database;
  chain: ChainClient;
  env?: Record<string, string>;
  deps?: DepsOverrides;
  muteEvents?: boolean;
}): Promise<WebFlowApp> {
  const built = await buildTestApp({
    database: options.database,
    chain: options.chain,
    env: { LOCAL_BLOCK_TIME_S: '1', ...options.env },
    deps: options.deps,
  });
  if (options.muteEvents) muteSimulatorEvents(built.deps.payments as SimulatorProvider);
  built.deps.anchoring.start();
  startPaymentReceipts(built.deps);
  return {
    ...built,
    close: async () => {
      await built.deps.anchoring.stop();
      await built.app.close();
    },
  };
}
