/**
 * `node --import tsx bench/payments/confirm-footprint.ts`: the server's files one web payment's confirmation
 * runs, read from V8's own call counts (never from reading the code): a payment is created and paid on the
 * simulator, the counts are reset, `/api/confirm-payment.php` is answered and its receipt e-mailed, and every
 * file of `apps/server/src` with a function called meanwhile is listed by folder. The anchoring engine's own
 * jobs run meanwhile too (they anchor the certificate), so its folder is counted apart.
 *
 * A first payment is confirmed before, so what only runs once per process (loading, the first statement of a
 * kind) is not counted. PGlite and a local anvil, started here; the webhook is kept out, so only the page's
 * confirmation runs. Last, how many times the invoice's PDF was rendered (for the answer and the e-mail).
 */
import { existsSync, readdirSync } from 'node:fs';
import { Session } from 'node:inspector/promises';
import { relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { openDatabase } from '../../apps/server/src/adapters/db/database';
import type { SimulatorProvider } from '../../apps/server/src/adapters/payments/simulator-provider';
import { startTestChain } from '../../apps/server/test/support/chain';
import { buildTestApp } from '../../apps/server/test/support/test-app';
import {
  confirm,
  createPayment,
  muteSimulatorEvents,
  payWithCard,
} from '../../apps/server/test/support/web-flow';

const src = fileURLToPath(new URL('../../apps/server/src/', import.meta.url));

const chain = await startTestChain({ blockTime: 1 });
const database = await openDatabase({ kind: 'pglite' });
const { app, deps, config } = await buildTestApp({
  database,
  chain: chain.client,
  env: { LOCAL_BLOCK_TIME_S: '1' },
});
muteSimulatorEvents(deps.payments as SimulatorProvider);
deps.anchoring.start();
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

try {
  await confirmAndMail(await paidPayment());
  const paymentId = await paidPayment();

  const session = new Session();
  session.connect();
  await session.post('Profiler.enable');
  await session.post('Profiler.startPreciseCoverage', { callCount: true, detailed: false });
  await session.post('Profiler.takePreciseCoverage');
  await confirmAndMail(paymentId);
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
  for (const [folder, paths] of byFolder) {
    console.log(`${folder} (${paths.length}): ${paths.map((path) => path.split('/').pop()).join(', ')}`);
  }
  // renderInvoice hands back its promise without awaiting, so its count is its calls (an async function's
  // count takes in its resumptions too).
  const renders = result
    .filter((script) => script.url.endsWith('/modules/invoices/render-invoice.ts'))
    .flatMap((script) => script.functions.filter((f) => f.functionName === 'renderInvoice'))
    .reduce((sum, f) => sum + (f.ranges[0]?.count ?? 0), 0);
  console.log(`invoice PDFs rendered: ${renders}`);
  const engine = byFolder.get('modules/anchoring')?.length ?? 0;
  const routesAndModules = files.filter((path) => /^(routes|modules)\//.test(path));
  console.log(
    `files run by one confirmation: ${files.length} in ${byFolder.size} folders; routes and modules: ` +
      `${routesAndModules.length - engine} (+${engine} of the anchoring engine, whose jobs run meanwhile)`,
  );
} finally {
  await deps.anchoring.stop();
  await app.close();
  await database.close();
  await chain.stop();
}
