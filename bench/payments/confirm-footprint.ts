/**
 * `npm run bench:payments`: what one web payment's confirmation runs, read from the running code (never from
 * reading it). A payment is created and paid on the simulator, then `/api/confirm-payment.php` is answered and
 * its receipt e-mailed by the `payment-receipts` job the confirmation wakes, and three things are watched
 * meanwhile:
 *
 * - **The confirmation's own path.** Before the server is loaded, `trace-entries.mjs` (module hooks) makes
 *   every function of `routes/` and `modules/` call a tracer first. The request is sent inside an
 *   `AsyncLocalStorage` context, which Node carries through every await, callback and timer the request
 *   starts, and nowhere else: the anchoring engine's jobs and the background jobs (the receipt's among them) run
 *   in the context they were started in, so what they do meanwhile (sealing, sending, confirming the batch,
 *   webhooks, checkpoints, the receipt e-mail) is not the confirmation's. An entry is recorded only inside
 *   the request's context, with its caller: the nearest of our functions on the call stack (V8's stack, async
 *   frames included). A **stop** is an entry into one of our functions from a function of another file (the
 *   route's handler, entered from Fastify, is the first); a **return** is a stop into a file the path had
 *   already left. So a flow that calls a step in another file costs one stop, and a second trip to the same
 *   file (a repository read twice from two places, a callback into a file already left) costs a return too.
 *   **Files** are the routes and modules files with a function entered on that path.
 * - **The receipt job's run**, counted the same way in the background jobs' own context: the hand-over it takes
 *   from the confirmation (the invoice's PDF, the certificate), the e-mail, and its sweep.
 * - **Everything the process runs meanwhile**, from V8's precise coverage: every file of `apps/server/src`
 *   with a function called, by folder, the engine's jobs and the plugins every request runs included.
 *
 * A first payment is confirmed before, so what only runs once per process (loading, the first statement of a
 * kind) is not counted. PGlite and a local anvil, started here; the webhook is kept out, so only the page's
 * confirmation runs. Last, how many times the invoice's PDF was rendered (for the answer and the e-mail).
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import { existsSync, readdirSync } from 'node:fs';
import { Session } from 'node:inspector/promises';
import { register } from 'node:module';
import { relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { SimulatorProvider } from '../../apps/server/src/adapters/payments/simulator-provider';

register('./trace-entries.mjs', import.meta.url);

const src = fileURLToPath(new URL('../../apps/server/src/', import.meta.url));
const OURS = /^(routes|modules)\//;

/** One entry into one of our functions, within the confirmation's context. */
interface Entry {
  file: string;
  name: string;
  /**
   * The file of the nearest of our functions on the stack, or else its own (a callback a library called);
   * null for the first entry (the route's handler, from Fastify).
   */
  from: string | null;
}
const confirmation = new AsyncLocalStorage<true>();
const entries: Entry[] = [];
/** The background jobs' context: the receipt job's entries, recorded apart, while `measuring`. */
const receiptJob = new AsyncLocalStorage<true>();
const jobEntries: Entry[] = [];
let measuring = false;

/**
 * The nearest of our routes or modules files on the call stack under the function just entered. The stack is
 * read as text: with tsx's source maps on, Node formats it itself (a `prepareStackTrace` of ours is ignored).
 */
function callerOf(): string | null {
  const { stackTraceLimit } = Error;
  Error.stackTraceLimit = 80;
  const holder: { stack?: string } = {};
  Error.captureStackTrace(holder, entered);
  Error.stackTraceLimit = stackTraceLimit;
  // The first frame is the function entered; its callers follow.
  const frames = (holder.stack ?? '').split('\n').filter((line) => line.startsWith('    at '));
  for (const frame of frames.slice(1)) {
    const path = /\(?([^ ()]+?):\d+:\d+\)?$/.exec(frame)?.[1] ?? '';
    const file = path.startsWith(src) ? path.slice(src.length) : '';
    if (OURS.test(file) && !file.endsWith('.test.ts')) return file;
  }
  return null;
}
function entered(file: string, name: string) {
  const list = confirmation.getStore() ? entries : measuring && receiptJob.getStore() ? jobEntries : null;
  if (!list) return;
  // No caller of ours on the stack (and not the route's handler): a callback handed to a library (a
  // transaction's body) that the library called after an await of its own, which cuts the stack there. A
  // callback is written where it is handed over, so it continues its own file: no stop.
  const caller = callerOf();
  list.push({ file, name, from: caller ?? (list.length ? file : null) });
}
(globalThis as { __horodocEntered?: typeof entered }).__horodocEntered = entered;

const { openDatabase } = await import('../../apps/server/src/adapters/db/database');
const { startTestChain } = await import('../../apps/server/test/support/chain');
const { buildTestApp } = await import('../../apps/server/test/support/test-app');
const { confirm, createPayment, muteSimulatorEvents, payWithCard } = await import(
  '../../apps/server/test/support/web-flow'
);
const { paymentContext } = await import('../../apps/server/src/modules/payments/payment-context');
const { paymentReceiptsJob } = await import('../../apps/server/src/modules/payments/payment-receipts-job');

const chain = await startTestChain({ blockTime: 1 });
const database = await openDatabase({ kind: 'pglite' });
const { app, deps, config } = await buildTestApp({
  database,
  chain: chain.client,
  env: { LOCAL_BLOCK_TIME_S: '1' },
});
muteSimulatorEvents(deps.payments as SimulatorProvider);
deps.anchoring.start();
// The receipt e-mail is the `payment-receipts` job's, as in the server, woken by the confirmation. The jobs run
// in a context of their own, so the job's path is measured apart from the confirmation's.
deps.jobs.add(paymentReceiptsJob(paymentContext(deps, deps.log)));
receiptJob.run(true, () => deps.jobs.start());
const outbox = config.mail.kind === 'outbox' ? config.mail.dir : '';
const mails = () => (existsSync(outbox) ? readdirSync(outbox).length : 0);

/** One payment created and paid, confirmed by the page; resolves once its receipt is in the outbox. */
async function paidPayment() {
  const { payment_id, client_secret } = await createPayment(app, { email: 'mesure@example.fr' });
  await payWithCard(app, client_secret);
  return payment_id;
}
async function confirmAndMail(paymentId: string) {
  const before = mails();
  const answer = await confirm(app, paymentId);
  if (answer.statusCode !== 200)
    throw new Error(`confirm-payment answered ${answer.statusCode}: ${answer.body}`);
  while (mails() === before) await new Promise((resolve) => setTimeout(resolve, 20));
}

/** The entries as stops, each with the functions entered there before the next stop; returns marked. */
function stopsOf(list: Entry[]) {
  const stops: { file: string; names: string[]; isReturn: boolean }[] = [];
  const seen = new Set<string>();
  for (const entry of list) {
    const last = stops.at(-1);
    if (entry.from === entry.file && last) {
      if (last.file === entry.file && !last.names.includes(entry.name)) last.names.push(entry.name);
      continue;
    }
    stops.push({ file: entry.file, names: [entry.name], isReturn: seen.has(entry.file) });
    seen.add(entry.file);
  }
  const returns = stops.filter((stop) => stop.isReturn).length;
  return {
    stops,
    files: seen,
    returns,
    figures: `${seen.size} files, ${stops.length} stops, ${returns} returns`,
  };
}

function printPath() {
  const all = stopsOf(entries);
  all.stops.forEach((stop, index) => {
    console.log(
      `  ${String(index + 1).padStart(2)}${stop.isReturn ? ' ↩' : '  '} ${stop.file}: ${stop.names.join(', ')}`,
    );
  });
  const byFolder = new Map<string, number>();
  for (const file of all.files) {
    const folder = file.split('/').slice(0, -1).join('/');
    byFolder.set(folder, (byFolder.get(folder) ?? 0) + 1);
  }
  console.log(`  files by folder: ${[...byFolder].map(([folder, n]) => `${folder} ${n}`).join(', ')}`);
  const job = stopsOf(jobEntries);
  console.log(
    `  the receipt job's run, in the background (not the confirmation's): ${job.figures}: ${job.stops
      .map((stop) => `${stop.isReturn ? '↩ ' : ''}${stop.file.replace(/^modules\//, '')}`)
      .join(' → ')}`,
  );
  console.log(`confirmation's own path (routes and modules): ${all.figures}`);
  return all;
}

try {
  await confirmAndMail(await paidPayment());
  const paymentId = await paidPayment();

  const session = new Session();
  session.connect();
  await session.post('Profiler.enable');
  await session.post('Profiler.startPreciseCoverage', { callCount: true, detailed: false });
  await session.post('Profiler.takePreciseCoverage');
  measuring = true;
  await confirmation.run(true, () => confirmAndMail(paymentId));
  measuring = false;
  const { result } = await session.post('Profiler.takePreciseCoverage');
  session.disconnect();

  const files = result
    .filter((script) => script.url.startsWith('file://') && script.functions.some((f) => f.ranges[0]?.count))
    .map((script) => relative(src, fileURLToPath(script.url)))
    .filter((path) => !path.startsWith('..') && !path.endsWith('.test.ts'))
    .sort();
  const byFolder = new Map<string, string[]>();
  for (const path of files) {
    const parts = path.split('/');
    const folder =
      parts.length > 2 ? parts.slice(0, 2).join('/') : ((parts.length > 1 ? parts[0] : '.') ?? '.');
    byFolder.set(folder, [...(byFolder.get(folder) ?? []), path]);
  }
  console.log('Everything the process ran meanwhile (V8 coverage), by folder:');
  for (const [folder, paths] of byFolder) {
    console.log(`  ${folder} (${paths.length}): ${paths.map((path) => path.split('/').pop()).join(', ')}`);
  }
  const routesAndModules = files.filter((path) => OURS.test(path));
  console.log(
    `files run meanwhile: ${files.length} in ${byFolder.size} folders; routes and modules: ` +
      `${routesAndModules.length} (the anchoring engine's jobs, which anchor the certificate, included)`,
  );
  console.log("The confirmation's own path, stop by stop (↩: a return to a file already left):");
  const path = printPath();
  // renderInvoice hands back its promise without awaiting, so its count is its calls (an async function's
  // count takes in its resumptions too).
  const renders = result
    .filter((script) => script.url.endsWith('/modules/invoices/render-invoice.ts'))
    .flatMap((script) => script.functions.filter((f) => f.functionName === 'renderInvoice'))
    .reduce((sum, f) => sum + (f.ranges[0]?.count ?? 0), 0);
  console.log(`invoice PDFs rendered: ${renders}`);
  // The summary line, last: the issue's targets are 12 files, 12 stops and 3 returns.
  console.log(
    `payments: files=${path.files.size} stops=${path.stops.length} returns=${path.returns} invoice_pdfs=${renders}`,
  );
} finally {
  await deps.anchoring.stop();
  await app.close();
  await database.close();
  await chain.stop();
}
