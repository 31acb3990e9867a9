/**
 * A stand-in for the server's checkpoint job, for the test that must kill it: opens the embedded database of
 * the data folder and the two chains, runs the job's steps until it reaches `crash point`, and kills itself
 * there with SIGKILL, as `kill -9` would.
 * Usage: node --import tsx run-checkpoint-step.ts <data folder> <base rpc> <base contract> <l1 rpc> <l1 contract>
 *   <before-broadcast | after-broadcast> <the job's clock, in milliseconds>
 */
import { ANVIL_ACCOUNT_KEYS } from '@horodoc/contracts/start-anvil';
import { createChainClient } from '../../src/adapters/chain/chain-client';
import { openDatabase } from '../../src/adapters/db/database';
import { testCheckpointer } from './checkpoints';
import { drivenClock } from './driven-clock';

const [dataDir, baseRpc, baseContract, l1Rpc, l1Contract, point, now] = process.argv.slice(2) as string[];
const database = await openDatabase({ kind: 'pglite', dataDir });
const base = createChainClient({
  name: 'local',
  rpcUrl: baseRpc as string,
  privateKey: ANVIL_ACCOUNT_KEYS[0],
  contractAddress: baseContract as `0x${string}`,
});
const l1 = createChainClient({
  name: 'local-l1',
  rpcUrl: l1Rpc as string,
  privateKey: ANVIL_ACCOUNT_KEYS[2],
  contractAddress: l1Contract as `0x${string}`,
});
const clock = drivenClock(Number(now));
const checkpointer = testCheckpointer({
  database,
  base,
  l1,
  clock,
  crashPoint: (at) => {
    if (at === point) process.kill(process.pid, 'SIGKILL');
  },
});
for (let step = 0; step < 5; step++) {
  await checkpointer.tick();
  clock.advance(1000);
}
process.stdout.write('no crash point reached\n');
process.exit(1);
