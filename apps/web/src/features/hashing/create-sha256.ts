import { emitSha256Module, SHA256_INPUT_AT } from './emit-sha256-module';

/** A streaming SHA-256: `init`, `update` as often as needed, then `digest`. One message at a time. */
export interface Sha256 {
  init(): Sha256;
  update(bytes: Uint8Array): Sha256;
  /** The digest as 0x-prefixed lowercase hex; `init` again before the next message. */
  digest(): `0x${string}`;
}

export interface Sha256Options {
  /** Whether to use WebAssembly SIMD for the message schedule; by default, when the engine has it. */
  simd?: boolean;
}

/**
 * Bytes handed to the compression function per call: copied into its memory, then hashed in one go.
 * @internal exported for its tests
 */
export const SHA256_CALL_BYTES = 1024 * 1024;

const INITIAL_STATE = [
  0x6a09e667, 0xbb67ae85, 0x3c6ef372, 0xa54ff53a, 0x510e527f, 0x9b05688c, 0x1f83d9ab, 0x5be0cd19,
];
const DATA = SHA256_INPUT_AT;

interface Sha256Exports {
  memory: WebAssembly.Memory;
  compress(ptr: number, blocks: number): void;
}

/**
 * Compiles the WebAssembly SHA-256 (see `emit-sha256-module.ts`) and wraps it: the caller's bytes go through
 * its memory in calls of up to {@link SHA256_CALL_BYTES}; a partial block waits there for the next update.
 * @example const hex = (await createSha256()).init().update(bytes).digest();
 */
export async function createSha256(options: Sha256Options = {}): Promise<Sha256> {
  const pages = Math.ceil((DATA + SHA256_CALL_BYTES + 128) / 65536);
  const withSimd = emitSha256Module(pages, true);
  const simd = options.simd ?? WebAssembly.validate(withSimd);
  const { instance } = await WebAssembly.instantiate(simd ? withSimd : emitSha256Module(pages, false));
  const { memory, compress } = instance.exports as unknown as Sha256Exports;
  // The memory never grows, so these views stay valid.
  const bytes = new Uint8Array(memory.buffer);
  const view = new DataView(memory.buffer);
  let pending = 0;
  let total = 0;

  const sha: Sha256 = {
    init() {
      for (const [i, word] of INITIAL_STATE.entries()) view.setUint32(i * 4, word, true);
      pending = 0;
      total = 0;
      return sha;
    },
    update(input) {
      total += input.length;
      let offset = 0;
      if (pending > 0) {
        offset = Math.min(64 - pending, input.length);
        bytes.set(input.subarray(0, offset), DATA + pending);
        pending += offset;
        if (pending < 64) return sha;
        compress(DATA, 1);
        pending = 0;
      }
      while (input.length - offset >= 64) {
        const length = Math.min(SHA256_CALL_BYTES, (input.length - offset) & ~63);
        bytes.set(input.subarray(offset, offset + length), DATA);
        compress(DATA, length / 64);
        offset += length;
      }
      bytes.set(input.subarray(offset), DATA);
      pending = input.length - offset;
      return sha;
    },
    digest() {
      // Padding (FIPS 180-4, §5.1.1): 0x80, zeros, then the length in bits as a 64-bit big-endian number.
      const blocks = pending + 9 > 64 ? 2 : 1;
      bytes[DATA + pending] = 0x80;
      bytes.fill(0, DATA + pending + 1, DATA + blocks * 64);
      view.setUint32(DATA + blocks * 64 - 8, Math.floor(total / 2 ** 29));
      view.setUint32(DATA + blocks * 64 - 4, (total * 8) >>> 0);
      compress(DATA, blocks);
      let hex = '0x';
      for (let i = 0; i < 8; i++)
        hex += view
          .getUint32(i * 4, true)
          .toString(16)
          .padStart(8, '0');
      return hex as `0x${string}`;
    },
  };
  return sha.init();
}
