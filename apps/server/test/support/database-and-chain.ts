import type { StartAnvilOptions } from '@horodoc/contracts/start-anvil';
import type { Database } from '../../src/adapters/db/database';
import { startTestChain, type TestChain } from './chain';
import type { DatabaseTarget } from './databases';

export interface DatabaseAndChain {
  database: Database;
  chain: TestChain;
  /** PostgreSQL only: the database's address, for a second connection as another instance would open. */
  url?: string;
  /** Stops the chain and drops the database. */
  close(): Promise<void>;
}

/** A fresh migrated database of the target, and a real anvil chain (one-second blocks unless told). */
export async function openDatabaseAndChain(
  target: DatabaseTarget,
  chainOptions: StartAnvilOptions = { blockTime: 1 },
): Promise<DatabaseAndChain> {
  const { database, url, cleanup } = await target.open();
  try {
    const chain = await startTestChain(chainOptions);
    return {
      database,
      chain,
      url,
      close: async () => {
        await chain.stop();
        await cleanup();
      },
    };
  } catch (error) {
    await cleanup();
    throw error;
  }
}
