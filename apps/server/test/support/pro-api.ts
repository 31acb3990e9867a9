import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { signedHeaders } from './accounts';

export interface ApiKey {
  keyId: string;
  secret: string;
}

let lastTimestamp = 0;
/**
 * A fresh millisecond per call. Different requests of one millisecond are all answered, but a test that
 * sends the very same request twice (a retry with its Idempotency-Key) must not have it refused as a replay.
 */
function uniqueTimestamp(): number {
  lastTimestamp = Math.max(Date.now(), lastTimestamp + 1);
  return lastTimestamp;
}

/** A signed call of the /pro API, as a client makes it. */
export function callPro(
  app: FastifyInstance,
  key: ApiKey,
  options: {
    method: 'GET' | 'POST' | 'DELETE';
    path: string;
    headers?: Record<string, string>;
    payload?: string | Buffer;
    timestamp?: number;
  },
) {
  return app.inject({
    method: options.method,
    url: options.path,
    headers: {
      ...signedHeaders({
        ...key,
        method: options.method,
        path: options.path,
        timestamp: options.timestamp ?? uniqueTimestamp(),
      }),
      ...options.headers,
    },
    payload: options.payload,
  });
}

/**
 * A multipart/form-data body with text fields (each with its own Content-Type when `partTypes` names one, as the
 * OpenAPI document's `encoding` does) and, optionally, one file in the field `file`.
 */
function multipart(
  fields: Record<string, string>,
  file?: { name: string; content: Buffer; type?: string },
  partTypes: Record<string, string> = {},
): { body: Buffer; contentType: string } {
  const boundary = `----horodoc${randomBytes(8).toString('hex')}`;
  const parts: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    const type = partTypes[name] ? `Content-Type: ${partTypes[name]}\r\n` : '';
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n${type}\r\n${value}\r\n`,
      ),
    );
  }
  if (file) {
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${file.name}"\r\n` +
          `Content-Type: ${file.type ?? 'application/octet-stream'}\r\n\r\n`,
      ),
      file.content,
      Buffer.from('\r\n'),
    );
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return { body: Buffer.concat(parts), contentType: `multipart/form-data; boundary=${boundary}` };
}

/** POST /pro/certificates/upload, multipart. */
export function uploadPro(
  app: FastifyInstance,
  key: ApiKey,
  fields: Record<string, string>,
  options: {
    file?: { name: string; content: Buffer; type?: string };
    headers?: Record<string, string>;
    partTypes?: Record<string, string>;
  } = {},
) {
  const { body, contentType } = multipart(fields, options.file, options.partTypes);
  return callPro(app, key, {
    method: 'POST',
    path: '/pro/certificates/upload',
    headers: { 'content-type': contentType, ...options.headers },
    payload: body,
  });
}
