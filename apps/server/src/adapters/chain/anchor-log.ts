import { horodocAnchorAbi } from '@horodoc/contracts/horodoc-anchor.generated';
import { buildChainEvidence } from '@horodoc/shared/build-chain-evidence';
import type { ChainEvidence } from '@horodoc/shared/proof';
import { rpcFromClient } from '@horodoc/shared/verify-proof';
import {
  encodeFunctionData,
  type Hex,
  keccak256,
  parseEventLogs,
  type TransactionReceipt,
  TransactionReceiptNotFoundError,
} from 'viem';
import type { ChainClient } from './chain-client';

/** Enough for the contract's worst case (the first root, which fills the empty head slot), with room. */
const ANCHOR_GAS_LIMIT = 150_000n;

export interface Fees {
  maxFeePerGas: bigint;
  maxPriorityFeePerGas: bigint;
}

export interface SignedAnchor extends Fees {
  hash: Hex;
  raw: Hex;
  nonce: number;
}

export interface MinedAnchor {
  txHash: Hex;
  status: 'success' | 'reverted';
  blockNumber: bigint;
  blockHash: Hex;
  gasUsed: bigint;
  feeWei: bigint;
  /** The contract's sequence number for the root, from its RootAnchored event. */
  sequence: bigint | null;
  /** The root the contract says it anchored, from the same event: what a confirmation is checked against. */
  root: Hex | null;
}

/**
 * The anchor log contract, seen by the anchoring engine: sign without the network, broadcast, read back.
 * Every call may throw the viem error of an unreachable node; the engine pauses on those.
 */
export function createAnchorLog(client: ChainClient) {
  const { publicClient, account, contractAddress } = client;

  return {
    signer: account.address,

    /** How many of the signer's transactions are mined: the next nonce the chain will accept. */
    minedNonce(): Promise<number> {
      return publicClient.getTransactionCount({ address: account.address, blockTag: 'latest' });
    },

    /** Current fees: twice the base fee plus the tip, so a rising base fee does not strand the transaction. */
    async estimateFees(): Promise<Fees> {
      const { maxFeePerGas, maxPriorityFeePerGas } = await publicClient.estimateFeesPerGas({
        type: 'eip1559',
      });
      return { maxFeePerGas, maxPriorityFeePerGas };
    },

    /** The next nonce the chain expects, counting transactions still in its pool. */
    pendingNonce(): Promise<number> {
      return publicClient.getTransactionCount({ address: account.address, blockTag: 'pending' });
    },

    /**
     * Signs `anchor(root, leafCount)` with the local key: no network call at all, so it may run inside a
     * database transaction. (viem's `walletClient.signTransaction` would first ask the node for its chain id.)
     */
    async signAnchor(root: Hex, leafCount: number, nonce: number, fees: Fees): Promise<SignedAnchor> {
      if (!account.signTransaction) throw new Error('the anchoring account cannot sign locally');
      const raw = await account.signTransaction({
        chainId: client.chain.id,
        to: contractAddress,
        data: encodeFunctionData({
          abi: horodocAnchorAbi,
          functionName: 'anchor',
          args: [root, BigInt(leafCount)],
        }),
        nonce,
        gas: ANCHOR_GAS_LIMIT,
        type: 'eip1559',
        ...fees,
      });
      return { raw, hash: keccak256(raw), nonce, ...fees };
    },

    /**
     * Broadcasts a signed transaction. Sending one the node already knows, or one already mined, is not an
     * error here: the receipt tells.
     */
    async broadcast(raw: Hex): Promise<void> {
      try {
        await publicClient.sendRawTransaction({ serializedTransaction: raw });
      } catch (error) {
        if (isAlreadyAccepted(error)) return;
        throw error;
      }
    },

    async receipt(txHash: Hex): Promise<MinedAnchor | null> {
      let receipt: TransactionReceipt;
      try {
        receipt = await publicClient.getTransactionReceipt({ hash: txHash });
      } catch (error) {
        if (error instanceof TransactionReceiptNotFoundError) return null;
        throw error;
      }
      const events = parseEventLogs({ abi: horodocAnchorAbi, logs: receipt.logs, eventName: 'RootAnchored' });
      return {
        txHash,
        status: receipt.status,
        blockNumber: receipt.blockNumber,
        blockHash: receipt.blockHash,
        gasUsed: receipt.gasUsed,
        feeWei: receipt.gasUsed * receipt.effectiveGasPrice,
        sequence: events[0]?.args.sequence ?? null,
        root: events[0]?.args.root ?? null,
      };
    },

    async blockTimestamp(blockNumber: bigint): Promise<number> {
      const block = await publicClient.getBlock({ blockNumber });
      return Number(block.timestamp);
    },

    blockNumber(): Promise<bigint> {
      return publicClient.getBlockNumber({ cacheTime: 0 });
    },

    /**
     * The anchoring block's header and the receipt's Merkle-Patricia proof (proof format version 3), each
     * checked against the node's own hashes before it is returned.
     * @throws when the node lacks the block or its receipts.
     */
    chainEvidence(blockNumber: bigint, txHash: Hex): Promise<ChainEvidence> {
      return buildChainEvidence(rpcFromClient(publicClient), Number(blockNumber), txHash);
    },

    /** The newest block final on Ethereum, or null when the node does not know the tag. */
    async finalizedBlockNumber(): Promise<bigint | null> {
      try {
        const block = await publicClient.getBlock({ blockTag: 'finalized' });
        return block.number;
      } catch {
        return null;
      }
    },

    /** How many roots the log holds: the last one's sequence number. */
    count(): Promise<bigint> {
      return publicClient.readContract({
        address: contractAddress,
        abi: horodocAnchorAbi,
        functionName: 'count',
      });
    },

    /** The last root appended (zero before the first). */
    head(): Promise<Hex> {
      return publicClient.readContract({
        address: contractAddress,
        abi: horodocAnchorAbi,
        functionName: 'head',
      });
    },

    /** The contract's record of a root: zero sequence when it was never anchored. */
    async recordOf(root: Hex) {
      const [timestamp, sequence, leafCount] = await publicClient.readContract({
        address: contractAddress,
        abi: horodocAnchorAbi,
        functionName: 'recordOf',
        args: [root],
      });
      return { timestamp, sequence, leafCount };
    },

    owner(): Promise<Hex> {
      return publicClient.readContract({
        address: contractAddress,
        abi: horodocAnchorAbi,
        functionName: 'owner',
      });
    },

    balance(): Promise<bigint> {
      return publicClient.getBalance({ address: account.address });
    },
  };
}

export type AnchorLog = ReturnType<typeof createAnchorLog>;

/**
 * A node's refusal of a transaction it already has in its pool, or whose nonce is already mined: the broadcast
 * did its job, and the receipt tells the rest.
 * @internal exported for the fake chain of the tests, which answers as nodes do
 */
export function isAlreadyAccepted(error: unknown): boolean {
  const message = error instanceof Error ? error.message : String(error);
  return /already known|nonce too low|known transaction|already imported|nonce.*(lower|already)/i.test(
    message,
  );
}
