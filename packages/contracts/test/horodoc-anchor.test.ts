import {
  type Address,
  BaseError,
  ContractFunctionRevertedError,
  createPublicClient,
  createWalletClient,
  type Hex,
  http,
  keccak256,
  parseEventLogs,
  toHex,
} from 'viem';
import { privateKeyToAccount } from 'viem/accounts';
import { foundry } from 'viem/chains';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deployAnchor } from '../src/deploy-anchor';
import { horodocAnchorAbi } from '../src/horodoc-anchor.generated';
import { ANVIL_ACCOUNT_KEYS, type AnvilNode, startAnvil } from '../src/start-anvil';

let node: AnvilNode;
let address: Address;
const ownerAccount = privateKeyToAccount(ANVIL_ACCOUNT_KEYS[0]);
const strangerAccount = privateKeyToAccount(ANVIL_ACCOUNT_KEYS[1]);

const clients = () => {
  const transport = http(node.rpcUrl);
  return {
    publicClient: createPublicClient({ chain: foundry, transport }),
    owner: createWalletClient({ account: ownerAccount, chain: foundry, transport }),
    stranger: createWalletClient({ account: strangerAccount, chain: foundry, transport }),
  };
};

const rootFor = (label: string): Hex => keccak256(toHex(label));

async function anchorRoot(root: Hex, leafCount: bigint, as: 'owner' | 'stranger' = 'owner') {
  const { publicClient, ...wallets } = clients();
  const hash = await wallets[as].writeContract({
    address,
    abi: horodocAnchorAbi,
    functionName: 'anchor',
    args: [root, leafCount],
    gas: 200_000n,
  });
  return publicClient.waitForTransactionReceipt({ hash, pollingInterval: 20 });
}

async function revertName(call: () => Promise<unknown>): Promise<string | undefined> {
  try {
    await call();
  } catch (error) {
    if (error instanceof BaseError) {
      const reverted = error.walk((e) => e instanceof ContractFunctionRevertedError);
      if (reverted instanceof ContractFunctionRevertedError) return reverted.data?.errorName;
    }
    throw error;
  }
  return undefined;
}

beforeAll(async () => {
  node = await startAnvil();
  const { publicClient, owner } = clients();
  ({ address } = await deployAnchor({ walletClient: owner, publicClient }));
});

afterAll(async () => {
  await node?.stop();
});

describe('HorodocAnchor', () => {
  it('appends a root and reads back its block timestamp, sequence and leaf count', async () => {
    const { publicClient } = clients();
    const root = rootFor('first');
    const receipt = await anchorRoot(root, 3n);
    expect(receipt.status).toBe('success');
    const block = await publicClient.getBlock({ blockNumber: receipt.blockNumber });
    const [timestamp, sequence, leafCount] = await publicClient.readContract({
      address,
      abi: horodocAnchorAbi,
      functionName: 'recordOf',
      args: [root],
    });
    expect(timestamp).toBe(block.timestamp);
    expect(sequence).toBe(1n);
    expect(leafCount).toBe(3n);
    expect(await publicClient.readContract({ address, abi: horodocAnchorAbi, functionName: 'head' })).toBe(
      root,
    );
  });

  it('answers zeros for a root that was never anchored', async () => {
    const { publicClient } = clients();
    const record = await publicClient.readContract({
      address,
      abi: horodocAnchorAbi,
      functionName: 'recordOf',
      args: [rootFor('never')],
    });
    expect(record).toEqual([0n, 0n, 0n]);
  });

  it('chains each root to the previous one in its event, with sequence and leaf count', async () => {
    const first = await publicClient().readContract({ address, abi: horodocAnchorAbi, functionName: 'head' });
    const second = rootFor('second');
    const third = rootFor('third');
    const receipts = [await anchorRoot(second, 10n), await anchorRoot(third, 1000n)];
    const events = receipts.flatMap((r) =>
      parseEventLogs({ abi: horodocAnchorAbi, logs: r.logs, eventName: 'RootAnchored' }),
    );
    expect(events.map((e) => e.args)).toEqual([
      { root: second, previousRoot: first, sequence: 2n, leafCount: 10n, timestamp: expect.any(BigInt) },
      { root: third, previousRoot: second, sequence: 3n, leafCount: 1000n, timestamp: expect.any(BigInt) },
    ]);
    expect(await publicClient().readContract({ address, abi: horodocAnchorAbi, functionName: 'count' })).toBe(
      3n,
    );
  });

  it('lets anyone replay the whole log from its events', async () => {
    const logs = await publicClient().getContractEvents({
      address,
      abi: horodocAnchorAbi,
      eventName: 'RootAnchored',
      fromBlock: 0n,
    });
    let previous: Hex = `0x${'0'.repeat(64)}`;
    logs.forEach((log, index) => {
      expect(log.args.previousRoot).toBe(previous);
      expect(log.args.sequence).toBe(BigInt(index + 1));
      previous = log.args.root as Hex;
    });
    expect(logs.length).toBeGreaterThanOrEqual(3);
  });

  it('refuses a root already recorded with RootAlreadyAnchored', async () => {
    const name = await revertName(() =>
      publicClient().simulateContract({
        account: ownerAccount,
        address,
        abi: horodocAnchorAbi,
        functionName: 'anchor',
        args: [rootFor('first'), 5n],
      }),
    );
    expect(name).toBe('RootAlreadyAnchored');
    const receipt = await anchorRoot(rootFor('first'), 5n);
    expect(receipt.status).toBe('reverted');
  });

  it('refuses a root appended by anyone but the owner with NotOwner', async () => {
    const name = await revertName(() =>
      publicClient().simulateContract({
        account: strangerAccount,
        address,
        abi: horodocAnchorAbi,
        functionName: 'anchor',
        args: [rootFor('intruder'), 1n],
      }),
    );
    expect(name).toBe('NotOwner');
  });

  it('refuses a zero root and an empty batch', async () => {
    const simulate = (root: Hex, leafCount: bigint) => () =>
      publicClient().simulateContract({
        account: ownerAccount,
        address,
        abi: horodocAnchorAbi,
        functionName: 'anchor',
        args: [root, leafCount],
      });
    expect(await revertName(simulate(`0x${'0'.repeat(64)}`, 1n))).toBe('InvalidRoot');
    expect(await revertName(simulate(rootFor('empty'), 0n))).toBe('EmptyBatch');
  });

  it('costs under 80,000 gas per root whatever the leaf count', async () => {
    const small = await anchorRoot(rootFor('gas-1'), 1n);
    const large = await anchorRoot(rootFor('gas-10000'), 10_000n);
    console.log(`gas per root: ${small.gasUsed} (1 leaf), ${large.gasUsed} (10,000 leaves)`);
    expect(small.gasUsed).toBeLessThan(80_000n);
    // Only the leaf count's calldata bytes differ (16 gas per non-zero byte instead of 4).
    expect(Number(large.gasUsed - small.gasUsed)).toBeLessThan(100);
  });

  it('transfers ownership, after which only the new owner may append', async () => {
    const { owner } = clients();
    const hash = await owner.writeContract({
      address,
      abi: horodocAnchorAbi,
      functionName: 'transferOwnership',
      args: [strangerAccount.address],
    });
    await publicClient().waitForTransactionReceipt({ hash, pollingInterval: 20 });
    expect(await publicClient().readContract({ address, abi: horodocAnchorAbi, functionName: 'owner' })).toBe(
      strangerAccount.address,
    );
    expect((await anchorRoot(rootFor('by-new-owner'), 1n, 'stranger')).status).toBe('success');
    expect((await anchorRoot(rootFor('by-old-owner'), 1n, 'owner')).status).toBe('reverted');
  });
});

function publicClient() {
  return clients().publicClient;
}
