import { randomBytes } from 'node:crypto';
import { Worker } from 'node:worker_threads';
import type { Database } from '../../apps/server/src/adapters/db/database';
import { certificates } from '../../apps/server/src/adapters/db/schema/certificates';

export interface Fed {
  inserted: number;
  startedAt: number;
  endedAt: number;
}

export interface Offer {
  /** File names start with it, so the outcomes of one run are read apart. */
  tag: string;
  count: number;
  /** Documents a second in all; as fast as the database takes them when absent. */
  ratePerS?: number;
}

/** Offers pending certificates to the engine the way many clients would: bulk inserts, side by side. */
export interface Feeder {
  label: string;
  offer(offer: Offer): Promise<Fed>;
}

/**
 * On PostgreSQL, `connections` worker threads, each on its own connection, insert `chunk` rows per
 * statement: the engine's event loop (in this process) is left to the engine, as it would be in a server.
 */
export function postgresFeeder(url: string, connections = 4, chunk = 2000): Feeder {
  return {
    label: `${connections} connections, ${chunk} rows per insert`,
    async offer({ tag, count, ratePerS }) {
      const share = Math.ceil(count / connections);
      const runs = Array.from({ length: connections }, (_, i) => {
        const own = Math.max(0, Math.min(share, count - i * share));
        return new Promise<Fed>((resolve, reject) => {
          const worker = new Worker(new URL('./feed-worker.mjs', import.meta.url), {
            workerData: {
              url,
              tag: `${tag}-${i}`,
              count: own,
              chunk,
              ratePerS: ratePerS ? ratePerS / connections : null,
            },
          });
          worker.once('message', resolve);
          worker.once('error', reject);
        });
      });
      const fed = await Promise.all(runs);
      return {
        inserted: fed.reduce((sum, f) => sum + f.inserted, 0),
        startedAt: Math.min(...fed.map((f) => f.startedAt)),
        endedAt: Math.max(...fed.map((f) => f.endedAt)),
      };
    },
  };
}

/**
 * On the embedded PGlite, one process holds the database: the feeder shares it with the engine, `chunk`
 * rows per statement, and lets the event loop turn between statements as a server's sockets would.
 */
export function embeddedFeeder(database: Database, chunk = 1000): Feeder {
  return {
    label: `in process, ${chunk} rows per insert`,
    async offer({ tag, count, ratePerS }) {
      const startedAt = Date.now();
      let inserted = 0;
      while (inserted < count) {
        if (ratePerS) {
          const wait = startedAt + (inserted / ratePerS) * 1000 - Date.now();
          if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
        }
        const size = Math.min(chunk, count - inserted);
        await insertPending(database, `${tag}-x`, inserted, size);
        inserted += size;
        // Embedded PGlite answers without any I/O: a loop of awaits alone would starve the engine's timers.
        await new Promise((resolve) => setImmediate(resolve));
      }
      return { inserted, startedAt, endedAt: Date.now() };
    },
  };
}

const fingerprint = () => `0x${randomBytes(32).toString('hex')}`;

/** One multi-row insert of `size` pending certificates named `${tag}-${first + i}.pdf`. */
export async function insertPending(database: Database, tag: string, first: number, size: number) {
  const deadlineAt = new Date(Date.now() + 3_600_000);
  await database.db.insert(certificates).values(
    Array.from({ length: size }, (_, i) => ({
      fileHash: fingerprint(),
      fileName: `${tag}-${first + i}.pdf`,
      fileSize: 1024,
      source: 'api' as const,
      salt: fingerprint(),
      deadlineAt,
    })),
  );
}
