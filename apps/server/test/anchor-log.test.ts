import { ANVIL_ACCOUNT_KEYS } from '@horodoc/contracts/start-anvil';
import { parseTransaction, recoverTransactionAddress } from 'viem';
import { describe, expect, it } from 'vitest';
import { createAnchorLog } from '../src/adapters/chain/anchor-log';
import { createChainClient } from '../src/adapters/chain/chain-client';

describe('the anchor log', () => {
  it('signs an anchoring without any network call, so a database transaction may hold it', async () => {
    // Port 9 (discard) on loopback: nothing answers there; a network call would fail.
    const client = createChainClient({
      name: 'local',
      rpcUrl: 'http://127.0.0.1:9',
      privateKey: ANVIL_ACCOUNT_KEYS[0],
      contractAddress: '0x5FbDB2315678afecb367f032d93F642f64180aa3',
    });
    const anchorLog = createAnchorLog(client);
    const root = `0x${'ab'.repeat(32)}` as const;
    const signed = await anchorLog.signAnchor(root, 3, 7, {
      maxFeePerGas: 2_000_000_000n,
      maxPriorityFeePerGas: 1n,
    });
    const transaction = parseTransaction(signed.raw);
    expect(transaction).toMatchObject({ chainId: 31337, nonce: 7, to: client.contractAddress.toLowerCase() });
    expect(await recoverTransactionAddress({ serializedTransaction: signed.raw as never })).toBe(
      anchorLog.signer,
    );
  });
});
