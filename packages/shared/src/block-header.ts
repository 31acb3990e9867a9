import { keccak_256 } from '@noble/hashes/sha3';
import { fromRlp, type Hex, toRlp } from 'viem';
import { bytesToHex, type Hex32, hexToBytes } from './merkle';

/**
 * A block header's fields in consensus order (the yellow paper, then each fork's additions: London's base
 * fee, Shanghai's withdrawals root, Cancun's blob gas and beacon root, Prague's requests hash). Base (OP
 * stack) headers have the same layout. A field absent from the node's answer ends the list: forks only append.
 */
const HEADER_FIELDS = [
  ['parentHash', 'data'],
  ['sha3Uncles', 'data'],
  ['miner', 'data'],
  ['stateRoot', 'data'],
  ['transactionsRoot', 'data'],
  ['receiptsRoot', 'data'],
  ['logsBloom', 'data'],
  ['difficulty', 'quantity'],
  ['number', 'quantity'],
  ['gasLimit', 'quantity'],
  ['gasUsed', 'quantity'],
  ['timestamp', 'quantity'],
  ['extraData', 'data'],
  ['mixHash', 'data'],
  ['nonce', 'data'],
  ['baseFeePerGas', 'quantity'],
  ['withdrawalsRoot', 'data'],
  ['blobGasUsed', 'quantity'],
  ['excessBlobGas', 'quantity'],
  ['parentBeaconBlockRoot', 'data'],
  ['requestsHash', 'data'],
] as const;

/** The fields a verifier reads from a header. */
export interface DecodedHeader {
  /** keccak-256 of the header's RLP: the block hash, recomputed, never read. */
  hash: Hex32;
  parentHash: Hex32;
  receiptsRoot: Hex32;
  number: number;
  timestamp: number;
}

/** A quantity as RLP writes it: big-endian without leading zeros, zero as the empty string. */
function quantityBytes(value: string): Hex {
  const hex = BigInt(value).toString(16);
  return hex === '0' ? '0x' : `0x${hex.length % 2 ? '0' : ''}${hex}`;
}

/**
 * The RLP of a header as `eth_getBlockByNumber` returns it. The caller compares keccak-256 of the result
 * with the node's `hash`: a header of a fork this list does not know fails there rather than passing.
 */
export function encodeBlockHeader(block: Record<string, unknown>): Hex {
  const fields: Hex[] = [];
  for (const [name, kind] of HEADER_FIELDS) {
    const value = block[name];
    if (value === undefined || value === null) break;
    if (typeof value !== 'string') throw new Error(`header field ${name} is not a hex string`);
    fields.push(kind === 'quantity' ? quantityBytes(value) : (value as Hex));
  }
  return toRlp(fields);
}

const asNumber = (field: unknown): number => {
  if (!(field instanceof Uint8Array) || field.length > 6) throw new Error('not a small quantity');
  return field.reduce((n, byte) => n * 256 + byte, 0);
};
const asHash = (field: unknown): Hex32 => {
  if (!(field instanceof Uint8Array) || field.length !== 32) throw new Error('not a 32-byte hash');
  return bytesToHex(field) as Hex32;
};

/**
 * Reads a header from its RLP and recomputes its hash.
 * @throws when the bytes are not a header.
 */
export function decodeBlockHeader(rlp: string): DecodedHeader {
  const bytes = hexToBytes(rlp);
  const fields = fromRlp(bytes, 'bytes');
  if (!Array.isArray(fields) || fields.length < 15) throw new Error('not a block header');
  return {
    hash: bytesToHex(keccak_256(bytes)) as Hex32,
    parentHash: asHash(fields[0]),
    receiptsRoot: asHash(fields[5]),
    number: asNumber(fields[8]),
    timestamp: asNumber(fields[11]),
  };
}
