import { buildTimeStampRequest, readTimeStampResponse, type StampedRoot } from './tsa-protocol';

export interface TimeStamper {
  /** The authority's address, for logs and health. */
  url: string;
  /** Whether the operator declared this authority qualified (eIDAS Art. 42); shown, never checked here. */
  qualified: boolean;
  /** @throws when the TSA cannot be reached or answers anything but a valid token for `root`. */
  stamp(root: string): Promise<StampedRoot>;
}

/** An RFC 3161 authority reached over HTTP (`TSA_URL`, or the local one in embedded mode). */
export function createTimeStamper(options: {
  url: string;
  qualified: boolean;
  timeoutMs?: number;
}): TimeStamper {
  return {
    url: options.url,
    qualified: options.qualified,
    async stamp(root) {
      const { der, nonce } = buildTimeStampRequest(root);
      const response = await fetch(options.url, {
        method: 'POST',
        headers: { 'content-type': 'application/timestamp-query', accept: 'application/timestamp-reply' },
        body: der as Uint8Array<ArrayBuffer>,
        signal: AbortSignal.timeout(options.timeoutMs ?? 10_000),
      });
      if (!response.ok) throw new Error(`the TSA answered HTTP ${response.status}`);
      return readTimeStampResponse(new Uint8Array(await response.arrayBuffer()), root, nonce);
    },
  };
}
