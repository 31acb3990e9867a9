import type { Proof } from '@horodoc/shared/proof';
import { describe, expect, it } from 'vitest';
import { sameProof } from './same-proof';

const server = {
  format: 'horodoc-proof',
  version: 3,
  mode: 'live',
  fingerprint: `0x${'ab'.repeat(32)}`,
  salt: `0x${'cd'.repeat(32)}`,
  path: [{ side: 'right', hash: `0x${'01'.repeat(32)}` }],
  root: `0x${'ef'.repeat(32)}`,
  chainId: 31337,
  contractAddress: '0x5FbDB2315678afecb367f032d93F642f64180aa3',
  transactionHash: `0x${'12'.repeat(32)}`,
  blockNumber: 3,
  blockTimestamp: 1_764_000_000,
  finalizedAt: '2026-11-27T10:00:00.000Z',
  rfc3161: { token: 'MIIB', time: '2026-11-27T09:00:00.000Z' },
} as unknown as Proof;

describe('sameProof', () => {
  it('matches the same proof, whatever its key order and address case, finality or later token', () => {
    const reordered = JSON.parse(
      JSON.stringify({ ...server, contractAddress: server.contractAddress.toLowerCase() }),
    );
    expect(sameProof(reordered, server)).toBe(true);
    const { rfc3161: _, ...older } = server as Proof & { rfc3161: unknown };
    expect(sameProof({ ...older, finalizedAt: null } as Proof, server)).toBe(true);
  });

  it('matches a copy made before the seal on Ethereum with the sealed proof, but not another seal', () => {
    const sealed = {
      ...server,
      version: 4,
      checkpoint: { root: `0x${'99'.repeat(32)}` },
    } as unknown as Proof;
    expect(sameProof(server, sealed)).toBe(true);
    expect(sameProof(sealed, sealed)).toBe(true);
    const otherSeal = { ...sealed, checkpoint: { root: `0x${'98'.repeat(32)}` } } as unknown as Proof;
    expect(sameProof(otherSeal, sealed)).toBe(false);
    expect(sameProof({ ...server, version: 2 } as unknown as Proof, sealed)).toBe(false);
  });

  const changes: Array<[string, object]> = [
    ['backdated one day', { blockTimestamp: 1_764_000_000 - 86_400 }],
    ['backdated one year', { blockTimestamp: 1_764_000_000 - 365 * 86_400 }],
    ['another block', { blockNumber: 2 }],
    ['another transaction', { transactionHash: `0x${'34'.repeat(32)}` }],
    ['another contract', { contractAddress: `0x${'56'.repeat(20)}` }],
    ['another chain', { chainId: 8453 }],
    ['another mode', { mode: 'test' }],
    ['another token', { rfc3161: { token: 'MIIC' } }],
    ['a field the server has not', { chainName: 'Base' }],
  ];
  it.each(changes)('refuses the attached proof with %s', (_name, change) => {
    expect(sameProof({ ...server, ...change } as Proof, server)).toBe(false);
  });
});
