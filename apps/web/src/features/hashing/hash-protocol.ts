/** Messages between `hashFile` and the hashing worker. */

/** A file to hash; or, without one, a request to get ready (compile the WASM hasher) ahead of time. */
export interface HashRequest {
  file?: File;
}

export type HashResponse =
  | { type: 'progress'; fraction: number }
  | { type: 'done'; hash: `0x${string}` }
  | { type: 'error'; message: string };
