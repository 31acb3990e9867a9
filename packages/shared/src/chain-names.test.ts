import { describe, expect, it } from 'vitest';
import { chainNameOf, isTestNetwork } from './chain-names';
import vectors from './fixtures/proof-v3-vectors.json';
import { verifyProof } from './verify-proof';

describe('chainNameOf', () => {
  it('names a chain from its id alone, whatever name the proof gives', async () => {
    const claimed = { ...vectors.proofs.live, chainName: 'Base' };
    const result = await verifyProof(claimed);
    expect(result.valid).toBe(true);
    expect(chainNameOf(result.valid ? result.proof.chainId : 0)).toBe('réseau local de développement');
    expect(chainNameOf(8453)).toBe('Base');
    expect(chainNameOf(1)).toBe('Ethereum');
  });

  it('counts Base Sepolia as a test network, and Base and the local chain not', () => {
    expect([84532, 8453, 31337].map(isTestNetwork)).toEqual([true, false, false]);
  });
});
