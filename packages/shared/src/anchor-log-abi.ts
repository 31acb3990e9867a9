import { parseAbi } from 'viem';

/**
 * The read side of the HorodocAnchor contract, all a verifier needs. Kept equal to the compiled ABI of
 * packages/contracts by a test there.
 */
export const anchorLogReadAbi = parseAbi([
  'function recordOf(bytes32 root) view returns (uint64 timestamp, uint64 sequence, uint64 leafCount)',
  'function head() view returns (bytes32)',
  'function count() view returns (uint64)',
  'event RootAnchored(bytes32 indexed root, bytes32 indexed previousRoot, uint64 indexed sequence, uint64 leafCount, uint64 timestamp)',
]);
