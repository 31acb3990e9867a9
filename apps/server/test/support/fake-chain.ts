import { horodocAnchorAbi } from '@horodoc/contracts/horodoc-anchor.generated';
import { ANVIL_ACCOUNT_KEYS } from '@horodoc/contracts/start-anvil';
import {
  type Address,
  decodeFunctionData,
  type Hex,
  HttpRequestError,
  isAddressEqual,
  keccak256,
  parseTransaction,
  recoverTransactionAddress,
  toHex,
} from 'viem';
import { privateKeyToAccount } from 'viem/accounts';
import {
  type AnchorLog,
  createAnchorLog,
  type Fees,
  isAlreadyAccepted,
  type MinedAnchor,
} from '../../src/adapters/chain/anchor-log';
import { type ChainClient, createChainClient } from '../../src/adapters/chain/chain-client';
import type { Clock } from '../../src/adapters/clock/clock';
import type { ChainName } from '../../src/config';

/**
 * A chain in memory with the anchor contract on it, seen as the anchoring engine sees the real one (an
 * `AnchorLog`): signed transactions are parsed and checked as a node checks them (signature, nonce, fees), wait
 * in a pool, and are mined into blocks that come with the test's clock (one each `blockTimeMs`, as anvil's
 * interval mining) or when the test mines them; the contract's rules run on them (owner only, one record per
 * root, a sequence number per root), so a receipt carries the sequence or a revert. The test may stop the
 * mining, take the node down (every call then throws viem's `HttpRequestError`, as a refused connection does),
 * and take a snapshot to revert to (the chain going back). `test/anchor-log.test.ts` runs one contract on it and
 * on anvil, so the two cannot drift apart.
 */
export interface FakeChain {
  anchorLog: AnchorLog;
  /** The chain's identity as the engine reads it (id, contract address, name); it has no node behind it. */
  client: ChainClient;
  /** Mines `count` blocks now, after any the clock made due. */
  mine(count?: number): void;
  /** The newest block, mining first the blocks the clock has made due. */
  head(): bigint;
  /** Stops interval mining (transactions wait in the pool), or starts it again from now. */
  setIntervalMining(on: boolean): void;
  /** The node stops answering, or answers again. */
  setReachable(reachable: boolean): void;
  /** The contract's owner moves to another account: every anchoring of the signer then reverts. */
  transferOwnership(to: Address): void;
  /** A copy of the chain as it is now, to go back to. */
  snapshot(): number;
  /** The chain goes back to a snapshot: the blocks mined since are lost, their transactions with them. */
  revert(id: number): void;
  /** How many calls the engine made (the anchor log's methods), to count an idle engine's. */
  calls(): number;
  /**
   * The node's receipts name `root` in their RootAnchored event whatever was anchored (a lying or broken node),
   * or tell the truth again (null).
   */
  misreportRoots(root: Hex | null): void;
}

export interface FakeChainOptions {
  clock: Clock;
  /** A block each this long on the clock; 0 mines only when the test says so. */
  blockTimeMs?: number;
  /** As the chain client names it: a remote chain's node may lag behind, the local one never. */
  name?: ChainName;
  /** Blocks between the head and the last final one (anvil with one slot per epoch: 2). */
  finalityDepth?: number;
  /** Blocks already on the chain at the start, as a remote chain has. */
  startBlock?: number;
}

const CONTRACT = '0x5FbDB2315678afecb367f032d93F642f64180aa3';
const ZERO_ROOT = `0x${'00'.repeat(32)}` as Hex;
/** Anvil's first block has 1 gwei; an empty block lowers it by an eighth, as EIP-1559 has it. */
const GENESIS_BASE_FEE = 1_000_000_000n;
const MIN_BASE_FEE = 7n;
const PRIORITY_FEE = 1_000_000_000n;
/** The gas the contract's `anchor` uses: more for the first root, which fills the empty head slot. */
const FIRST_ANCHOR_GAS = 97_000n;
const NEXT_ANCHOR_GAS = 80_000n;
const REVERT_GAS = 24_000n;
/** A replacement must pay at least a tenth more, as geth and anvil require. */
const REPLACEMENT_BUMP_PERCENT = 10n;

interface PooledTransaction {
  hash: Hex;
  raw: Hex;
  from: Address;
  nonce: number;
  gas: bigint;
  maxFeePerGas: bigint;
  maxPriorityFeePerGas: bigint;
  root: Hex;
  leafCount: bigint;
}

interface RootRecord {
  timestamp: bigint;
  sequence: bigint;
  leafCount: bigint;
}

interface Block {
  number: bigint;
  hash: Hex;
  timestamp: number;
  baseFeePerGas: bigint;
}

/** All the chain holds: copied whole for a snapshot. */
interface ChainState {
  blocks: Block[];
  receipts: Map<Hex, MinedAnchor>;
  minedNonces: Map<Address, number>;
  balances: Map<Address, bigint>;
  owner: Address;
  count: bigint;
  head: Hex;
  records: Map<Hex, RootRecord>;
  pool: PooledTransaction[];
}

export function createFakeChain(options: FakeChainOptions): FakeChain {
  const { clock } = options;
  const blockTimeMs = options.blockTimeMs ?? 1000;
  const finalityDepth = BigInt(options.finalityDepth ?? 2);
  const client = createChainClient({
    name: options.name ?? 'local',
    // Nothing listens there: the engine reads this chain through the anchor log below, never its clients.
    rpcUrl: 'http://127.0.0.1:9',
    webSocketUrl: null,
    privateKey: ANVIL_ACCOUNT_KEYS[0],
    contractAddress: CONTRACT,
  });
  // Signing needs no node: the real adapter's, so the fake parses exactly what the engine would send.
  const signer = createAnchorLog(client);
  const signerAddress = signer.signer;
  let state: ChainState = {
    blocks: [],
    receipts: new Map(),
    minedNonces: new Map(),
    balances: new Map([[signerAddress, 10_000n * 10n ** 18n]]),
    owner: signerAddress,
    count: 0n,
    head: ZERO_ROOT,
    records: new Map(),
    pool: [],
  };
  let reachable = true;
  let nextBlockAt: number | null = blockTimeMs > 0 ? clock.now() + blockTimeMs : null;
  let calls = 0;
  const snapshots: ChainState[] = [];
  let misreported: Hex | null = null;

  const latest = () => state.blocks[state.blocks.length - 1] as Block;
  const nonceOf = (address: Address) => state.minedNonces.get(address) ?? 0;

  function nextBaseFee(parent: Block | undefined, gasUsed: bigint): bigint {
    if (!parent) return GENESIS_BASE_FEE;
    // Target 15M gas of a 30M block: an anchoring's few thousand leave it nearly empty.
    const target = 15_000_000n;
    const change = (parent.baseFeePerGas * (gasUsed - target)) / target / 8n;
    const fee = parent.baseFeePerGas + change;
    return fee < MIN_BASE_FEE ? MIN_BASE_FEE : fee;
  }

  /** Runs `anchor(root, leafCount)` as the contract does; the reason when it reverts. */
  function execute(tx: PooledTransaction, timestamp: number): { gasUsed: bigint; sequence: bigint | null } {
    if (!isAddressEqual(tx.from, state.owner)) return { gasUsed: REVERT_GAS, sequence: null };
    if (tx.root === ZERO_ROOT || tx.leafCount === 0n) return { gasUsed: REVERT_GAS, sequence: null };
    if (state.records.has(tx.root)) return { gasUsed: REVERT_GAS, sequence: null };
    const sequence = state.count + 1n;
    const gasUsed = state.head === ZERO_ROOT ? FIRST_ANCHOR_GAS : NEXT_ANCHOR_GAS;
    state.records.set(tx.root, { timestamp: BigInt(timestamp), sequence, leafCount: tx.leafCount });
    state.count = sequence;
    state.head = tx.root;
    return { gasUsed, sequence };
  }

  /** One block at `at`: the pool's transactions that may go in it (next nonce, fee at least the base fee). */
  function mineBlock(at: number) {
    const parent = state.blocks[state.blocks.length - 1];
    const number = parent ? parent.number + 1n : BigInt(options.startBlock ?? 0) + 1n;
    const timestamp = Math.max(Math.floor(at / 1000), (parent?.timestamp ?? 0) + 1);
    const baseFeePerGas = nextBaseFee(parent, parent ? gasOf(parent) : 0n);
    const hash = keccak256(toHex(`fake block ${number} ${timestamp} ${state.count} ${Math.random()}`));
    const block: Block = { number, hash, timestamp, baseFeePerGas };
    for (;;) {
      const next = state.pool
        .filter((tx) => tx.nonce === nonceOf(tx.from) && tx.maxFeePerGas >= baseFeePerGas)
        .sort((a, b) => a.nonce - b.nonce)[0];
      if (!next) break;
      state.pool = state.pool.filter((tx) => tx !== next);
      const { gasUsed, sequence } = execute(next, timestamp);
      const tip = next.maxFeePerGas - baseFeePerGas;
      const price = baseFeePerGas + (tip < next.maxPriorityFeePerGas ? tip : next.maxPriorityFeePerGas);
      state.minedNonces.set(next.from, next.nonce + 1);
      state.balances.set(next.from, (state.balances.get(next.from) ?? 0n) - gasUsed * price);
      state.receipts.set(next.hash, {
        txHash: next.hash,
        status: sequence === null ? 'reverted' : 'success',
        blockNumber: number,
        blockHash: hash,
        gasUsed,
        feeWei: gasUsed * price,
        sequence,
        root: sequence === null ? null : next.root,
      });
    }
    state.blocks.push(block);
  }

  function gasOf(block: Block): bigint {
    let gas = 0n;
    for (const receipt of state.receipts.values())
      if (receipt.blockHash === block.hash) gas += receipt.gasUsed;
    return gas;
  }

  /** Mines the blocks whose time has come: lazily, at each look, as if the node had mined them on time. */
  function catchUp() {
    while (nextBlockAt !== null && clock.now() >= nextBlockAt) {
      mineBlock(nextBlockAt);
      nextBlockAt += blockTimeMs;
    }
  }

  /** Every call of the engine: counted, refused while the node is down, the chain brought up to time. */
  function call<T>(answer: () => T): Promise<T> {
    calls += 1;
    if (!reachable)
      return Promise.reject(
        new HttpRequestError({ url: client.publicClient.transport.url ?? 'fake', details: 'fetch failed' }),
      );
    catchUp();
    try {
      return Promise.resolve(answer());
    } catch (error) {
      return Promise.reject(error);
    }
  }

  async function sendRawTransaction(raw: Hex) {
    const parsed = parseTransaction(raw);
    const from = await recoverTransactionAddress({ serializedTransaction: raw as never });
    const hash = keccak256(raw);
    if (parsed.chainId !== client.chain.id) throw new Error('invalid chain id for signer');
    if (!parsed.to || !isAddressEqual(parsed.to, CONTRACT) || !parsed.data)
      throw new Error('the fake chain runs only the anchor contract');
    const { args } = decodeFunctionData({ abi: horodocAnchorAbi, data: parsed.data });
    if (state.pool.some((tx) => tx.hash === hash) || state.receipts.has(hash))
      throw new Error('transaction already imported');
    const nonce = parsed.nonce ?? 0;
    if (nonce < nonceOf(from))
      throw new Error(`nonce too low: next nonce ${nonceOf(from)}, tx nonce ${nonce}`);
    const tx: PooledTransaction = {
      hash,
      raw,
      from,
      nonce,
      gas: parsed.gas ?? 0n,
      maxFeePerGas: parsed.maxFeePerGas ?? 0n,
      maxPriorityFeePerGas: parsed.maxPriorityFeePerGas ?? 0n,
      root: args[0] as Hex,
      leafCount: args[1] as bigint,
    };
    const replaced = state.pool.find((other) => other.from === from && other.nonce === nonce);
    if (replaced) {
      const bumped = (fee: bigint) => (fee * (100n + REPLACEMENT_BUMP_PERCENT)) / 100n;
      if (
        tx.maxFeePerGas < bumped(replaced.maxFeePerGas) ||
        tx.maxPriorityFeePerGas < bumped(replaced.maxPriorityFeePerGas)
      )
        throw new Error('replacement transaction underpriced');
      state.pool = state.pool.filter((other) => other !== replaced);
    }
    state.pool.push(tx);
  }

  /** The next nonce counting the pool: the mined one, then each pooled nonce that follows without a gap. */
  function pendingNonceOf(address: Address): number {
    let nonce = nonceOf(address);
    while (state.pool.some((tx) => tx.from === address && tx.nonce === nonce)) nonce += 1;
    return nonce;
  }

  // The first block exists from the start, as a node's genesis does.
  mineBlock(clock.now());

  const anchorLog: AnchorLog = {
    signer: signerAddress,
    minedNonce: () => call(() => nonceOf(signerAddress)),
    estimateFees: () =>
      call((): Fees => {
        // As viem estimates: the next block's base fee with a fifth more, plus the tip.
        const baseFee = nextBaseFee(latest(), gasOf(latest()));
        return { maxFeePerGas: (baseFee * 12n) / 10n + PRIORITY_FEE, maxPriorityFeePerGas: PRIORITY_FEE };
      }),
    pendingNonce: () => call(() => pendingNonceOf(signerAddress)),
    signAnchor: (root, leafCount, nonce, fees) => signer.signAnchor(root, leafCount, nonce, fees),
    async broadcast(raw) {
      try {
        await call(() => undefined);
        await sendRawTransaction(raw);
      } catch (error) {
        if (isAlreadyAccepted(error)) return;
        throw error;
      }
    },
    receipt: (txHash) =>
      call(() => {
        const receipt = state.receipts.get(txHash) ?? null;
        return receipt?.root && misreported ? { ...receipt, root: misreported } : receipt;
      }),
    blockTimestamp: (blockNumber) =>
      call(() => {
        const block = state.blocks.find((b) => b.number === blockNumber);
        if (!block) throw new Error(`block ${blockNumber} could not be found`);
        return block.timestamp;
      }),
    blockNumber: () => call(() => latest().number),
    chainEvidence: () =>
      call(() => {
        // Its blocks have no header to hash nor receipt trie: as a node that lacks them, the engine writes
        // proofs without chain evidence. Tests of the evidence run on anvil.
        throw new Error('the fake chain keeps no block headers nor receipt tries');
      }),
    finalizedBlockNumber: () =>
      call(() => {
        const final = latest().number - finalityDepth;
        return final < 0n ? 0n : final;
      }),
    count: () => call(() => state.count),
    head: () => call(() => state.head),
    recordOf: (root) => call(() => state.records.get(root) ?? { timestamp: 0n, sequence: 0n, leafCount: 0n }),
    owner: () => call(() => state.owner),
    balance: () => call(() => state.balances.get(signerAddress) ?? 0n),
  };

  return {
    anchorLog,
    client,
    mine(count = 1) {
      catchUp();
      for (let i = 0; i < count; i++) mineBlock(Math.max(clock.now(), latest().timestamp * 1000));
    },
    head() {
      catchUp();
      return latest().number;
    },
    setIntervalMining(on) {
      catchUp();
      nextBlockAt = on && blockTimeMs > 0 ? clock.now() + blockTimeMs : null;
    },
    setReachable(value) {
      catchUp();
      reachable = value;
    },
    transferOwnership(to) {
      catchUp();
      state.owner = to;
    },
    snapshot() {
      catchUp();
      snapshots.push(structuredClone(state));
      return snapshots.length - 1;
    },
    revert(id) {
      catchUp();
      const saved = snapshots[id];
      if (!saved) throw new Error(`no snapshot ${id}`);
      state = structuredClone(saved);
    },
    calls: () => calls,
    misreportRoots(root) {
      misreported = root;
    },
  };
}

/** An address the anchoring key is not: the owner a test moves the contract to, so its anchorings revert. */
export const STRANGER: Address = privateKeyToAccount(ANVIL_ACCOUNT_KEYS[1]).address;
