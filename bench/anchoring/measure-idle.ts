import { ANVIL_ACCOUNT_KEYS } from '@horodoc/contracts/start-anvil';
import { pino } from 'pino';
import { createChainClient } from '../../apps/server/src/adapters/chain/chain-client';
import type { Database } from '../../apps/server/src/adapters/db/database';
import type { loadConfig } from '../../apps/server/src/config';
import { createAnchoringEngine } from '../../apps/server/src/modules/anchoring/create-anchoring-engine';
import type { TestChain } from '../../apps/server/test/support/chain';

export interface IdleFigures {
  cpuPct: number;
  rpcPerMin: number;
  seconds: number;
}

/** Lets the engine take the lead and finish what it found before the idle window starts. */
const SETTLE_MS = 5000;

/**
 * Runs an engine with nothing to anchor for `seconds` and measures this process's CPU share (the engine and
 * its embedded database, as the embedded server holds them) and the requests its chain client sends.
 */
export async function measureIdle(
  database: Database,
  chain: TestChain,
  settings: ReturnType<typeof loadConfig>['anchoring'],
  seconds: number,
): Promise<IdleFigures> {
  let requests = 0;
  const client = createChainClient({
    name: 'local',
    rpcUrl: chain.node.rpcUrl,
    privateKey: ANVIL_ACCOUNT_KEYS[0],
    contractAddress: chain.client.contractAddress,
    onRequest: () => {
      requests += 1;
    },
  });
  const engine = createAnchoringEngine({ database, chain: client, settings, log: pino({ level: 'silent' }) });
  engine.start();
  try {
    await new Promise((r) => setTimeout(r, SETTLE_MS));
    const before = { cpu: process.cpuUsage(), at: performance.now(), requests };
    await new Promise((r) => setTimeout(r, seconds * 1000));
    const cpu = process.cpuUsage(before.cpu);
    const elapsedMs = performance.now() - before.at;
    return {
      cpuPct: ((cpu.user + cpu.system) / 1000 / elapsedMs) * 100,
      rpcPerMin: ((requests - before.requests) / elapsedMs) * 60_000,
      seconds,
    };
  } finally {
    await engine.stop();
  }
}
