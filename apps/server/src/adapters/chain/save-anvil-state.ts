import { promisify } from 'node:util';
import { gunzip } from 'node:zlib';
import { writeFileAtomically } from '../files/write-file-atomically';

const gunzipAsync = promisify(gunzip);

/**
 * Asks a running anvil node for its whole state (`anvil_dumpState`: accounts, contracts, blocks and
 * transactions, gzipped) and writes it as the JSON that `anvil --load-state` reads back, atomically.
 * Anvil's own `--state` file is rewritten in place (truncate, then write), so a kill during its write
 * leaves half a file and a restart on it fails or starts from nothing: the product never uses it.
 * @throws when the node does not answer within `timeoutMs`, or the write fails (the old file then stays whole).
 * @example await saveAnvilState('http://127.0.0.1:8545', 'data/chain/anvil-state.json', 10_000);
 */
export async function saveAnvilState(rpcUrl: string, path: string, timeoutMs: number): Promise<void> {
  const response = await fetch(rpcUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'anvil_dumpState', params: [] }),
    signal: AbortSignal.timeout(timeoutMs),
  });
  const answer = (await response.json()) as { result?: string; error?: { message: string } };
  if (!answer.result?.startsWith('0x')) {
    throw new Error(`anvil_dumpState failed: ${answer.error?.message ?? `HTTP ${response.status}`}`);
  }
  const state = await gunzipAsync(Buffer.from(answer.result.slice(2), 'hex'));
  // gunzip checked the bytes against their CRC; a cheap look that they are the JSON object anvil reads.
  if (state[0] !== 0x7b) throw new Error('anvil_dumpState did not answer a JSON state');
  await writeFileAtomically(path, state);
}
