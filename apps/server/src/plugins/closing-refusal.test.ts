import { connect, type Socket } from 'node:net';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { registerClosingRefusal } from './closing-refusal';
import { registerErrorHandler } from './error-handler';

/** Sends one request on a kept-alive connection and resolves with the raw answer. */
function ask(socket: Socket, path: string): Promise<string> {
  return new Promise((resolve) => {
    socket.once('data', (chunk) => resolve(chunk.toString()));
    socket.write(`GET ${path} HTTP/1.1\r\nHost: x\r\nConnection: keep-alive\r\n\r\n`);
  });
}

/** A promise and the function that resolves it. */
function signal() {
  let fire = () => {};
  const fired = new Promise<void>((resolve) => {
    fire = resolve;
  });
  return { fire, fired };
}

describe('requests arriving while the server stops', () => {
  it('get our 503 in French and a closed connection, not Fastify English', async () => {
    const app = Fastify({ return503OnClosing: false });
    registerErrorHandler(app);
    registerClosingRefusal(app);
    app.get('/next', async () => ({ ok: true }));
    // Holds the stop between "closing" and the moment connections are dropped, as a busy server does.
    const began = signal();
    const answered = signal();
    app.addHook('preClose', async () => {
      began.fire();
      await answered.fired;
    });
    await app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = app.server.address() as { port: number };

    const socket = connect(port, '127.0.0.1');
    socket.on('error', () => {});
    expect(await ask(socket, '/next')).toMatch(/^HTTP\/1\.1 200/);
    const closing = app.close();
    await began.fired;
    const refused = await ask(socket, '/next');
    answered.fire();
    await closing;
    socket.destroy();

    expect(refused).toMatch(/^HTTP\/1\.1 503/);
    expect(refused).toMatch(/connection: close/i);
    expect(refused).toContain('"error":"service_unavailable"');
    expect(refused).toContain('Le service redémarre. Réessayez dans un instant.');
  });
});
