import { keccak_256 } from '@noble/hashes/sha3';
import { fromRlp, type Hex, toRlp } from 'viem';
import { bytesToHex, hexToBytes } from './merkle';

/**
 * The receipts trie of a block (Merkle-Patricia, yellow paper appendix D): key rlp(transaction index), value
 * the receipt's consensus encoding. A proof is the list of nodes from the root to the receipt's leaf.
 */

type RlpItem = Uint8Array | RlpItem[];

/** The trie key of the receipt at `index`: rlp(index), 0x80 for 0. */
export function receiptKey(index: number): Uint8Array {
  return hexToBytes(toRlp(index === 0 ? '0x' : quantityHex(index)));
}

const quantityHex = (value: number | bigint | string): Hex => {
  const hex = BigInt(value).toString(16);
  return hex === '0' ? '0x' : `0x${hex.length % 2 ? '0' : ''}${hex}`;
};

const nibblesOf = (bytes: Uint8Array) => Array.from(bytes).flatMap((b) => [b >> 4, b & 15]);

const sameBytes = (a: Uint8Array, b: Uint8Array) => a.length === b.length && a.every((x, i) => x === b[i]);

/** A hex-prefix encoded path (yellow paper appendix C): its nibbles, and whether it ends at a leaf. */
function decodePath(encoded: Uint8Array): { nibbles: number[]; leaf: boolean } {
  const all = nibblesOf(encoded);
  const flag = all[0] ?? 0;
  if (flag > 3) throw new Error('bad hex-prefix path');
  return { nibbles: all.slice(flag % 2 === 1 ? 1 : 2), leaf: flag >= 2 };
}

/**
 * Walks a Merkle-Patricia proof from `root` along `key`. Every node is bound to its parent by its keccak-256
 * (or embedded whole when shorter than 32 bytes), so the value returned is the one the root commits to.
 * @returns the value stored at `key`, or null when the proof shows no value there or does not hold.
 */
export function verifyTrieProof(root: Uint8Array, key: Uint8Array, proof: Uint8Array[]): Uint8Array | null {
  let path = nibblesOf(key);
  let reference: RlpItem = root;
  let next = 0;
  for (let steps = 0; steps < 200; steps++) {
    let node: RlpItem;
    if (Array.isArray(reference)) node = reference;
    else {
      const encoded = proof[next++];
      if (!encoded || reference.length !== 32 || !sameBytes(keccak_256(encoded), reference)) return null;
      node = fromRlp(encoded, 'bytes') as RlpItem;
    }
    if (!Array.isArray(node)) return null;
    if (node.length === 17) {
      if (path.length === 0) {
        const value = node[16];
        return value instanceof Uint8Array && value.length > 0 ? value : null;
      }
      reference = node[path[0] as number] as RlpItem;
      path = path.slice(1);
      if (reference instanceof Uint8Array && reference.length === 0) return null;
    } else if (node.length === 2 && node[0] instanceof Uint8Array) {
      const { nibbles, leaf } = decodePath(node[0]);
      const matches = nibbles.every((n, i) => path[i] === n);
      if (leaf)
        return matches && nibbles.length === path.length && node[1] instanceof Uint8Array ? node[1] : null;
      if (!matches) return null;
      path = path.slice(nibbles.length);
      reference = node[1] as RlpItem;
    } else return null;
  }
  return null;
}

export interface ReceiptLog {
  address: string;
  topics: string[];
  data: string;
}

/** What a verifier reads from a receipt: its type, whether it succeeded, and its logs. */
export interface DecodedReceipt {
  type: number;
  status: number;
  logs: ReceiptLog[];
}

/**
 * Reads a receipt's consensus encoding: `rlp([status, cumulativeGasUsed, logsBloom, logs, …])`, preceded by
 * its type byte for a typed receipt (EIP-2718). Deposit receipts (0x7e, OP stack) may append their deposit
 * nonce and receipt version; they are not needed here.
 * @throws when the bytes are not a receipt.
 */
export function decodeReceipt(bytes: Uint8Array): DecodedReceipt {
  const first = bytes[0] ?? 0;
  const typed = first < 0x80;
  const body = fromRlp(typed ? bytes.subarray(1) : bytes, 'bytes') as RlpItem;
  if (!Array.isArray(body) || body.length < 4) throw new Error('not a receipt');
  const [status, , , logs] = body;
  if (!(status instanceof Uint8Array) || !Array.isArray(logs)) throw new Error('not a receipt');
  return {
    type: typed ? first : 0,
    status: status.length === 1 ? (status[0] as number) : status.length === 0 ? 0 : -1,
    logs: logs.map((log) => {
      if (!Array.isArray(log) || log.length !== 3) throw new Error('not a log');
      const [address, topics, data] = log;
      if (!(address instanceof Uint8Array) || !Array.isArray(topics) || !(data instanceof Uint8Array))
        throw new Error('not a log');
      return {
        address: bytesToHex(address),
        topics: topics.map((topic) => bytesToHex(topic as Uint8Array)),
        data: bytesToHex(data),
      };
    }),
  };
}

/** A receipt as `eth_getTransactionReceipt` or `eth_getBlockReceipts` returns it (the fields encoded). */
export interface RpcReceipt {
  type?: string;
  status?: string;
  root?: string;
  cumulativeGasUsed: string;
  logsBloom: string;
  logs: Array<{ address: string; topics: string[]; data: string }>;
  depositNonce?: string;
  depositReceiptVersion?: string;
}

const DEPOSIT_TYPE = 0x7e;

/**
 * A receipt's consensus encoding, as the receipts trie holds it (EIP-2718: type byte, then the RLP list; the
 * bare list for a legacy receipt). An OP-stack deposit receipt (type 0x7e) appends its deposit nonce and
 * receipt version only when it has a receipt version (from Canyon on); earlier ones hash without them.
 * Checked against op-geth's `Receipts.EncodeIndex` (ethereum-optimism/op-geth, core/types/receipt.go).
 */
export function encodeReceipt(receipt: RpcReceipt): Uint8Array {
  const type = receipt.type === undefined ? 0 : Number(BigInt(receipt.type));
  const status: Hex = receipt.root
    ? (receipt.root as Hex)
    : BigInt(receipt.status ?? '0x0') === 1n
      ? '0x01'
      : '0x';
  type Item = Hex | Item[];
  const fields: Item[] = [
    status,
    quantityHex(receipt.cumulativeGasUsed),
    receipt.logsBloom as Hex,
    receipt.logs.map((log) => [log.address as Hex, log.topics as Hex[], log.data as Hex]),
  ];
  if (type === DEPOSIT_TYPE && receipt.depositReceiptVersion !== undefined) {
    fields.push(quantityHex(receipt.depositNonce ?? '0x0'), quantityHex(receipt.depositReceiptVersion));
  }
  const list = hexToBytes(toRlp(fields as Parameters<typeof toRlp>[0]));
  if (type === 0) return list;
  const typed = new Uint8Array(list.length + 1);
  typed[0] = type;
  typed.set(list, 1);
  return typed;
}
