import { fromRlp } from 'viem';
import { describe, expect, it } from 'vitest';
import { buildIndexedTrieProof } from './build-chain-evidence';
import { bytesToHex, hexToBytes } from './merkle';
import { decodeReceipt, encodeReceipt, type RpcReceipt, receiptKey, verifyTrieProof } from './receipt-trie';

const bloom = `0x${'00'.repeat(256)}`;
const log = { address: `0x${'11'.repeat(20)}`, topics: [`0x${'22'.repeat(32)}`], data: '0x0102' };
const receipt = (extra: Partial<RpcReceipt>): RpcReceipt => ({
  status: '0x1',
  cumulativeGasUsed: '0x5208',
  logsBloom: bloom,
  logs: [log],
  ...extra,
});

describe('receipts and their trie', () => {
  it('encodes a typed receipt as its type byte then the RLP list, a legacy one as the bare list', () => {
    const typed = encodeReceipt(receipt({ type: '0x2' }));
    expect(typed[0]).toBe(2);
    expect(decodeReceipt(typed)).toEqual({ type: 2, status: 1, logs: [log] });
    const legacy = encodeReceipt(receipt({ type: '0x0' }));
    expect(legacy[0]).toBeGreaterThanOrEqual(0xc0);
    expect(decodeReceipt(legacy)).toMatchObject({ type: 0, status: 1 });
  });

  it('appends an OP-stack deposit receipt’s nonce and version only when it has a version (Canyon)', () => {
    // op-geth, core/types/receipt.go, Receipts.EncodeIndex: the trie hashes a deposit receipt with
    // [status, cumulativeGasUsed, bloom, logs, depositNonce, depositReceiptVersion] from Canyon on, and
    // without the last two before (a Regolith receipt's nonce is not hashed).
    const canyon = encodeReceipt(
      receipt({ type: '0x7e', depositNonce: '0x10', depositReceiptVersion: '0x1' }),
    );
    expect(canyon[0]).toBe(0x7e);
    const fields = fromRlp(canyon.subarray(1), 'hex') as unknown[];
    expect(fields).toHaveLength(6);
    expect(fields.slice(4)).toEqual(['0x10', '0x01']);
    const regolith = encodeReceipt(receipt({ type: '0x7e', depositNonce: '0x10' }));
    expect(fromRlp(regolith.subarray(1), 'hex')).toHaveLength(4);
    expect(decodeReceipt(canyon)).toMatchObject({ type: 0x7e, status: 1, logs: [log] });
  });

  it('proves every value of a trie of 1, 2, 17 and 130 receipts, and nothing else', () => {
    for (const size of [1, 2, 17, 130]) {
      const values = Array.from({ length: size }, (_, i) =>
        encodeReceipt(receipt({ type: '0x2', cumulativeGasUsed: `0x${(i + 1).toString(16)}` })),
      );
      for (const index of [0, size - 1, Math.floor(size / 2)]) {
        const { root, proof } = buildIndexedTrieProof(values, index);
        const nodes = proof.map(hexToBytes);
        const proven = verifyTrieProof(hexToBytes(root), receiptKey(index), nodes);
        expect(proven && bytesToHex(proven), `${size}/${index}`).toBe(
          bytesToHex(values[index] as Uint8Array),
        );
        expect(verifyTrieProof(hexToBytes(root), receiptKey(size), nodes)).toBeNull();
        if (index > 0)
          expect(verifyTrieProof(hexToBytes(root), receiptKey(index - 1), nodes)).not.toEqual(proven);
      }
    }
  });

  it('refuses a proof whose node was changed or that another root does not commit to', () => {
    const values = [1, 2, 3].map((n) => encodeReceipt(receipt({ cumulativeGasUsed: `0x${n}` })));
    const { root, proof } = buildIndexedTrieProof(values, 1);
    const nodes = proof.map(hexToBytes);
    const changed = nodes.map((node, i) =>
      i === nodes.length - 1 ? node.map((b, j) => (j === 40 ? b ^ 1 : b)) : node,
    );
    expect(verifyTrieProof(hexToBytes(root), receiptKey(1), changed)).toBeNull();
    expect(verifyTrieProof(new Uint8Array(32), receiptKey(1), nodes)).toBeNull();
  });
});
