import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import vectors from './fixtures/proof-v3-vectors.json';
import { replayNode } from './fixtures/replay-node';
import type { ProofV3 } from './proof';
import { verifyProof } from './verify-proof';

const live = vectors.proofs.live as ProofV3;
const fingerprint = live.fingerprint;
const day = 86_400;
const otherTransaction = (vectors.node['eth_getBlockByNumber ["0x2",false]'] as { transactions: string[] })
  .transactions[0] as string;
/** The same proof without its evidence, as version 2 writes it. */
const { mode: _, chainEvidence: __, rfc3161: ___, ...withoutEvidence } = live;
const asV2 = { ...withoutEvidence, version: 2 };

const evidence = live.chainEvidence as NonNullable<ProofV3['chainEvidence']>;
const flip = (hex: string, at: number) =>
  `${hex.slice(0, at)}${hex[at] === '0' ? '1' : '0'}${hex.slice(at + 1)}`;
/** The header with its state root (characters 184 to 248 of its hex) changed: another block hash. */
const otherStateRoot = { ...live, chainEvidence: { ...evidence, header: flip(evidence.header, 200) } };

describe('a version 3 proof, with no node', () => {
  it('checks document → leaf → root → receipt → receipts root → header, and gives the block hash', async () => {
    const result = await verifyProof(live, { fingerprint });
    expect(result).toMatchObject({
      valid: true,
      checkedOnChain: false,
      test: false,
      evidence: { blockHash: vectors.blockHash, receiptIndex: live.chainEvidence?.receiptIndex },
    });
  });

  it('says a test proof is a test', async () => {
    expect(await verifyProof(vectors.proofs.test)).toMatchObject({ valid: true, test: true });
  });

  it('says a proof anchored on a public test network is a test, whatever its mode', async () => {
    const { chainEvidence: _e, ...rest } = live;
    expect(await verifyProof({ ...rest, chainId: 84532 })).toMatchObject({ valid: true, test: true });
  });

  const forgeries: Array<[string, object, string]> = [
    ['backdated one day', { blockTimestamp: live.blockTimestamp - day }, 'block_time_mismatch'],
    ['backdated one year', { blockTimestamp: live.blockTimestamp - 365 * day }, 'block_time_mismatch'],
    ['moved to another block', { blockNumber: live.blockNumber - 1 }, 'block_time_mismatch'],
    ['from another contract', { contractAddress: `0x${'12'.repeat(20)}` }, 'evidence_mismatch'],
    ['with another root', { root: `0x${'34'.repeat(32)}`, path: [] }, 'root_mismatch'],
  ];
  it.each(forgeries)('refuses a proof %s', async (_name, change, reason) => {
    expect(await verifyProof({ ...live, ...change }, { fingerprint })).toMatchObject({
      valid: false,
      reason,
    });
  });

  it('refuses evidence whose header or receipt was altered', async () => {
    // Characters 316 to 380 of the header's hex are its receipts root (after the list prefix, three hashes
    // and the miner's address).
    const receiptsRoot = { ...evidence, header: flip(evidence.header, 330) };
    expect(await verifyProof({ ...live, chainEvidence: receiptsRoot })).toMatchObject({
      reason: 'evidence_mismatch',
    });
    const node = evidence.receiptProof.length - 1;
    const receiptProof = evidence.receiptProof.map((n, i) => (i === node ? flip(n, n.length - 10) : n));
    expect(await verifyProof({ ...live, chainEvidence: { ...evidence, receiptProof } })).toMatchObject({
      reason: 'evidence_mismatch',
    });
    expect(
      await verifyProof({ ...live, chainEvidence: { ...evidence, receiptIndex: evidence.receiptIndex - 1 } }),
    ).toMatchObject({ reason: 'evidence_mismatch' });
  });

  it('refuses a proof without its mode, or with an unknown one', async () => {
    const { mode: _m, ...noMode } = live;
    expect(await verifyProof(noMode)).toMatchObject({ reason: 'malformed' });
    expect(await verifyProof({ ...live, mode: 'démo' })).toMatchObject({ reason: 'malformed' });
  });
});

describe('a version 3 proof, with a node', () => {
  it('checks the header is the chain’s block at that number', async () => {
    const result = await verifyProof(live, { fingerprint, rpc: replayNode() });
    expect(result).toMatchObject({ valid: true, checkedOnChain: true, onChain: { sequence: 1 } });
  });

  const forgeries: Array<[string, object, string]> = [
    ['with another transaction of the block', { transactionHash: otherTransaction }, 'transaction_mismatch'],
    [
      'with a transaction that does not exist',
      { transactionHash: `0x${'de'.repeat(32)}` },
      'transaction_mismatch',
    ],
    ['naming another chain', { chainId: 8453 }, 'chain_mismatch'],
  ];
  it.each(forgeries)('refuses a proof %s', async (_name, change, reason) => {
    const result = await verifyProof({ ...live, ...change }, { fingerprint, rpc: replayNode() });
    expect(result).toMatchObject({ valid: false, reason });
  });

  it('refuses a header changed anywhere, which no longer hashes to the chain’s block', async () => {
    const offline = await verifyProof(otherStateRoot);
    expect(offline).toMatchObject({ valid: true });
    expect(offline.valid && offline.evidence?.blockHash).not.toBe(vectors.blockHash);
    expect(await verifyProof(otherStateRoot, { rpc: replayNode() })).toMatchObject({
      reason: 'header_not_canonical',
    });
  });

  it('refuses a header that is not the chain’s block at that number', async () => {
    const rpc = replayNode((method, answer) =>
      method === 'eth_getBlockByNumber' && answer
        ? { ...(answer as object), hash: `0x${'ab'.repeat(32)}` }
        : answer,
    );
    expect(await verifyProof(live, { rpc })).toMatchObject({ reason: 'header_not_canonical' });
  });

  it('tells a node without the block from an altered proof', async () => {
    const rpc = replayNode((method, answer) => (method === 'eth_getBlockByNumber' ? null : answer));
    expect(await verifyProof(live, { rpc })).toMatchObject({ valid: false, reason: 'history_unavailable' });
  });
});

describe('a proof without chain evidence, with a node lacking history', () => {
  it('verifies with the node’s receipt', async () => {
    expect(await verifyProof(asV2, { fingerprint, rpc: replayNode() })).toMatchObject({
      valid: true,
      evidence: null,
    });
  });

  it('says the node lacks the receipt, not that the proof is altered', async () => {
    const rpc = replayNode((method, answer) => (method === 'eth_getTransactionReceipt' ? null : answer));
    expect(await verifyProof(asV2, { rpc })).toMatchObject({ reason: 'history_unavailable' });
  });

  it('says the node lacks the block’s transactions when it lists none under a non-empty root', async () => {
    const rpc = replayNode((method, answer) =>
      method === 'eth_getBlockByNumber' && answer ? { ...(answer as object), transactions: [] } : answer,
    );
    expect(await verifyProof(asV2, { rpc })).toMatchObject({ reason: 'history_unavailable' });
  });

  it('still calls a transaction absent from a block the node has in full a forgery', async () => {
    const forged = { ...asV2, transactionHash: `0x${'de'.repeat(32)}` };
    expect(await verifyProof(forged, { rpc: replayNode() })).toMatchObject({
      reason: 'transaction_mismatch',
    });
  });
});

describe('every earlier proof', () => {
  it('still verifies: the version 2 proofs the server issued at schema 0008, and version 1 as written then', async () => {
    const folder = new URL('../../../apps/server/test/fixtures/proofs-0008/', import.meta.url);
    const files = readdirSync(folder).filter((name) => name.endsWith('.proof.json'));
    expect(files.length).toBeGreaterThan(5);
    for (const name of files) {
      const proof = JSON.parse(readFileSync(new URL(name, folder), 'utf8'));
      expect(await verifyProof(proof), name).toMatchObject({ valid: true, evidence: null, test: false });
      expect(await verifyProof({ ...proof, version: 1 }), name).toMatchObject({ valid: true });
    }
  });
});
