import { ANCHOR_SELECTORS, ROOT_ANCHORED_TOPIC, wordAt } from './anchor-log-selectors';
import { genuineAnchorVersion, runtimeCodeHash } from './genuine-anchor-code';
import { type JsonRpc, quantity, RpcAnswerError, toQuantity } from './json-rpc';
import { leafHash, rootFromPath } from './merkle';
import { type OfficialLogStatus, officialLogStatus } from './official-logs';
import { type Proof, proofSchema } from './proof';

/**
 * Why a proof does not hold, one reason per check, in the order they run (docs/proof-format.md, § 4). The
 * command line gives each its own exit code.
 */
export const PROOF_FAILURES = [
  'malformed',
  'fingerprint_mismatch',
  'leaf_mismatch',
  'root_mismatch',
  'chain_mismatch',
  'contract_not_found',
  'contract_not_genuine',
  'root_not_on_chain',
  'block_time_mismatch',
  'timestamp_mismatch',
  'transaction_mismatch',
  'chain_unreachable',
] as const;
export type ProofFailure = (typeof PROOF_FAILURES)[number];

export interface OnChainRecord {
  /** What `recordOf(root)` answers now. */
  timestamp: number;
  sequence: number;
  leafCount: number;
  /** The genuine contract version the code at the address matched. */
  contractVersion: string;
  /** Whether the anchoring block is at or below the node's `finalized` block; null when the node cannot say. */
  finalized: boolean | null;
  officialLog: OfficialLogStatus;
}

export type VerifyProofResult =
  | {
      valid: true;
      proof: Proof;
      /** Whether the root was also confirmed on chain (a node was given). */
      checkedOnChain: boolean;
      onChain?: OnChainRecord;
    }
  | { valid: false; reason: ProofFailure; detail: string };

/** A viem client, or anything with its `request` method. */
export interface RequestClient {
  request(args: { method: string; params?: unknown }): Promise<unknown>;
}

export interface VerifyProofOptions {
  /** The SHA-256 computed from the document itself; when given it must equal the proof's. */
  fingerprint?: string;
  /** A node of the proof's chain: the contract, the transaction, the block header and the root are read there. */
  rpc?: JsonRpc;
  /** The same through a viem client. */
  publicClient?: RequestClient;
}

const fail = (reason: ProofFailure, detail: string): VerifyProofResult => ({ valid: false, reason, detail });

/**
 * Checks a proof: recomputes the leaf and the root from the fingerprint, the salt and the path, then, given a
 * node, confirms on chain that genuine HorodocAnchor code at the named address recorded that root, in that
 * transaction, in a block whose header carries that timestamp. Never throws: every failure is a reason.
 * @example
 * const result = await verifyProof(JSON.parse(file), { fingerprint, rpc: httpJsonRpc(url) });
 * if (!result.valid) console.error(result.reason);
 */
export async function verifyProof(
  input: unknown,
  options: VerifyProofOptions = {},
): Promise<VerifyProofResult> {
  const parsed = proofSchema.safeParse(input);
  if (!parsed.success)
    return fail('malformed', parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; '));
  const proof = parsed.data as Proof;

  if (options.fingerprint !== undefined && options.fingerprint.toLowerCase() !== proof.fingerprint) {
    return fail(
      'fingerprint_mismatch',
      `the document's SHA-256 is ${options.fingerprint}, the proof's ${proof.fingerprint}`,
    );
  }
  const leaf = leafHash(proof.salt, proof.fingerprint);
  if (proof.leaf !== undefined && leaf !== proof.leaf)
    return fail('leaf_mismatch', `SHA-256(0x00 || salt || fingerprint) is ${leaf}, not ${proof.leaf}`);
  const root = rootFromPath(leaf, proof.path);
  if (root !== proof.root) return fail('root_mismatch', `the path leads to ${root}, not to ${proof.root}`);

  const rpc = options.rpc ?? (options.publicClient ? rpcFromClient(options.publicClient) : undefined);
  if (!rpc) return { valid: true, proof, checkedOnChain: false };
  try {
    return await checkOnChain(proof, rpc);
  } catch (error) {
    return fail('chain_unreachable', error instanceof Error ? (error.message.split('\n')[0] ?? '') : '');
  }
}

/** Adapts a viem client: its errors with a JSON-RPC code are the node's answers, the others unreachability. */
export function rpcFromClient(client: RequestClient): JsonRpc {
  return async (method, params) => {
    try {
      return await client.request({ method, params });
    } catch (error) {
      const code = (error as { code?: unknown }).code;
      if (typeof code === 'number' && code < 0)
        throw new RpcAnswerError(error instanceof Error ? error.message : String(error), code);
      throw error;
    }
  };
}

const sameAddress = (a: unknown, b: string) => typeof a === 'string' && a.toLowerCase() === b.toLowerCase();

interface Receipt {
  status: string;
  blockNumber: string;
  logs: Array<{ address: string; topics: string[]; data: string }>;
}

async function checkOnChain(proof: Proof, rpc: JsonRpc): Promise<VerifyProofResult> {
  const contract = proof.contractAddress;
  const chainId = quantity(await rpc('eth_chainId', []));
  if (chainId !== proof.chainId)
    return fail('chain_mismatch', `the node serves chain ${chainId}, the proof names ${proof.chainId}`);

  const code = (await rpc('eth_getCode', [contract, 'latest'])) as string;
  if (!code || code === '0x')
    return fail('contract_not_found', `no contract at ${contract} on chain ${chainId}`);
  const codeHash = runtimeCodeHash(code);
  const contractVersion = genuineAnchorVersion(codeHash);
  if (!contractVersion) {
    return fail(
      'contract_not_genuine',
      `the code at ${contract} hashes to ${codeHash}, which is no released HorodocAnchor`,
    );
  }

  const answer = (await rpc('eth_call', [
    { to: contract, data: `${ANCHOR_SELECTORS.recordOf}${proof.root.slice(2)}` },
    'latest',
  ])) as string;
  const [timestamp, sequence, leafCount] = [0, 1, 2].map((i) => Number(wordAt(answer, i))) as [
    number,
    number,
    number,
  ];
  if (sequence === 0)
    return fail('root_not_on_chain', `the contract ${contract} never recorded the root ${proof.root}`);
  const block = (await rpc('eth_getBlockByNumber', [toQuantity(proof.blockNumber), false])) as {
    timestamp: string;
  } | null;
  const headerTime = block ? quantity(block.timestamp) : null;
  if (headerTime !== proof.blockTimestamp) {
    return fail(
      'block_time_mismatch',
      `the header of block ${proof.blockNumber} says ${headerTime}, the proof ${proof.blockTimestamp}`,
    );
  }

  if (timestamp !== proof.blockTimestamp) {
    return fail(
      'timestamp_mismatch',
      `the contract recorded the root at ${timestamp}, the proof says ${proof.blockTimestamp}`,
    );
  }

  const receipt = (await rpc('eth_getTransactionReceipt', [proof.transactionHash])) as Receipt | null;
  if (!receipt)
    return fail(
      'transaction_mismatch',
      `transaction ${proof.transactionHash} does not exist on chain ${chainId}`,
    );
  const recorded = receipt.logs.some(
    (log) =>
      sameAddress(log.address, contract) &&
      log.topics[0] === ROOT_ANCHORED_TOPIC &&
      log.topics[1] === proof.root,
  );
  if (quantity(receipt.status) !== 1 || !recorded || quantity(receipt.blockNumber) !== proof.blockNumber) {
    return fail(
      'transaction_mismatch',
      `transaction ${proof.transactionHash} did not record this root in block ${proof.blockNumber}`,
    );
  }

  return {
    valid: true,
    proof,
    checkedOnChain: true,
    onChain: {
      timestamp,
      sequence,
      leafCount,
      contractVersion,
      finalized: await isFinal(rpc, proof.blockNumber),
      officialLog: officialLogStatus(proof.chainId, contract),
    },
  };
}

/** Whether `blockNumber` is at or below the node's `finalized` block; null when the node does not know the tag. */
export async function isFinal(rpc: JsonRpc, blockNumber: number): Promise<boolean | null> {
  try {
    const finalized = (await rpc('eth_getBlockByNumber', ['finalized', false])) as { number: string } | null;
    return finalized ? quantity(finalized.number) >= blockNumber : null;
  } catch (error) {
    if (error instanceof RpcAnswerError) return null;
    throw error;
  }
}
