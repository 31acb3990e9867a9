import { describe, expect, it } from 'vitest';
import { checkpointLeaf } from './checkpoint-tree';
import v3vectors from './fixtures/proof-v3-vectors.json';
import vectors from './fixtures/proof-v4-vectors.json';
import { replayAnswers } from './fixtures/replay-node';
import type { ProofV3, ProofV4 } from './proof';
import { proofStage } from './proof-stage';
import { verifyProof } from './verify-proof';

const live = vectors.proofs.live as ProofV4;
const seal = live.checkpoint;
const test = vectors.proofs.test as ProofV3;
const day = 86_400;
const l1 = (change?: (method: string, answer: unknown) => unknown) =>
  replayAnswers(vectors.nodes.l1 as Record<string, unknown>, change);
const base = (change?: (method: string, answer: unknown) => unknown) =>
  replayAnswers(vectors.nodes.base as Record<string, unknown>, change);
const sealedWith = (change: Partial<ProofV4['checkpoint']>) => ({
  ...live,
  checkpoint: { ...seal, ...change },
});
/** The path with one bit of its first sibling flipped. */
const otherPath = `${seal.path[0] === 'A' ? 'B' : 'A'}${seal.path.slice(1)}`;

describe('a version 4 proof, sealed on Ethereum', () => {
  it('checks the seal with no node down to the L1 block hash', async () => {
    const result = await verifyProof(live, { fingerprint: live.fingerprint });
    expect(result).toMatchObject({
      valid: true,
      test: false,
      checkpoint: {
        blockHash: vectors.checkpoint.l1BlockHash,
        root: vectors.checkpoint.root,
        l1Sequence: 1,
        checkedOnChain: false,
        l1Log: 'local',
      },
    });
    expect(result.valid && proofStage(result)).toEqual({
      stage: 'sealed',
      sealedAt: seal.blockTimestamp,
      l1BlockNumber: seal.blockNumber,
      confirmedByNode: false,
    });
  });

  it('verifies with an Ethereum node alone: genuine log, canonical block, final', async () => {
    const result = await verifyProof(live, { fingerprint: live.fingerprint, l1Rpc: l1() });
    expect(result).toMatchObject({
      valid: true,
      checkedOnChain: false,
      checkpoint: {
        checkedOnChain: true,
        finalized: true,
        contractVersion: expect.stringContaining('HorodocAnchor'),
      },
    });
  });

  it('verifies with both nodes, the Base log giving the root the sequence its leaf names', async () => {
    expect(await verifyProof(live, { rpc: base(), l1Rpc: l1() })).toMatchObject({
      valid: true,
      checkedOnChain: true,
      onChain: { sequence: seal.sequence },
      checkpoint: { checkedOnChain: true },
    });
  });

  it('verifies every document of the three sealed batches', async () => {
    for (const proof of vectors.proofs.sealed as ProofV4[])
      expect(await verifyProof(proof), proof.fingerprint).toMatchObject({
        valid: true,
        checkpoint: { l1Sequence: 1 },
      });
  });

  it('has leaves written as § 9 says', () => {
    const [first] = vectors.checkpoint.leaves;
    expect(first).toMatchObject({ chainId: 31337, sequence: 1 });
    expect(checkpointLeaf(first as Parameters<typeof checkpointLeaf>[0])).toHaveLength(32);
  });
});

describe('a forged seal', () => {
  const offline: Array<[string, object, string]> = [
    ['with a path to another root', sealedWith({ path: otherPath }), 'checkpoint_mismatch'],
    ['naming another checkpoint root', sealedWith({ root: `0x${'ab'.repeat(32)}` }), 'checkpoint_mismatch'],
    ['at another position', sealedWith({ index: seal.index + 1 }), 'checkpoint_mismatch'],
    ['for another Base sequence', sealedWith({ sequence: seal.sequence + 1 }), 'checkpoint_mismatch'],
    ['claiming more roots than the L1 log recorded', sealedWith({ leafCount: 4 }), 'checkpoint_mismatch'],
    [
      'backdated one day',
      sealedWith({ blockTimestamp: seal.blockTimestamp - day }),
      'checkpoint_time_mismatch',
    ],
    [
      'moved to an earlier L1 block',
      sealedWith({ blockNumber: seal.blockNumber - 1 }),
      'checkpoint_time_mismatch',
    ],
    [
      'naming another L1 contract',
      sealedWith({ contractAddress: `0x${'12'.repeat(20)}` }),
      'checkpoint_evidence_mismatch',
    ],
    [
      'whose evidence is not zlib data',
      sealedWith({ chainEvidence: { receiptIndex: 3, zlib: 'AAAA' } }),
      'checkpoint_evidence_mismatch',
    ],
    [
      'pointing at another receipt of the block',
      sealedWith({ chainEvidence: { ...seal.chainEvidence, receiptIndex: 0 } }),
      'checkpoint_evidence_mismatch',
    ],
    ['on a test network for a live proof', sealedWith({ chainId: 11155111 }), 'checkpoint_not_genuine'],
    ['on Base itself, as if it were L1', sealedWith({ chainId: 31337 }), 'checkpoint_not_genuine'],
    [
      'of the test contract presented as live: a test proof carrying a seal',
      { ...test, version: 4, checkpoint: seal },
      'checkpoint_test',
    ],
    [
      'of the test contract presented as live: the mode changed, a live seal attached',
      { ...test, mode: 'live', version: 4, checkpoint: seal },
      'checkpoint_mismatch',
    ],
  ];
  it.each(offline)('is refused with no node: a seal %s', async (_name, forged, reason) => {
    expect(await verifyProof(forged)).toMatchObject({ valid: false, reason });
    expect(await verifyProof(forged, { l1Rpc: l1() })).toMatchObject({ valid: false, reason });
  });

  it('is refused on L1: a look-alike contract’s code at the seal’s address', async () => {
    const rpc = l1((method, answer) => (method === 'eth_getCode' ? '0x6080604052' : answer));
    expect(await verifyProof(live, { l1Rpc: rpc })).toMatchObject({ reason: 'checkpoint_not_genuine' });
  });

  it('is refused on L1: a header that is not the chain’s block at that number', async () => {
    const rpc = l1((method, answer) =>
      method === 'eth_getBlockByNumber' && answer && (answer as { number?: string }).number
        ? { ...(answer as object), hash: `0x${'cd'.repeat(32)}` }
        : answer,
    );
    expect(await verifyProof(live, { l1Rpc: rpc })).toMatchObject({ reason: 'checkpoint_not_canonical' });
  });

  it('is refused on L1: another transaction named than the one whose receipt it carries', async () => {
    const forged = sealedWith({ transactionHash: `0x${'de'.repeat(32)}` });
    expect(await verifyProof(forged)).toMatchObject({ valid: true });
    expect(await verifyProof(forged, { l1Rpc: l1() })).toMatchObject({
      reason: 'checkpoint_evidence_mismatch',
    });
  });

  it('is refused when the L1 node serves another chain, or the Base log gives another sequence', async () => {
    const otherChain = l1((method, answer) => (method === 'eth_chainId' ? '0x1' : answer));
    expect(await verifyProof(live, { l1Rpc: otherChain })).toMatchObject({ reason: 'chain_mismatch' });
    const otherSequence = base((method, answer) =>
      method === 'eth_call'
        ? `${(answer as string).slice(0, 66)}${'0'.repeat(63)}9${(answer as string).slice(130)}`
        : answer,
    );
    expect(await verifyProof(live, { rpc: otherSequence })).toMatchObject({ reason: 'checkpoint_mismatch' });
  });

  it('tells a silent L1 node from a forgery', async () => {
    const silent = async () => {
      throw new Error('connect ECONNREFUSED');
    };
    expect(await verifyProof(live, { l1Rpc: silent })).toMatchObject({ reason: 'chain_unreachable' });
  });
});

describe('every earlier version, beside version 4', () => {
  it('still verifies as before: the version 3 vectors, and the same proof as version 2', async () => {
    const v3 = v3vectors.proofs.live as ProofV3;
    expect(await verifyProof(v3)).toMatchObject({ valid: true, checkpoint: null });
    const { mode: _m, chainEvidence: _c, rfc3161: _r, ...asV2 } = v3;
    expect(await verifyProof({ ...asV2, version: 2 })).toMatchObject({ valid: true, checkpoint: null });
  });
});
