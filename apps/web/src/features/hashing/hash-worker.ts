/// <reference lib="webworker" />
/**
 * The hashing worker: computes a file's SHA-256 off the main thread so the page stays responsive, and
 * reports progress at most every 50 ms. One job at a time: the hasher is shared within the worker.
 */
import { digestFile, warmUpHasher } from './digest-file';
import type { HashRequest, HashResponse } from './hash-protocol';

declare const self: DedicatedWorkerGlobalScope;

const PROGRESS_EVERY_MS = 50;
let queue: Promise<void> = Promise.resolve();

async function hash(file: File) {
  const post = (message: HashResponse) => self.postMessage(message);
  let lastProgressAt = 0;
  try {
    const result = await digestFile(file, (fraction) => {
      const now = performance.now();
      if (fraction < 1 && now - lastProgressAt < PROGRESS_EVERY_MS) return;
      lastProgressAt = now;
      post({ type: 'progress', fraction });
    });
    post({ type: 'done', hash: result });
  } catch (error) {
    post({ type: 'error', message: error instanceof Error ? error.message : String(error) });
  }
}

self.onmessage = (event: MessageEvent<HashRequest>) => {
  const { file } = event.data;
  if (!file) {
    void warmUpHasher();
    return;
  }
  queue = queue.then(() => hash(file));
};
