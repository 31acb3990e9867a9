import { ROOT_ANCHORED_TOPIC, wordAt } from './anchor-log-selectors';
import { decodeBlockHeader } from './block-header';
import { type Hex32, hexToBytes } from './merkle';
import type { ChainEvidence } from './proof';
import { decodeReceipt, receiptKey, verifyTrieProof } from './receipt-trie';

/**
 * header: the header is not one, or not that block's number and time (the date is altered); receipt: the
 * receipt proof does not hold under the header's receipts root, or the receipt is not a successful
 * RootAnchored of this root by this contract at this time.
 */
export type EvidenceCheck =
  | {
      ok: true;
      blockHash: Hex32;
      parentHash: Hex32;
      receiptIndex: number;
      /** The log's own numbers for the root: its sequence in the log and the leaf count it was given. */
      recorded: { sequence: number; leafCount: number };
    }
  | { ok: false; failure: 'header' | 'receipt'; detail: string };

/** What the evidence must show: a root anchored by a contract in a block at a time (a proof's, or its seal's). */
export interface AnchorClaim {
  blockNumber: number;
  blockTimestamp: number;
  contractAddress: string;
  root: string;
}

/**
 * Checks the chain evidence of a version 3 proof (or of a version 4 proof's seal on L1) with no node: receipt → receipts root → header → block
 * hash. What it establishes: the block whose hash it returns holds, at that index, a successful transaction
 * whose log from `contractAddress` anchored `root` at `blockTimestamp`. Whether that block is on the chain
 * is for a node, an explorer or any copy of the chain's headers to say, by that hash.
 */
export function checkChainEvidence(proof: AnchorClaim, evidence: ChainEvidence): EvidenceCheck {
  let header: ReturnType<typeof decodeBlockHeader>;
  try {
    header = decodeBlockHeader(evidence.header);
  } catch (error) {
    return { ok: false, failure: 'header', detail: `the header does not decode (${String(error)})` };
  }
  if (header.number !== proof.blockNumber || header.timestamp !== proof.blockTimestamp) {
    return {
      ok: false,
      failure: 'header',
      detail: `the header is block ${header.number} at ${header.timestamp}, the proof says block ${proof.blockNumber} at ${proof.blockTimestamp}`,
    };
  }
  let value: Uint8Array | null;
  try {
    value = verifyTrieProof(
      hexToBytes(header.receiptsRoot),
      receiptKey(evidence.receiptIndex),
      evidence.receiptProof.map(hexToBytes),
    );
  } catch {
    value = null;
  }
  if (!value)
    return {
      ok: false,
      failure: 'receipt',
      detail: `the receipt proof does not hold under ${header.receiptsRoot}`,
    };
  let receipt: ReturnType<typeof decodeReceipt>;
  try {
    receipt = decodeReceipt(value);
  } catch {
    return { ok: false, failure: 'receipt', detail: 'the proven value is not a receipt' };
  }
  const contract = proof.contractAddress.toLowerCase();
  const anchored = receipt.logs.find(
    (log) =>
      log.address === contract &&
      log.topics[0] === ROOT_ANCHORED_TOPIC &&
      log.topics[1] === proof.root &&
      log.data.length === 2 + 128 &&
      Number(wordAt(log.data, 1)) === proof.blockTimestamp,
  );
  if (receipt.status !== 1 || !anchored) {
    return {
      ok: false,
      failure: 'receipt',
      detail: `receipt ${evidence.receiptIndex} of block ${header.hash} is not a successful RootAnchored of ${proof.root} by ${proof.contractAddress}`,
    };
  }
  return {
    ok: true,
    blockHash: header.hash,
    parentHash: header.parentHash,
    receiptIndex: evidence.receiptIndex,
    recorded: {
      sequence: Number(BigInt(anchored.topics[3] ?? '0x0')),
      leafCount: Number(wordAt(anchored.data, 0)),
    },
  };
}
