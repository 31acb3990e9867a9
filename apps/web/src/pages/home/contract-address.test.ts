import { describe, expect, it } from 'vitest';
import { contractAddress, contractExplorerUrl } from './contract-address';

describe('contractAddress', () => {
  it('accepts a 20-byte hex address and links it to Basescan', () => {
    const address = contractAddress('0x00000000000000000000000000000000000000aB');
    expect(address).toBe('0x00000000000000000000000000000000000000aB');
    expect(contractExplorerUrl(address ?? '0x')).toBe(
      'https://basescan.org/address/0x00000000000000000000000000000000000000aB',
    );
  });

  it('says not deployed when unset or malformed', () => {
    expect(contractAddress('')).toBeNull();
    expect(contractAddress('0x1234')).toBeNull();
    expect(contractAddress('not an address')).toBeNull();
  });
});
