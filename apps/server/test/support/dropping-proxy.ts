import { type AddressInfo, createServer, Socket } from 'node:net';

/**
 * A TCP proxy in front of a local server that can lose an answer as a flaky network does: once armed, the
 * next request goes through and is served, and the connection is cut as its answer starts back, so the
 * client sees a dropped connection for a request the server has done.
 */
export async function startDroppingProxy(target: string) {
  const { hostname, port } = new URL(target);
  let armed = false;
  let dropped = 0;
  const sockets = new Set<Socket>();
  const server = createServer((client) => {
    const upstream = new Socket();
    sockets.add(client).add(upstream);
    upstream.connect(Number(port), hostname);
    client.pipe(upstream);
    upstream.on('data', (chunk: Buffer) => {
      if (armed) {
        armed = false;
        dropped += 1;
        client.destroy();
        upstream.destroy();
        return;
      }
      client.write(chunk);
    });
    upstream.on('end', () => client.end());
    const close = () => {
      client.destroy();
      upstream.destroy();
    };
    client.on('error', close);
    upstream.on('error', close);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    /** Cuts the connection of the next answer to come back. */
    dropNextAnswer: () => {
      armed = true;
    },
    dropped: () => dropped,
    close: () => {
      for (const socket of sockets) socket.destroy();
      server.close();
    },
  };
}
