import type { HashRequest, HashResponse } from './hash-protocol';

/** Thrown when the caller aborted the hashing through its signal. */
class HashAbortedError extends Error {
  override name = 'AbortError';
  constructor() {
    super('hashing aborted');
  }
}

/** The User Timing entry of each hash (DevTools' performance panel, and `npm run bench:hashing`). */
const HASH_MEASURE = 'horodoc:hash-file';

/** One worker kept ready between files, so hashing starts at once (no script load, no WASM compile). */
let idle: Worker | null = null;

function spawn(): Worker {
  return new Worker(new URL('./hash-worker.ts', import.meta.url), { type: 'module' });
}

/**
 * Starts the hashing worker ahead of time (when a file is chosen, before 'Continuer'), so the first hash
 * does not wait for it. Safe to call many times.
 */
export function prepareHashing(): void {
  if (idle || typeof Worker === 'undefined') return;
  idle = spawn();
  idle.postMessage({} satisfies HashRequest);
}

/**
 * The SHA-256 fingerprint of a file, as 0x-prefixed lowercase hex, computed in a Web Worker: the file is
 * read from disk in chunks and never leaves the machine. Memory stays flat for large files (see
 * `digest-file.ts`). Aborting the signal stops the worker at once.
 *
 * @param onProgress called with the fraction done, from 0 to 1.
 * @throws HashAbortedError when `signal` aborts; Error when the file cannot be read.
 * @example const hash = await hashFile(file, (f) => setPercent(Math.round(f * 100)));
 */
export function hashFile(
  file: File,
  onProgress: (fraction: number) => void,
  signal?: AbortSignal,
): Promise<`0x${string}`> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) {
      reject(new HashAbortedError());
      return;
    }
    const worker = idle ?? spawn();
    idle = null;
    const release = (reusable: boolean) => {
      signal?.removeEventListener('abort', onAbort);
      worker.onmessage = null;
      worker.onerror = null;
      if (reusable && !idle) idle = worker;
      else worker.terminate();
    };
    const onAbort = () => {
      release(false);
      reject(new HashAbortedError());
    };
    signal?.addEventListener('abort', onAbort, { once: true });
    worker.onmessage = (event: MessageEvent<HashResponse>) => {
      const message = event.data;
      if (message.type === 'progress') {
        onProgress(message.fraction);
      } else if (message.type === 'done') {
        performance.measure(HASH_MEASURE, { start: startedAt, detail: { bytes: file.size } });
        release(true);
        resolve(message.hash);
      } else {
        release(false);
        reject(new Error(message.message));
      }
    };
    worker.onerror = (event) => {
      release(false);
      reject(new Error(event.message || 'the hashing worker failed'));
    };
    const startedAt = performance.now();
    worker.postMessage({ file } satisfies HashRequest);
  });
}
