import type { Server } from 'node:http';
import { refusal } from '../errors';
import { rawErrorAnswer } from './error-handler';

/** How long a refused connection may still read our answer before it is dropped. */
const LINGER_MS = 1000;

/**
 * At most `max` open connections per client address: one more is answered 429 in French at once and closed,
 * before a byte of it is read, so that one address cannot hold every socket the server has with idle or slow
 * connections. Counted on the connection's own address: behind a proxy, which holds the clients'
 * connections itself, the caller does not install it.
 */
export function limitConnectionsPerAddress(server: Server, max: number) {
  const open = new Map<string, number>();
  server.on('connection', (socket) => {
    const address = socket.remoteAddress ?? '';
    const count = (open.get(address) ?? 0) + 1;
    if (count > max) {
      // Nothing of it is parsed: Node's HTTP parser reads from the socket, which stays paused.
      socket.pause();
      socket.on('error', () => {});
      socket.end(rawErrorAnswer(refusal('too_many_connections', { details: `${max} au plus par adresse.` })));
      setTimeout(() => socket.destroy(), LINGER_MS).unref();
      return;
    }
    open.set(address, count);
    socket.once('close', () => {
      const left = (open.get(address) ?? 1) - 1;
      if (left > 0) open.set(address, left);
      else open.delete(address);
    });
  });
}
