import { createSha256, type Sha256 } from './create-sha256';

/**
 * Up to this size a file is read whole and digested by WebCrypto, which uses the CPU's SHA instructions
 * (about 4× faster than WebAssembly here) but holds the file, and WebCrypto's own copy of it, in memory: up
 * to about 270 MB for a moment. Above it, memory matters more than speed: the file is streamed through the
 * WebAssembly SHA-256 and the tab stays flat whatever the size (measured by `npm run bench:hashing`).
 */
const WHOLE_FILE_LIMIT_BYTES = 128 * 1024 * 1024;

type Progress = (fraction: number) => void;

export interface DigestLimits {
  wholeFileLimitBytes: number;
}

const DEFAULT_LIMITS: DigestLimits = { wholeFileLimitBytes: WHOLE_FILE_LIMIT_BYTES };

function toHex(bytes: Uint8Array): `0x${string}` {
  let out = '0x';
  for (const byte of bytes) out += byte.toString(16).padStart(2, '0');
  return out as `0x${string}`;
}

/**
 * Bytes read at a time on the streaming path, into one buffer reused from read to read.
 * @internal exported for its tests
 */
export const READ_BUFFER_BYTES = 1024 * 1024;

let hasher: Promise<Sha256> | null = null;

/**
 * Compiles the WebAssembly SHA-256 once per worker and runs it a little: V8 first runs WebAssembly with a baseline
 * compiler and optimises the code that proves hot, in the background. Done when a file is chosen, so the
 * optimised code is ready by the time 'Continuer' is pressed.
 */
export function warmUpHasher(): Promise<Sha256> {
  hasher ??= createSha256().then((sha) => {
    const block = new Uint8Array(64 * 1024);
    sha.init();
    for (let i = 0; i < 64; i++) sha.update(block);
    return sha;
  });
  return hasher;
}

/**
 * SHA-256 of a file as 0x-prefixed lowercase hex, reporting the fraction done. Picks WebCrypto for files up
 * to {@link WHOLE_FILE_LIMIT_BYTES}, streaming WebAssembly above (or when WebCrypto is missing, or the whole file
 * does not fit in memory).
 */
export async function digestFile(
  file: Blob,
  onProgress: Progress,
  limits: DigestLimits = DEFAULT_LIMITS,
): Promise<`0x${string}`> {
  if (file.size <= limits.wholeFileLimitBytes && globalThis.crypto?.subtle) {
    try {
      return await digestWhole(file, onProgress);
    } catch (error) {
      // An allocation failure on a small device: the streaming path needs only a chunk at a time.
      if (!(error instanceof RangeError)) throw error;
    }
  }
  return digestStreaming(file, onProgress);
}

/**
 * One read and one WebCrypto digest. `arrayBuffer()` is the fastest read measured here: about 10 % ahead of
 * the stream read into place and of FileReaderSync, far ahead of slices.
 */
async function digestWhole(file: Blob, onProgress: Progress): Promise<`0x${string}`> {
  const bytes = await file.arrayBuffer();
  // Reading and digesting take about the same time here.
  onProgress(0.5);
  const digest = await crypto.subtle.digest('SHA-256', bytes);
  onProgress(1);
  return toHex(new Uint8Array(digest));
}

/**
 * The file's stream into the WebAssembly hasher: the browser reads ahead on its own thread while this one hashes.
 * Reads go into one reused buffer (a BYOB reader), so no garbage piles up and memory stays flat; a browser
 * without BYOB file streams gets the plain reader, whose chunks the garbage collector reclaims.
 */
async function digestStreaming(file: Blob, onProgress: Progress): Promise<`0x${string}`> {
  const sha = (await warmUpHasher()).init();
  let done = 0;
  const take = (chunk: Uint8Array) => {
    sha.update(chunk);
    done += chunk.byteLength;
    onProgress(done / file.size);
  };
  const stream = file.stream();
  let byob: ReadableStreamBYOBReader | null = null;
  try {
    byob = stream.getReader({ mode: 'byob' });
  } catch {
    // Not a byte stream in this browser.
  }
  if (byob) {
    let buffer = new ArrayBuffer(READ_BUFFER_BYTES);
    for (;;) {
      const { done: end, value } = await byob.read(new Uint8Array(buffer, 0, READ_BUFFER_BYTES));
      if (end || !value) break;
      take(value);
      // The read transferred our buffer into `value`: take it back for the next read.
      buffer = value.buffer as ArrayBuffer;
    }
  } else {
    const reader = stream.getReader();
    for (;;) {
      const chunk = await reader.read();
      if (chunk.done) break;
      take(chunk.value);
    }
  }
  onProgress(1);
  return sha.digest();
}
