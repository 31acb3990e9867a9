import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { type Clock, systemClock } from '../clock/clock';
import { buildTimeStampResponse, type TsaSigner } from './tsa-protocol';

export interface LocalTsaServer {
  url: string;
  port: number;
  stop(): Promise<void>;
}

const MAX_REQUEST_BYTES = 16 * 1024;

/**
 * The local TSA over HTTP (RFC 3161 § 3.4: POST application/timestamp-query, answer
 * application/timestamp-reply), on the loopback interface only.
 */
export function startLocalTsaServer(
  signer: TsaSigner,
  options: { port?: number; clock?: Clock } = {},
): Promise<LocalTsaServer> {
  const clock = options.clock ?? systemClock;
  const server: Server = createServer((request, response) => {
    if (request.method !== 'POST' || request.headers['content-type'] !== 'application/timestamp-query') {
      response
        .writeHead(415, { 'content-type': 'text/plain; charset=utf-8' })
        .end('application/timestamp-query attendu');
      return;
    }
    const chunks: Buffer[] = [];
    let size = 0;
    request.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > MAX_REQUEST_BYTES) request.destroy();
      else chunks.push(chunk);
    });
    request.on('end', () => {
      buildTimeStampResponse(new Uint8Array(Buffer.concat(chunks)), signer, new Date(clock.now()))
        .then((der) => response.writeHead(200, { 'content-type': 'application/timestamp-reply' }).end(der))
        .catch(() => response.writeHead(500).end());
    });
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo;
      resolve({
        url: `http://127.0.0.1:${port}/`,
        port,
        stop: () =>
          new Promise<void>((done) => {
            server.close(() => done());
            server.closeAllConnections();
          }),
      });
    });
  });
}
