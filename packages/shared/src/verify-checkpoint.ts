import { ANCHOR_SELECTORS, wordAt } from './anchor-log-selectors';
import { isFinal } from './block-finality';
import { type CheckedCheckpoint, type CheckpointFailure, checkCheckpoint } from './check-checkpoint';
import { genuineAnchorVersion, runtimeCodeHash } from './genuine-anchor-code';
import { type JsonRpc, quantity, toQuantity } from './json-rpc';
import type { ProofV4 } from './proof';
import type { ProofFailure } from './proof-failures';

const fail = (reason: ProofFailure, detail: string): CheckpointFailure => ({ valid: false, reason, detail });

interface Block {
  hash: string;
  transactionsRoot: string;
  transactions: string[];
}

/** The transactions root of a block without transactions. */
const EMPTY_TRIE_ROOT = '0x56e81f171bcc55a6ff8345e692c0f86e5b48e01b996cadc001622fb5e363b421';

/**
 * Checks a version 4 proof's seal with an Ethereum node and nothing else (no Base node): the seal with no
 * node first ({@link checkCheckpoint}), then on L1 that genuine HorodocAnchor code at the seal's address
 * recorded the checkpoint root at the block's time, that the header is that chain's block at that number, and
 * that the transaction named is the one whose receipt the proof carries. Never throws for a node's answer;
 * an unreachable node throws, for the caller to call it so.
 */
export async function verifyCheckpoint(
  proof: ProofV4,
  rpc: JsonRpc,
): Promise<CheckedCheckpoint | CheckpointFailure> {
  const offline = await checkCheckpoint(proof);
  if ('valid' in offline) return offline;
  const seal = proof.checkpoint;
  const chainId = quantity(await rpc('eth_chainId', []));
  if (chainId !== seal.chainId)
    return fail('chain_mismatch', `the L1 node serves chain ${chainId}, the seal names ${seal.chainId}`);

  const code = (await rpc('eth_getCode', [seal.contractAddress, 'latest'])) as string;
  const contractVersion = code && code !== '0x' ? genuineAnchorVersion(runtimeCodeHash(code)) : null;
  if (!contractVersion) {
    return fail(
      'checkpoint_not_genuine',
      `the code at ${seal.contractAddress} on chain ${chainId} is no released HorodocAnchor`,
    );
  }
  const record = (await rpc('eth_call', [
    { to: seal.contractAddress, data: `${ANCHOR_SELECTORS.recordOf}${seal.root.slice(2)}` },
    'latest',
  ])) as string;
  const [timestamp, sequence, leafCount] = [0, 1, 2].map((i) => Number(wordAt(record, i)));
  if (sequence === 0)
    return fail('checkpoint_evidence_mismatch', `the L1 log never recorded the checkpoint root ${seal.root}`);
  if (timestamp !== seal.blockTimestamp)
    return fail(
      'checkpoint_time_mismatch',
      `the L1 log recorded it at ${timestamp}, the seal says ${seal.blockTimestamp}`,
    );
  if (leafCount !== seal.leafCount)
    return fail(
      'checkpoint_mismatch',
      `the L1 log recorded ${leafCount} roots under it, the seal ${seal.leafCount}`,
    );

  const block = (await rpc('eth_getBlockByNumber', [toQuantity(seal.blockNumber), false])) as Block | null;
  if (!block)
    return fail(
      'history_unavailable',
      `the L1 node does not serve block ${seal.blockNumber}: ask an archive node`,
    );
  if (block.hash !== offline.blockHash) {
    return fail(
      'checkpoint_not_canonical',
      `L1 block ${seal.blockNumber} is ${block.hash}, the seal's header hashes to ${offline.blockHash}`,
    );
  }
  const transactions = block.transactions ?? [];
  if (transactions.length === 0 && block.transactionsRoot !== EMPTY_TRIE_ROOT)
    return fail(
      'history_unavailable',
      `the L1 node does not list the transactions of block ${seal.blockNumber}`,
    );
  if (transactions[seal.chainEvidence.receiptIndex] !== seal.transactionHash) {
    return fail(
      'checkpoint_evidence_mismatch',
      `transaction ${seal.transactionHash} is not n° ${seal.chainEvidence.receiptIndex} of L1 block ${seal.blockNumber}`,
    );
  }
  return {
    ...offline,
    checkedOnChain: true,
    contractVersion,
    finalized: await isFinal(rpc, seal.blockNumber),
  };
}
