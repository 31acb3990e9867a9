import { createConnection } from 'node:net';
import { missingService } from './required-service';

/** The Redis the shared-state tests use: this machine's, unless TEST_REDIS_URL names another. */
export const TEST_REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

function reachable(url: string): Promise<boolean> {
  const { hostname, port } = new URL(url);
  return new Promise((resolve) => {
    const socket = createConnection({ host: hostname, port: Number(port || 6379), timeout: 1000 });
    const done = (ok: boolean) => {
      socket.destroy();
      resolve(ok);
    };
    socket.once('connect', () => done(true));
    socket.once('error', () => done(false));
    socket.once('timeout', () => done(false));
  });
}

/**
 * Whether the tests needing Redis run: yes when it answers within a second; otherwise skipped with a notice
 * on a developer's machine, and a failure under CI.
 */
export async function testRedisAvailable(): Promise<boolean> {
  return (await reachable(TEST_REDIS_URL)) || missingService('Redis', TEST_REDIS_URL);
}
