/**
 * A stand-in for the server process, for tests that must kill it: takes the data folder's lock and starts
 * the embedded chain as `server.ts` does, prints `ready <anvil pid>`, then waits to be killed.
 * Usage: node --import tsx run-embedded-parts.ts <data folder> <rpc port> [lock-only | l1]
 * (`l1`: the embedded Ethereum L1 instead of the Base stand-in.)
 */
import { startEmbeddedChain, startEmbeddedL1 } from '../../src/adapters/chain/embedded-chain';
import { readNodeRecord } from '../../src/adapters/chain/embedded-node-record';
import { lockDataFolder } from '../../src/adapters/process/lock-data-folder';

const [dataDir, port, mode] = process.argv.slice(2);
if (!dataDir || !port) throw new Error('usage: run-embedded-parts.ts <data folder> <rpc port> [lock-only]');
await lockDataFolder(dataDir);
if (mode === 'lock-only') {
  process.stdout.write('ready 0\n');
} else if (mode === 'l1') {
  await startEmbeddedL1({ dataDir, blockTimeS: 1, rpcPort: Number(port), log: () => {} });
  process.stdout.write(`ready ${readNodeRecord(`${dataDir}/l1-chain`)?.pid ?? 0}\n`);
} else {
  await startEmbeddedChain({ dataDir, blockTimeS: 1, rpcPort: Number(port), log: () => {} });
  process.stdout.write(`ready ${readNodeRecord(`${dataDir}/chain`)?.pid ?? 0}\n`);
}
setInterval(() => {}, 60_000);
