import { keccak_256 } from '@noble/hashes/sha3';
import { type Hex, toRlp } from 'viem';
import { encodeBlockHeader } from './block-header';
import { type JsonRpc, toQuantity } from './json-rpc';
import { bytesToHex, hexToBytes } from './merkle';
import type { ChainEvidence } from './proof';
import { encodeReceipt, type RpcReceipt, receiptKey } from './receipt-trie';

type Node = Hex | Node[];

const nibblesOf = (bytes: Uint8Array) => Array.from(bytes).flatMap((b) => [b >> 4, b & 15]);

/** A path in hex-prefix encoding (yellow paper appendix C). */
function hexPrefix(nibbles: number[], leaf: boolean): Hex {
  const odd = nibbles.length % 2;
  const all = [(leaf ? 2 : 0) + odd, ...(odd ? [] : [0]), ...nibbles];
  let hex = '0x';
  for (const n of all) hex += n.toString(16);
  return hex as Hex;
}

interface Entry {
  path: number[];
  value: Uint8Array;
}

/**
 * Builds the trie node holding `entries` and returns how its parent refers to it (its keccak-256, or the
 * node itself when its RLP is shorter than 32 bytes). The nodes on the way to `target` are added to `proof`,
 * deepest first.
 */
function build(entries: Entry[], target: number[] | null, proof: Uint8Array[], isRoot = false): Node {
  let node: Node[];
  const only = entries[0] as Entry;
  if (entries.length === 1) {
    node = [hexPrefix(only.path, true), bytesToHex(only.value)];
  } else {
    let common = 0;
    while (entries.every((e) => e.path.length > common && e.path[common] === only.path[common])) common++;
    if (common > 0) {
      const rest = entries.map((e) => ({ path: e.path.slice(common), value: e.value }));
      const onWay = target?.slice(0, common).every((n, i) => n === only.path[i]) === true;
      node = [
        hexPrefix(only.path.slice(0, common), false),
        build(rest, onWay && target ? target.slice(common) : null, proof),
      ];
    } else {
      node = Array.from({ length: 17 }, () => '0x' as Node);
      for (let nibble = 0; nibble < 16; nibble++) {
        const group = entries.filter((e) => e.path[0] === nibble);
        if (group.length === 0) continue;
        const rest = group.map((e) => ({ path: e.path.slice(1), value: e.value }));
        node[nibble] = build(rest, target?.[0] === nibble ? target.slice(1) : null, proof);
      }
      const here = entries.find((e) => e.path.length === 0);
      if (here) node[16] = bytesToHex(here.value);
    }
  }
  const encoded = hexToBytes(toRlp(node as Parameters<typeof toRlp>[0]));
  // A node shorter than 32 bytes sits inside its parent: it is no entry of the proof (the root always is).
  if (target && (isRoot || encoded.length >= 32)) proof.push(encoded);
  return encoded.length < 32 && !isRoot ? node : bytesToHex(keccak_256(encoded));
}

/**
 * The root of the trie of `values` keyed by rlp(index), as a block's receipts root is, and the proof of the
 * value at `index` (root first).
 */
export function buildIndexedTrieProof(values: Uint8Array[], index: number): { root: Hex; proof: Hex[] } {
  const entries = values.map((value, i) => ({ path: nibblesOf(receiptKey(i)), value }));
  const proof: Uint8Array[] = [];
  const root = build(entries, nibblesOf(receiptKey(index)), proof, true) as Hex;
  return { root, proof: proof.reverse().map(bytesToHex) };
}

interface RpcBlock extends Record<string, unknown> {
  hash: string;
  receiptsRoot: string;
  transactions: string[];
}

/**
 * Reads from a node the evidence a version 3 proof carries for the transaction `transactionHash` of block
 * `blockNumber`: the header's RLP and the receipt's Merkle-Patricia proof. Each is checked against what the
 * node itself says (the header's hash, the receipts root) before it is returned.
 * @throws when the node lacks the block or its receipts, or its answers do not hash to what it claims.
 */
export async function buildChainEvidence(
  rpc: JsonRpc,
  blockNumber: number,
  transactionHash: string,
): Promise<ChainEvidence> {
  const block = (await rpc('eth_getBlockByNumber', [toQuantity(blockNumber), false])) as RpcBlock | null;
  if (!block) throw new Error(`the node has no block ${blockNumber}`);
  const header = encodeBlockHeader(block);
  if (bytesToHex(keccak_256(hexToBytes(header))) !== block.hash)
    throw new Error(`block ${blockNumber}: the header's fields do not hash to ${block.hash}`);
  const receiptIndex = block.transactions.indexOf(transactionHash);
  if (receiptIndex < 0) throw new Error(`transaction ${transactionHash} is not in block ${blockNumber}`);
  const receipts = (await rpc('eth_getBlockReceipts', [toQuantity(blockNumber)])) as RpcReceipt[] | null;
  if (!receipts || receipts.length !== block.transactions.length)
    throw new Error(`the node gave no receipts for block ${blockNumber}`);
  const { root, proof } = buildIndexedTrieProof(receipts.map(encodeReceipt), receiptIndex);
  if (root !== block.receiptsRoot)
    throw new Error(`block ${blockNumber}: its receipts hash to ${root}, not to ${block.receiptsRoot}`);
  return { header, receiptIndex, receiptProof: proof };
}
