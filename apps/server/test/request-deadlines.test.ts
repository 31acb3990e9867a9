import { connect, type Socket } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../src/adapters/db/database';
import { signedHeaders } from './support/accounts';
import { eventually } from './support/anchoring';
import { keyWithCredits } from './support/api-keys';
import { startTestChain, type TestChain } from './support/chain';
import { openMigratedPglite } from './support/databases';
import type { ApiKey } from './support/pro-api';
import { buildTestApp } from './support/test-app';

/** A connection of our own to the server: everything it receives, and when the server closes it. */
function openConnection(port: number) {
  const socket = connect(port, '127.0.0.1');
  socket.setNoDelay(true);
  let received = '';
  socket.on('data', (chunk) => {
    received += chunk.toString();
  });
  socket.on('error', () => {});
  const closed = new Promise<string>((resolve) => socket.on('close', () => resolve(received)));
  return { socket, closed };
}

/** Writes `text` one byte every `everyMs` until the socket closes, as a slow client does. */
function trickle(socket: Socket, text: string, everyMs: number) {
  let at = 0;
  const timer = setInterval(() => {
    if (socket.destroyed || at >= text.length) return clearInterval(timer);
    socket.write(text[at++] ?? '');
  }, everyMs);
  socket.on('close', () => clearInterval(timer));
}

/** The status line and the JSON body of a raw HTTP answer. */
function parseAnswer(raw: string) {
  const [head = '', body = ''] = raw.split('\r\n\r\n');
  return { statusLine: head.split('\r\n')[0], head: head.toLowerCase(), json: JSON.parse(body) };
}

const TOO_SLOW = 'Requête trop lente : elle n’est pas arrivée dans le délai imparti. Renvoyez-la.';

describe('request deadlines', () => {
  let chain: TestChain;
  let database: Database;
  let app: FastifyInstance;
  let port: number;
  let key: ApiKey;

  beforeAll(async () => {
    chain = await startTestChain();
    database = await openMigratedPglite();
    ({ app } = await buildTestApp({
      database,
      chain: chain.client,
      // Short deadlines, so that each cut comes within a second; a fair rate far above a trickle's.
      env: {
        REQUEST_HEADERS_TIMEOUT_MS: '500',
        REQUEST_BODY_TIMEOUT_MS: '500',
        REQUEST_BODY_MIN_BYTES_PER_S: '65536',
        CONNECTIONS_PER_ADDRESS: '4',
      },
    }));
    await app.listen({ port: 0, host: '127.0.0.1' });
    port = (app.server.address() as { port: number }).port;
    key = await keyWithCredits(app, database, 10);
  });
  afterAll(async () => {
    await app?.close();
    await database?.close();
    await chain?.stop();
  });

  it.each([
    ['/api/verify', 'application/json'],
    ['/api/webhooks/stripe', 'application/json'],
  ])(
    'cuts a body trickled to %s, which needs no sign-in, with a French 408, and closes the connection',
    async (path, type) => {
      const { socket, closed } = openConnection(port);
      socket.write(
        `POST ${path} HTTP/1.1\r\nHost: x\r\nContent-Type: ${type}\r\nContent-Length: 200\r\n\r\n`,
      );
      // Whole, this body would take 20 s to arrive.
      trickle(socket, `{"file_hash":"0x${'a'.repeat(64)}","padding":"${'b'.repeat(120)}"}`, 100);
      const answer = parseAnswer(await closed);
      expect(answer.statusLine).toBe('HTTP/1.1 408 Request Timeout');
      expect(answer.head).toContain('connection: close');
      expect(answer.json).toEqual({ success: false, error: 'request_timeout', message: TOO_SLOW });
    },
  );

  it('cuts a signed upload whose file trickles in, with the API’s 408 problem, and closes the connection', async () => {
    const { socket, closed } = openConnection(port);
    const boundary = 'horodoc-deadline';
    const headers = signedHeaders({ ...key, method: 'POST', path: '/pro/certificates/upload' });
    socket.write(
      [
        'POST /pro/certificates/upload HTTP/1.1',
        'Host: x',
        `Content-Type: multipart/form-data; boundary=${boundary}`,
        'Content-Length: 100000',
        ...Object.entries(headers).map(([name, value]) => `${name}: ${value}`),
        '',
        `--${boundary}`,
        'Content-Disposition: form-data; name="file"; filename="contrat.pdf"',
        'Content-Type: application/pdf',
        '',
        '%PDF-1.7',
      ].join('\r\n'),
    );
    trickle(socket, 'x'.repeat(1000), 100);
    const answer = parseAnswer(await closed);
    expect(answer.statusLine).toBe('HTTP/1.1 408 Request Timeout');
    expect(answer.head).toContain('content-type: application/problem+json');
    expect(answer.head).toContain('connection: close');
    expect(answer.json).toMatchObject({
      status: 408,
      code: 'request_timeout',
      title: 'Requête trop lente',
      detail: TOO_SLOW,
    });
  });

  it('lets an upload through at a fair rate, however much longer than the first deadline it takes', async () => {
    const boundary = 'horodoc-fair';
    const file = Buffer.alloc(768 * 1024, 7);
    const head = Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="gros.zip"\r\n` +
        'Content-Type: application/octet-stream\r\n\r\n',
    );
    const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
    const body = Buffer.concat([head, file, tail]);
    const { socket, closed } = openConnection(port);
    const headers = signedHeaders({ ...key, method: 'POST', path: '/pro/certificates/upload' });
    socket.write(
      [
        'POST /pro/certificates/upload HTTP/1.1',
        'Host: x',
        'Connection: close',
        `Content-Type: multipart/form-data; boundary=${boundary}`,
        `Content-Length: ${body.length}`,
        ...Object.entries(headers).map(([name, value]) => `${name}: ${value}`),
        '',
        '',
      ].join('\r\n'),
    );
    // 64 KiB every 100 ms: ten times the minimum rate, and 1.2 s in all, past the first 500 ms.
    for (let at = 0; at < body.length; at += 65_536) {
      socket.write(body.subarray(at, at + 65_536));
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    const answer = parseAnswer(await closed);
    expect(answer.statusLine).toBe('HTTP/1.1 200 OK');
    expect(answer.json).toMatchObject({ success: true, file_name: 'gros.zip', file_size: file.length });
  });

  it('refuses a body announced too large with a French 413 at once, and closes the connection', async () => {
    const { socket, closed } = openConnection(port);
    socket.write(
      'POST /api/verify HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\n' +
        `Content-Length: ${2 * 1024 * 1024}\r\n\r\n{"file_hash":"`,
    );
    // Its body would never come whole: the answer cannot wait for it.
    trickle(socket, 'a'.repeat(1000), 100);
    const answer = parseAnswer(await closed);
    expect(answer.statusLine).toBe('HTTP/1.1 413 Payload Too Large');
    expect(answer.head).toContain('connection: close');
    expect(answer.json).toEqual({
      success: false,
      error: 'payload_too_large',
      message: 'Le corps de la requête est trop volumineux.',
    });
  });

  it('answers headers that trickle in with a French 408, and closes the connection', async () => {
    const { socket, closed } = openConnection(port);
    trickle(socket, 'GET /api/chain HTTP/1.1\r\nHost: x\r\nAccept: application/json\r\n\r\n', 50);
    const answer = parseAnswer(await closed);
    expect(answer.statusLine).toBe('HTTP/1.1 408 Request Timeout');
    expect(answer.json).toEqual({ success: false, error: 'request_timeout', message: TOO_SLOW });
  });

  it('refuses one connection too many from an address, in French, and takes it again once one closes', async () => {
    // Four kept-alive connections, each after an answer: idle, as a client's pool holds them.
    const open = [0, 1, 2, 3].map(() => openConnection(port));
    await Promise.all(
      open.map(
        ({ socket }) =>
          new Promise((resolve) => {
            socket.once('data', resolve);
            socket.write('GET /api/chain HTTP/1.1\r\nHost: x\r\n\r\n');
          }),
      ),
    );
    const extra = openConnection(port);
    const refused = parseAnswer(await extra.closed);
    expect(refused.statusLine).toBe('HTTP/1.1 429 Too Many Requests');
    expect(refused.json).toEqual({
      success: false,
      error: 'too_many_connections',
      message: 'Trop de connexions ouvertes depuis votre adresse : fermez-en avant d’en ouvrir d’autres.',
      details: '4 au plus par adresse.',
    });
    const [first, ...rest] = open;
    first?.socket.destroy();
    await first?.closed;
    // The server sees the close a moment after the client.
    await eventually(
      async () => {
        const again = openConnection(port);
        again.socket.write('GET /api/chain HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n');
        return parseAnswer(await again.closed).statusLine === 'HTTP/1.1 200 OK';
      },
      5000,
      'a connection accepted again',
    );
    for (const { socket } of rest) socket.destroy();
  });
});
