import { describe, expect, it } from 'vitest';
import type { CheckedCheckpoint } from './check-checkpoint';
import { proofStage } from './proof-stage';

const seal = (checkedOnChain: boolean): CheckedCheckpoint => ({
  blockHash: `0x${'ab'.repeat(32)}`,
  chainId: 1,
  blockNumber: 21_000_000,
  blockTimestamp: 1_800_000_000,
  root: `0x${'cd'.repeat(32)}`,
  l1Sequence: 3,
  checkedOnChain,
  l1Log: 'official',
  contractVersion: null,
  finalized: null,
});

describe('the stage of a verified proof', () => {
  it.each([
    ['anchored on Base when its block is not final, or nobody said', { finalized: false }, 'anchored'],
    ['anchored on Base when no Base node was asked', null, 'anchored'],
    ['finalised on Ethereum once a Base node says its block is final', { finalized: true }, 'finalized'],
  ] as const)('is %s', (_name, onChain, stage) => {
    expect(proofStage({ onChain, checkpoint: null })).toEqual({ stage });
  });

  it('is sealed on Ethereum at the L1 block’s date once the seal is checked, by a node or not', () => {
    expect(proofStage({ onChain: { finalized: false }, checkpoint: seal(true) })).toEqual({
      stage: 'sealed',
      sealedAt: 1_800_000_000,
      l1BlockNumber: 21_000_000,
      confirmedByNode: true,
    });
    expect(proofStage({ checkpoint: seal(false) })).toMatchObject({
      stage: 'sealed',
      confirmedByNode: false,
    });
  });
});
