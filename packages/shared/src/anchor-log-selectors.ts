/**
 * The contract's calls and event as raw JSON-RPC sees them (docs/proof-format.md, § 5), checked against the
 * ABI by a test: a verifier needs no ABI library.
 */
export const ANCHOR_SELECTORS = {
  /** anchor(bytes32 root, uint64 leafCount) returns (uint64 sequence) */
  anchor: '0xdb2c4aca',
  /** recordOf(bytes32 root) returns (uint64 timestamp, uint64 sequence, uint64 leafCount) */
  recordOf: '0xd1c60a3a',
  /** count() returns (uint64) */
  count: '0x06661abd',
  /** head() returns (bytes32) */
  head: '0x8f7dcfa3',
} as const;

/** keccak-256 of `RootAnchored(bytes32,bytes32,uint64,uint64,uint64)`: the first topic of each event. */
export const ROOT_ANCHORED_TOPIC = '0x0e91b25f622d84b6c475b088415eab7849714bfee5727dd76a3f8a4421026508';

/** One 32-byte word of ABI-encoded data as a number (uint64 values fit in a double up to 2^53). */
export function wordAt(data: string, index: number): bigint {
  const hex = data.startsWith('0x') ? data.slice(2) : data;
  const word = hex.slice(index * 64, index * 64 + 64);
  if (word.length !== 64) throw new Error(`no word ${index} in ${data}`);
  return BigInt(`0x${word}`);
}

/** A bigint or number as a 32-byte topic (`0x` + 64 hex digits). */
export const toWord = (value: bigint | number) => `0x${BigInt(value).toString(16).padStart(64, '0')}`;
