import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import Fastify from 'fastify';
import type { Database } from '../../apps/server/src/adapters/db/database';
import { createGroupCommit } from '../../apps/server/src/adapters/db/group-commit';
import { executePrepared } from '../../apps/server/src/adapters/db/prepared-statement';
import { type DatabaseProbe, load, type RunFigures, summarise } from './load';

/**
 * The floor under any upload that is durable before it is answered: the bare route, awaiting one row of
 * its own, written by the application's group commit in a prepared statement and committed to disk. No
 * signature, no debit, no certificate: what is left between it and the bare route is the database's round
 * trip and flush, which no upload can skip. Measured with the same load, on the same database.
 */
export async function benchDurableFloor(
  database: Database,
  options: { connections: number; durationMs: number },
  probe?: DatabaseProbe,
): Promise<RunFigures> {
  await database.db.execute(sql`create table bench_durable_floor (id uuid primary key)`);
  const group = createGroupCommit(
    async (ids: string[]) => {
      await executePrepared(
        database.db,
        'bench_durable_floor',
        sql`insert into bench_durable_floor (id)
          select id::uuid from json_array_elements_text(${JSON.stringify(ids)}::json) as id`,
      );
      return ids.map(() => true);
    },
    { maxItems: 256 },
  );
  const answer = { success: true, certificate_id: randomUUID(), status: 'pending' };
  const floor = Fastify({ logger: false });
  floor.post('/bare/upload', async () => {
    await group.add(randomUUID());
    return answer;
  });
  try {
    const origin = await floor.listen({ port: 0, host: '127.0.0.1' });
    const run = { origin, kind: 'bare' as const, keyId: 'none', secret: 'none', ...options };
    await load({ ...run, durationMs: 1500 });
    return summarise(
      `  bare route awaiting one durable row (${options.connections} connections)`,
      await load(run, probe),
    );
  } finally {
    await floor.close();
    await database.db.execute(sql`drop table bench_durable_floor`);
  }
}
