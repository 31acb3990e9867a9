/**
 * One load generator, in a worker thread so that it never shares the server's event loop: keeps
 * `connections` signed requests in flight for `durationMs` and reports each one's latency. Plain JavaScript:
 * a worker thread starts without the TypeScript loader.
 */
import { createHmac, randomBytes } from 'node:crypto';
import http from 'node:http';
import { parentPort, workerData } from 'node:worker_threads';

/** @type {{ origin: string, kind: 'hash' | 'file' | 'bare' | 'batch', keyId: string, secret: string, connections: number, durationMs: number, usedUntil: number, batchSize?: number, wallClock?: boolean }} */
const options = workerData;
const PATHS = { bare: '/bare/upload', batch: '/pro/certificates/batch' };
const PATH = PATHS[options.kind] ?? '/pro/certificates/upload';
const agent = new http.Agent({ keepAlive: true, maxSockets: options.connections });
// Past 1,000 requests a second the timestamps run ahead of the clock: the next run on the same key starts
// after the last one used, or its first signatures would be replays of this run's.
let lastTimestamp = options.usedUntil;

const BOUNDARY = 'benchboundary7MA4YWxkTrZu0gW';
const head = Buffer.from(
  `--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="bench.pdf"\r\n` +
    'Content-Type: application/octet-stream\r\n\r\n',
);
const tail = Buffer.from(`\r\n--${BOUNDARY}--\r\n`);
const megabyte = randomBytes(1024 * 1024);
let counter = 0;

function body() {
  counter++;
  if (options.kind === 'file') {
    // A distinct document each time: its first bytes carry a counter and a random tag.
    megabyte.writeUInt32BE(counter, 0);
    randomBytes(8).copy(megabyte, 4);
    return {
      payload: Buffer.concat([head, megabyte, tail]),
      type: `multipart/form-data; boundary=${BOUNDARY}`,
    };
  }
  if (options.kind === 'batch') {
    // Fresh fingerprints, each with a name, as an integrator's batch of invoices would carry.
    const hashes = randomBytes(32 * (options.batchSize ?? 1000)).toString('hex');
    const documents = [];
    for (let i = 0; i < hashes.length; i += 64) {
      documents.push({ file_hash: hashes.slice(i, i + 64), file_name: `facture-${counter}-${i / 64}.pdf` });
    }
    return { payload: Buffer.from(JSON.stringify({ documents })), type: 'application/json' };
  }
  return {
    payload: Buffer.from(JSON.stringify({ file_hash: randomBytes(32).toString('hex') })),
    type: 'application/json',
  };
}

function send() {
  // Each signature is used once: a fresh millisecond per request. With `wallClock`, as the published samples
  // and most clients do, the clock's own millisecond: requests sent in the same one share a signature.
  lastTimestamp = options.wallClock ? Date.now() : Math.max(Date.now(), lastTimestamp + 1);
  const timestamp = String(lastTimestamp);
  const signature = createHmac('sha256', options.secret).update(`POST${PATH}${timestamp}`).digest('hex');
  const { payload, type } = body();
  const started = performance.now();
  return new Promise((resolve) => {
    const request = http.request(`${options.origin}${PATH}`, {
      method: 'POST',
      agent,
      headers: {
        'content-type': type,
        'content-length': payload.length,
        'x-api-key': options.keyId,
        'x-timestamp': timestamp,
        'x-signature': signature,
      },
    });
    request.on('response', (response) => {
      response.resume();
      response.on('end', () =>
        resolve({ status: response.statusCode ?? 0, ms: performance.now() - started }),
      );
    });
    request.on('error', () => resolve({ status: 0, ms: performance.now() - started }));
    request.end(payload);
  });
}

async function run() {
  const report = { ok: 0, failed: 0, statuses: {}, latenciesMs: [], elapsedMs: 0, usedUntil: 0 };
  const started = performance.now();
  const end = started + options.durationMs;
  await Promise.all(
    Array.from({ length: options.connections }, async () => {
      while (performance.now() < end) {
        const { status, ms } = await send();
        report.statuses[status] = (report.statuses[status] ?? 0) + 1;
        if (status === 200) {
          report.ok++;
          report.latenciesMs.push(ms);
        } else report.failed++;
      }
    }),
  );
  report.elapsedMs = performance.now() - started;
  report.usedUntil = Math.max(lastTimestamp, options.usedUntil);
  agent.destroy();
  return report;
}

run().then((report) => parentPort?.postMessage(report));
