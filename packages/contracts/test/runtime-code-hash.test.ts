import { readFileSync } from 'node:fs';
import { GENUINE_ANCHOR_CODE_HASHES, genuineAnchorVersion } from '@horodoc/shared/genuine-anchor-code';
import { createPublicClient, createWalletClient, http, keccak256 } from 'viem';
import { privateKeyToAccount } from 'viem/accounts';
import { foundry } from 'viem/chains';
import { describe, expect, it } from 'vitest';
import { deployAnchor } from '../src/deploy-anchor';
import {
  horodocAnchorRuntimeCodeHash,
  horodocAnchorRuntimeCodeSha256,
} from '../src/horodoc-anchor.generated';
import { ANVIL_ACCOUNT_KEYS, startAnvil } from '../src/start-anvil';

describe('the runtime code hash pinned in the verifier', () => {
  it('is the compiled contract’s, the newest entry of the pinned list', () => {
    expect(genuineAnchorVersion(horodocAnchorRuntimeCodeHash)).not.toBeNull();
    expect(Object.keys(GENUINE_ANCHOR_CODE_HASHES).at(-1)).toBe(horodocAnchorRuntimeCodeHash);
  });

  it('is printed in docs/proof-format.md, with the SHA-256 the by-hand recipe compares', () => {
    const doc = readFileSync(new URL('../../../docs/proof-format.md', import.meta.url), 'utf8');
    expect(doc).toContain(`| \`${horodocAnchorRuntimeCodeHash}\` | \`${horodocAnchorRuntimeCodeSha256}\` |`);
    expect(doc).toContain(`= ${horodocAnchorRuntimeCodeSha256.slice(2)} ] || echec "6`);
  });

  it('is exactly what a deployment leaves on chain, whoever owns it', async () => {
    const node = await startAnvil();
    try {
      const transport = http(node.rpcUrl);
      const publicClient = createPublicClient({ chain: foundry, transport });
      for (const key of ANVIL_ACCOUNT_KEYS.slice(0, 2)) {
        const walletClient = createWalletClient({
          account: privateKeyToAccount(key),
          chain: foundry,
          transport,
        });
        const { address } = await deployAnchor({ walletClient, publicClient });
        const code = await publicClient.getCode({ address });
        expect(keccak256(code as `0x${string}`)).toBe(horodocAnchorRuntimeCodeHash);
      }
    } finally {
      await node.stop();
    }
  });
});
