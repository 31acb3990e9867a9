// One of the feeder's connections (a worker thread, so the feeding never takes the engine's event loop):
// inserts pending certificates in bulk, one multi-row statement per chunk, either as fast as the database
// takes them or at a given pace, and reports when it started, stopped and how many it inserted.
import { randomBytes } from 'node:crypto';
import { parentPort, workerData } from 'node:worker_threads';
import pg from 'pg';

const { url, tag, count, chunk, ratePerS } = workerData;
const client = new pg.Client({ connectionString: url });
await client.connect();

const hex = () => `0x${randomBytes(32).toString('hex')}`;
const deadline = new Date(Date.now() + 3_600_000).toISOString();

async function insertChunk(first, size) {
  const hashes = [];
  const names = [];
  const salts = [];
  for (let i = 0; i < size; i++) {
    hashes.push(hex());
    names.push(`${tag}-${first + i}.pdf`);
    salts.push(hex());
  }
  await client.query(
    `insert into certificates (file_hash, file_name, file_size, source, salt, deadline_at)
     select h, n, 1024, 'api', s, $4::timestamptz from unnest($1::text[], $2::text[], $3::text[]) as t(h, n, s)`,
    [hashes, names, salts, deadline],
  );
}

const startedAt = Date.now();
let inserted = 0;
while (inserted < count) {
  const size = Math.min(chunk, count - inserted);
  if (ratePerS) {
    // Paced: this chunk's turn comes when the earlier ones have had their share of the time.
    const dueAt = startedAt + (inserted / ratePerS) * 1000;
    const wait = dueAt - Date.now();
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
  }
  await insertChunk(inserted, size);
  inserted += size;
}
const endedAt = Date.now();
await client.end();
parentPort.postMessage({ inserted, startedAt, endedAt });
