import { randomBytes } from 'node:crypto';
import { Worker } from 'node:worker_threads';
import { sql } from 'drizzle-orm';
import type { Database } from '../../apps/server/src/adapters/db/database';

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

/**
 * One insert of `size` pending certificates named `${tag}-${first + i}.pdf`: each column travels as one
 * comma-joined parameter, so the statement costs the database little to parse, whatever its size.
 */
export async function insertPending(database: Database, tag: string, first: number, size: number) {
  const deadlineAt = new Date(Date.now() + 3_600_000).toISOString();
  const hashes = Array.from({ length: size }, fingerprint).join(',');
  const salts = Array.from({ length: size }, fingerprint).join(',');
  const names = Array.from({ length: size }, (_, i) => `${tag}-${first + i}.pdf`).join(',');
  await database.db.execute(sql`
    insert into certificates (file_hash, file_name, file_size, source, salt, deadline_at)
    select h, n, 1024, 'api', s, ${deadlineAt}::timestamptz
    from unnest(string_to_array(${hashes}, ','), string_to_array(${names}, ','), string_to_array(${salts}, ','))
      as t(h, n, s)`);
}
