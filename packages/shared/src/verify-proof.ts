import { ANCHOR_SELECTORS, ROOT_ANCHORED_TOPIC, wordAt } from './anchor-log-selectors';
import { isFinal } from './block-finality';
import { isTestNetwork } from './chain-names';
import { checkChainEvidence } from './check-chain-evidence';
import { type CheckedCheckpoint, checkCheckpoint } from './check-checkpoint';
import { genuineAnchorVersion, runtimeCodeHash } from './genuine-anchor-code';
import { type JsonRpc, quantity, RpcAnswerError, toQuantity } from './json-rpc';
import { type Hex32, leafHash, rootFromPath } from './merkle';
import { type OfficialLogStatus, officialLogStatus } from './official-logs';
import { type Proof, proofSchema } from './proof';
import type { ProofFailure } from './proof-failures';
import { verifyCheckpoint } from './verify-checkpoint';

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

/** What the chain evidence of a version 3 proof established with no node. */
export interface CheckedEvidence {
  /** keccak-256 of the header carried by the proof: compare it with any explorer or archive. */
  blockHash: Hex32;
  receiptIndex: number;
}

export type VerifyProofResult =
  | {
      valid: true;
      proof: Proof;
      /** Whether the root was also confirmed on chain (a node was given). */
      checkedOnChain: boolean;
      onChain?: OnChainRecord;
      /** The chain evidence, checked; null when the proof carries none (versions 1 and 2). */
      evidence: CheckedEvidence | null;
      /**
       * A test proof: made with a test key (`mode: "test"`, version 3) or anchored on a public test network.
       * It holds technically and proves nothing: every verifier says so.
       */
      test: boolean;
      /** The seal on Ethereum L1 (version 4), checked; null when the proof carries none. */
      checkpoint: CheckedCheckpoint | null;
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
  /**
   * An Ethereum L1 node: a version 4 proof's seal is then confirmed there (genuine log, canonical block).
   * Without it the seal is checked with no node, down to the L1 block hash.
   */
  l1Rpc?: JsonRpc;
}

type Failure = Extract<VerifyProofResult, { valid: false }>;

const fail = (reason: ProofFailure, detail: string): Failure => ({ valid: false, reason, detail });

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

  const test =
    (proof.version >= 3 && 'mode' in proof && proof.mode === 'test') || isTestNetwork(proof.chainId);
  const rpc = options.rpc ?? (options.publicClient ? rpcFromClient(options.publicClient) : undefined);
  let base: { onChain?: OnChainRecord; evidence: CheckedEvidence | null };
  if (!rpc) {
    const evidence = checkEvidence(proof);
    if (evidence && 'reason' in evidence) return evidence;
    base = { evidence };
  } else {
    try {
      const checked = await checkOnChain(proof, rpc);
      if ('reason' in checked) return checked;
      base = checked;
    } catch (error) {
      return fail('chain_unreachable', firstLine(error));
    }
  }
  const checkpoint = await checkSeal(proof, options.l1Rpc, base.onChain);
  if (checkpoint && 'reason' in checkpoint) return checkpoint;
  return { valid: true, proof, checkedOnChain: rpc !== undefined, ...base, test, checkpoint };
}

const firstLine = (error: unknown) => (error instanceof Error ? (error.message.split('\n')[0] ?? '') : '');

/**
 * A version 4 proof's seal: checked with no node, or on L1 when a node is given; and, when the Base node was
 * asked, the sequence the seal's leaf names must be the one the Base log gives the root.
 */
async function checkSeal(
  proof: Proof,
  l1Rpc: JsonRpc | undefined,
  onChain: OnChainRecord | undefined,
): Promise<CheckedCheckpoint | Failure | null> {
  if (proof.version !== 4) return null;
  if (onChain && onChain.sequence !== proof.checkpoint.sequence) {
    return fail(
      'checkpoint_mismatch',
      `the Base log gives the root sequence ${onChain.sequence}, the seal's leaf names ${proof.checkpoint.sequence}`,
    );
  }
  if (!l1Rpc) return checkCheckpoint(proof);
  try {
    return await verifyCheckpoint(proof, l1Rpc);
  } catch (error) {
    return fail('chain_unreachable', `L1: ${firstLine(error)}`);
  }
}

/**
 * The chain evidence of a version 3 proof, checked with no node: its block hash, a failure, or null when the
 * proof carries none. A header that is not the proof's block and time says the date was altered.
 */
function checkEvidence(proof: Proof): CheckedEvidence | Failure | null {
  if ((proof.version !== 3 && proof.version !== 4) || !proof.chainEvidence) return null;
  const checked = checkChainEvidence(proof, proof.chainEvidence);
  if (!checked.ok)
    return fail(checked.failure === 'header' ? 'block_time_mismatch' : 'evidence_mismatch', checked.detail);
  return { blockHash: checked.blockHash, receiptIndex: checked.receiptIndex };
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

interface Block {
  hash: string;
  timestamp: string;
  transactionsRoot: string;
  transactions: string[];
}

/** The transactions root of a block without transactions: a node that lists none for another root lacks them. */
const EMPTY_TRIE_ROOT = '0x56e81f171bcc55a6ff8345e692c0f86e5b48e01b996cadc001622fb5e363b421';

const unavailable = (what: string) =>
  fail('history_unavailable', `the node does not serve ${what}: ask an archive node`);

/**
 * The checks that need a node, in the order of docs/proof-format.md § 5; the chain evidence, when the proof
 * has it, is checked once the contract is known to be genuine, and its block then found on the chain.
 */
async function checkOnChain(
  proof: Proof,
  rpc: JsonRpc,
): Promise<{ onChain: OnChainRecord; evidence: CheckedEvidence | null } | Failure> {
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
  const evidence = checkEvidence(proof);
  if (evidence && 'reason' in evidence) return evidence;

  const block = (await rpc('eth_getBlockByNumber', [toQuantity(proof.blockNumber), false])) as Block | null;
  if (!block) return unavailable(`block ${proof.blockNumber}`);
  if (evidence && block.hash !== evidence.blockHash) {
    return fail(
      'header_not_canonical',
      `block ${proof.blockNumber} of this chain is ${block.hash}, the proof's header hashes to ${evidence.blockHash}`,
    );
  }
  const headerTime = quantity(block.timestamp);
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

  const transactions = block.transactions ?? [];
  if (transactions.length === 0 && block.transactionsRoot !== EMPTY_TRIE_ROOT)
    return unavailable(`the transactions of block ${proof.blockNumber}`);
  const position = transactions.indexOf(proof.transactionHash);
  const notHere = () =>
    fail(
      'transaction_mismatch',
      `transaction ${proof.transactionHash} did not record this root in block ${proof.blockNumber}`,
    );
  if (position < 0) return notHere();
  if (evidence) {
    // The evidence proved the receipt at its index: the transaction at that index is the one named.
    if (position !== evidence.receiptIndex) return notHere();
  } else {
    const receipt = (await rpc('eth_getTransactionReceipt', [proof.transactionHash])) as Receipt | null;
    if (!receipt) return unavailable(`the receipt of transaction ${proof.transactionHash}`);
    const recorded = receipt.logs.some(
      (log) =>
        sameAddress(log.address, contract) &&
        log.topics[0] === ROOT_ANCHORED_TOPIC &&
        log.topics[1] === proof.root,
    );
    if (quantity(receipt.status) !== 1 || !recorded || quantity(receipt.blockNumber) !== proof.blockNumber)
      return notHere();
  }

  const onChain: OnChainRecord = {
    timestamp,
    sequence,
    leafCount,
    contractVersion,
    finalized: await isFinal(rpc, proof.blockNumber),
    officialLog: officialLogStatus(proof.chainId, contract),
  };
  return { onChain, evidence };
}
