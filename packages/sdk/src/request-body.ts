import { createHash } from 'node:crypto';

/**
 * A request's body, as the transport sends it on each try: bytes known up front, or a stream that can be
 * opened again for a retry, whose SHA-256 was computed beforehand (a version-2 signature covers it).
 */
export type RequestBody =
  | { contentType: string; bytes: Uint8Array<ArrayBuffer> }
  | { contentType: string; sha256Hex: string; open: () => AsyncIterable<Uint8Array> };

/** A JSON body, serialised once: the bytes signed are the bytes sent. */
export function jsonBody(value: unknown): RequestBody {
  return { contentType: 'application/json', bytes: new TextEncoder().encode(JSON.stringify(value)) };
}

/** The lowercase hex SHA-256 of a body, as a version-2 signature covers it. */
export function bodySha256Hex(body: RequestBody): string {
  return 'bytes' in body ? createHash('sha256').update(body.bytes).digest('hex') : body.sha256Hex;
}

/** What fetch is handed: a stream body goes as a web stream, read as it is sent. */
export function fetchBody(body: RequestBody): NonNullable<RequestInit['body']> {
  if ('bytes' in body) return body.bytes;
  const iterator = body.open()[Symbol.asyncIterator]();
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      const next = await iterator.next();
      if (next.done) controller.close();
      else controller.enqueue(next.value);
    },
    async cancel() {
      await iterator.return?.();
    },
  });
}
