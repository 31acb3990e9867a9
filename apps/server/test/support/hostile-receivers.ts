import type { AddressInfo } from 'node:net';
import { createServer, type Socket } from 'node:net';

export interface HostileReceiver {
  /** Where to send webhooks: `http://127.0.0.1:<port>/hooks`, a host of its own. */
  url: string;
  close(): void;
}

/** A TCP server on a port of its own, whose every connection `serve` handles; closing drops them all. */
async function listen(serve: (socket: Socket) => void): Promise<HostileReceiver> {
  const sockets = new Set<Socket>();
  const server = createServer((socket) => {
    sockets.add(socket);
    socket.on('error', () => {});
    socket.on('close', () => sockets.delete(socket));
    serve(socket);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/hooks`,
    close() {
      server.close();
      for (const socket of sockets) socket.destroy();
    },
  };
}

/** A receiver that accepts the connection, reads what it is sent, and never answers. */
export function startSilentReceiver(): Promise<HostileReceiver> {
  return listen((socket) => socket.resume());
}

/**
 * A receiver that answers one byte every `everyMs`, starting with its status line: each byte resets a
 * sender's idle timeout, so only an overall deadline ends the try.
 */
export function startTricklingReceiver(everyMs = 100): Promise<HostileReceiver> {
  const answer = 'HTTP/1.1 200 OK\r\ncontent-type: text/plain\r\ncontent-length: 2\r\n\r\nok';
  return listen((socket) => {
    socket.resume();
    let sent = 0;
    const timer = setInterval(() => {
      if (socket.destroyed) return clearInterval(timer);
      socket.write(answer[sent % answer.length] ?? '');
      sent++;
    }, everyMs);
    socket.on('close', () => clearInterval(timer));
  });
}
