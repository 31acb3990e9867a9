import { mkdtempSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import vectors from '../../shared/src/fixtures/proof-v4-vectors.json';
import { EXIT } from '../src/exit-codes';
import { runCli } from './cli-fixture';

/**
 * `horodoc verify` on the version 4 vectors (two anvil nodes, once): with an Ethereum node alone (a node
 * replaying the L1 answers recorded then, over HTTP as any node), with no node at all, and the forged seals.
 */
const dir = mkdtempSync(join(tmpdir(), 'horodoc-sealed-'));
const write = (name: string, content: string | object) => {
  const path = join(dir, name);
  writeFileSync(path, typeof content === 'string' ? content : JSON.stringify(content, null, 2));
  return path;
};
const live = vectors.proofs.live;
const seal = live.checkpoint;
const document = write('scelle-3.txt', 'scellé 3');
const proofFile = (proof: object) => write(`preuve-${Math.random()}.json`, proof);

/** A JSON-RPC node answering from recorded answers; `change` alters one (a look-alike's code…). */
function replayServer(
  answers: Record<string, unknown>,
  change: (method: string, answer: unknown) => unknown = (_, a) => a,
): Promise<{ url: string; server: Server }> {
  const server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk) => {
      body += chunk;
    });
    request.on('end', () => {
      const { id, method, params } = JSON.parse(body);
      const key = `${method} ${JSON.stringify(params)}`;
      const answer =
        key in answers
          ? { jsonrpc: '2.0', id, result: change(method, answers[key]) }
          : { jsonrpc: '2.0', id, error: { code: -32601, message: `not recorded: ${key}` } };
      response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(answer));
    });
  });
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () =>
      resolve({ url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, server }),
    ),
  );
}

describe('horodoc verify with a sealed proof', () => {
  let l1: { url: string; server: Server };
  let lookAlike: { url: string; server: Server };
  beforeAll(async () => {
    l1 = await replayServer(vectors.nodes.l1);
    lookAlike = await replayServer(vectors.nodes.l1, (method, answer) =>
      method === 'eth_getCode' ? '0x6080604052348015600e575f5ffd5b50' : answer,
    );
  });
  afterAll(() => {
    l1?.server.close();
    lookAlike?.server.close();
  });

  it('checks it with an Ethereum node alone, and says it is sealed on Ethereum', async () => {
    const result = await runCli(['verify', document, '--proof', proofFile(live), '--l1-rpc', l1.url]);
    expect(result.stderr).toBe('');
    expect(result.code).toBe(EXIT.valid);
    expect(result.stdout).toContain('✔ Preuve valide avec Ethereum seul');
    expect(result.stdout).toMatch(/Étape +scellé sur Ethereum le /);
    expect(result.stdout).toMatch(new RegExp(`Hachage bloc Ethereum +${vectors.checkpoint.l1BlockHash}`));
    expect(result.stdout).toMatch(new RegExp(`Transaction Ethereum +${seal.transactionHash}`));
    expect(result.stdout).toContain('code authentique : HorodocAnchor');
    expect(result.stdout).toMatch(new RegExp(`Nœud Ethereum interrogé +${l1.url}`));
    expect(result.stdout).not.toContain('Nœud interrogé ');
  });

  it('checks it with no node at all down to the L1 block hash, printed to compare', async () => {
    const result = await runCli(['verify', document, '--proof', proofFile(live), '--offline']);
    expect(result.code).toBe(EXIT.valid);
    expect(result.stdout).toMatch(new RegExp(`Hachage bloc Ethereum +${vectors.checkpoint.l1BlockHash}`));
    expect(result.stdout).toContain('son code se vérifie avec un nœud Ethereum');
    expect(result.stdout).not.toContain(seal.transactionHash);
  });

  const forgeries: Array<[string, object, number, string?]> = [
    [
      'a checkpoint path to another root',
      { ...live, checkpoint: { ...seal, root: `0x${'ab'.repeat(32)}` } },
      EXIT.checkpointMismatch,
    ],
    [
      'a backdated L1 block',
      { ...live, checkpoint: { ...seal, blockTimestamp: seal.blockTimestamp - 86_400 } },
      EXIT.checkpointTimeMismatch,
    ],
    [
      'a test proof presented with a seal',
      { ...vectors.proofs.test, version: 4, checkpoint: seal },
      EXIT.checkpointTest,
      'test 1',
    ],
    [
      'a test-contract root presented as live, with a live seal',
      { ...vectors.proofs.test, mode: 'live', version: 4, checkpoint: seal },
      EXIT.checkpointMismatch,
      'test 1',
    ],
  ];
  it.each(forgeries)('refuses %s, offline and with the L1 node', async (_name, forged, code, content) => {
    const file = content ? write(`${Math.random()}.txt`, content) : document;
    const path = proofFile(forged);
    expect((await runCli(['verify', file, '--proof', path, '--offline'])).code).toBe(code);
    const online = await runCli(['verify', file, '--proof', path, '--l1-rpc', l1.url]);
    expect(online.code).toBe(code);
    expect(online.stdout).toMatch(/^✘ Sceau Ethereum|^✘ Date du sceau/);
  });

  it('refuses an L1 transaction of a look-alike contract once an Ethereum node is asked', async () => {
    const result = await runCli(['verify', document, '--proof', proofFile(live), '--l1-rpc', lookAlike.url]);
    expect(result.code).toBe(EXIT.checkpointNotGenuine);
    expect(result.stdout).toContain('Sceau Ethereum contrefait');
  });

  it('says a proof without a seal has none to check on Ethereum', async () => {
    const { checkpoint: _, ...unsealed } = live;
    const result = await runCli([
      'verify',
      document,
      '--proof',
      proofFile({ ...unsealed, version: 3 }),
      '--l1-rpc',
      l1.url,
    ]);
    expect(result.code).toBe(EXIT.noCheckpoint);
    expect(result.stdout).toContain('horodoc upgrade');
  });
});
