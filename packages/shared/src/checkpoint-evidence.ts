import { base64ToBytes, bytesToBase64 } from './checkpoint-tree';
import { bytesToHex, hexToBytes } from './merkle';
import type { ChainEvidence } from './proof';

/**
 * The L1 block header and receipt proof of a checkpoint, as a version 4 proof carries them: the very items of
 * version 3's `chainEvidence` (the header's RLP, then each trie node's RLP, root first), written one after the
 * other and compressed with zlib (RFC 1950), then base64. Both block blooms (256 bytes each, mostly zero)
 * shrink to a few bytes: the whole section then stays under 2 KB where hex would take 3.5 KB
 * (`npm run bench:checkpoint` prints both). Unpacked, they are checked by the version 3 checker.
 */

/** More than any header and receipt proof: anything larger is refused before it is read. */
const MAX_UNPACKED_BYTES = 64 * 1024;

async function transform(
  bytes: Uint8Array,
  stream: CompressionStream | DecompressionStream,
): Promise<Uint8Array> {
  const writer = stream.writable.getWriter();
  void writer.write(bytes as Uint8Array<ArrayBuffer>).catch(() => {});
  void writer.close().catch(() => {});
  const reader = stream.readable.getReader();
  const chunks: Uint8Array[] = [];
  let length = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    length += value.length;
    if (length > MAX_UNPACKED_BYTES) {
      await reader.cancel();
      throw new Error('the chain evidence unpacks to more than 64 KiB');
    }
    chunks.push(value);
  }
  const out = new Uint8Array(length);
  let offset = 0;
  for (const chunk of chunks) {
    out.set(chunk, offset);
    offset += chunk.length;
  }
  return out;
}

/** The length of the RLP item starting at `offset` (its prefix included). */
function rlpItemLength(bytes: Uint8Array, offset: number): number {
  const first = bytes[offset];
  if (first === undefined) throw new Error('truncated RLP');
  const lengthOf = (prefixEnd: number, lengthBytes: number) => {
    let n = 0;
    for (let i = 0; i < lengthBytes; i++) n = n * 256 + (bytes[prefixEnd + i] ?? Number.NaN);
    return n;
  };
  if (first < 0x80) return 1;
  if (first < 0xb8) return 1 + first - 0x80;
  if (first < 0xc0) return 1 + (first - 0xb7) + lengthOf(offset + 1, first - 0xb7);
  if (first < 0xf8) return 1 + first - 0xc0;
  return 1 + (first - 0xf7) + lengthOf(offset + 1, first - 0xf7);
}

/** Packs a header and its receipt proof (0x-hex RLP) into the string a version 4 proof carries. */
export async function packChainEvidence(
  evidence: Pick<ChainEvidence, 'header' | 'receiptProof'>,
): Promise<string> {
  const items = [evidence.header, ...evidence.receiptProof].map(hexToBytes);
  const all = new Uint8Array(items.reduce((n, item) => n + item.length, 0));
  let offset = 0;
  for (const item of items) {
    all.set(item, offset);
    offset += item.length;
  }
  return bytesToBase64(await transform(all, new CompressionStream('deflate')));
}

/**
 * The header and receipt proof (0x-hex RLP, as version 3 writes them) of a packed string.
 * @throws when it is not base64 of zlib data holding at least two whole RLP items.
 */
export async function unpackChainEvidence(
  packed: string,
): Promise<Pick<ChainEvidence, 'header' | 'receiptProof'>> {
  const all = await transform(base64ToBytes(packed), new DecompressionStream('deflate'));
  const items: string[] = [];
  for (let offset = 0; offset < all.length; ) {
    const length = rlpItemLength(all, offset);
    if (!Number.isFinite(length) || offset + length > all.length) throw new Error('truncated RLP');
    items.push(bytesToHex(all.subarray(offset, offset + length)));
    offset += length;
  }
  const [header, ...receiptProof] = items;
  if (!header || receiptProof.length === 0) throw new Error('a header and at least one trie node are needed');
  return { header, receiptProof };
}
