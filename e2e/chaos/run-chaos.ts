/**
 * The chaos test (`npm run test:chaos`, part of `npm test`). Against the product started with `npm start` on a
 * fresh data folder: 3 rounds of 30 paid timestamps through the real HTTP flow (create-payment, the card
 * simulator, confirm-payment), each round ending with `kill -9` of the server's node process at a different
 * moment and a restart on the same data folder; the browsers then ask again, as a real one does. At the end,
 * every paid intent must be anchored (its proof checked against the root read from the chain by JSON-RPC) or
 * refunded (read from the payment provider's own records), never both and never neither, with one anvil node.
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, realpathSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { horodocAnchorAbi } from '@horodoc/contracts/horodoc-anchor.generated';
import { verifyProof } from '@horodoc/shared/verify-proof';
import { type Address, createPublicClient, http } from 'viem';
import { browserCall } from './browser-calls';
import { anvilProcessesOf, freePort, type ProductProcess, startProductOn } from './product-process';

const PER_ROUND = 30;
/** Browsers at once. */
const CONCURRENCY = 8;
/** After the last restart, how long the browsers keep asking before a payment counts as lost. */
const SETTLE_WITHIN_MS = 120_000;

type KillMoment = 'root-mined' | 'confirming' | 'paid-unconfirmed';
const ROUNDS: Array<{ kill: KillMoment; when: string }> = [
  { kill: 'root-mined', when: 'the moment a root of the round is mined, before the server records it' },
  { kill: 'confirming', when: 'with confirmations under way, ten of them answered' },
  { kill: 'paid-unconfirmed', when: 'every card paid, no confirmation asked yet (webhooks in flight)' },
];

interface Paid {
  paymentId: string;
  fileHash: `0x${string}`;
  /** The server gave a final answer to a confirmation (the verdict is read from the chain and the provider). */
  answered: boolean;
}

const problems: string[] = [];
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const log = (message: string) => process.stdout.write(`[chaos] ${message}\n`);

/** Runs `task` over `items`, `CONCURRENCY` at a time, until done or `stop()` says so. */
async function inParallel<T>(
  items: T[],
  task: (item: T) => Promise<void>,
  stop: () => boolean = () => false,
) {
  let next = 0;
  const worker = async () => {
    while (next < items.length && !stop()) await task(items[next++] as T);
  };
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
}

/** create-payment then the simulator's card fields, as the page does: 30 cards charged. */
async function payCards(product: ProductProcess, count: number): Promise<Paid[]> {
  const paid: Paid[] = [];
  await inParallel(
    Array.from({ length: count }, (_, i) => i),
    async (i) => {
      const fileHash = `0x${randomBytes(32).toString('hex')}` as const;
      for (let attempt = 0; attempt < 100; attempt++) {
        const created = await browserCall(product.baseUrl, '/api/create-payment.php', {
          file_hash: fileHash,
          file_name: `chaos-${i}.pdf`,
          file_size: 1000 + i,
          amount_ttc: 121,
        });
        if (created.status !== 200) {
          // 503 while the restarted engine takes the lead: no card is charged, the visitor tries again.
          await sleep(300);
          continue;
        }
        const card = await browserCall(product.baseUrl, '/api/simulator/confirm', {
          client_secret: created.body.client_secret,
          card_number: '4242 4242 4242 4242',
          expiry: '12/40',
          cvc: '123',
        });
        if (card.body.status !== 'succeeded')
          throw new Error(`card payment failed: ${JSON.stringify(card.body)}`);
        paid.push({ paymentId: String(created.body.payment_id), fileHash, answered: false });
        return;
      }
      throw new Error('create-payment kept failing');
    },
  );
  return paid;
}

/** confirm-payment until the server answers success or refund, or is gone (killed). */
async function confirmUntilAnswered(
  product: ProductProcess,
  payment: Paid,
  onAnswer: () => void,
): Promise<void> {
  for (;;) {
    const answer = await browserCall(product.baseUrl, '/api/confirm-payment.php', {
      payment_intent_id: payment.paymentId,
    });
    if (answer.status === null) return;
    if (answer.status === 200 || answer.status === 502) {
      payment.answered = true;
      onAnswer();
      return;
    }
    // 504 (still anchoring), 503: the page asks again.
    await sleep(500);
  }
}

function contractOf(dataDir: string): Address {
  return (
    JSON.parse(readFileSync(join(dataDir, 'chain', 'deployment.json'), 'utf8')) as {
      contractAddress: Address;
    }
  ).contractAddress;
}

async function rootCount(product: ProductProcess, contract: Address): Promise<bigint | null> {
  const client = createPublicClient({ transport: http(product.rpcUrl, { timeout: 2000, retryCount: 0 }) });
  try {
    return await client.readContract({ address: contract, abi: horodocAnchorAbi, functionName: 'count' });
  } catch {
    return null;
  }
}

/** One round: 30 cards paid, confirmations, and the crash at the round's moment. */
async function runRound(product: ProductProcess, dataDir: string, kill: KillMoment, paid: Paid[]) {
  const cards = await payCards(product, PER_ROUND);
  paid.push(...cards);
  if (kill === 'paid-unconfirmed') {
    await product.crash();
    return;
  }
  let crashed = false;
  let answers = 0;
  const crash = async () => {
    if (crashed) return;
    crashed = true;
    await product.crash();
  };
  const contract = contractOf(dataDir);
  const rootsBefore = await rootCount(product, contract);
  const watcher = (async () => {
    while (!crashed) {
      if (kill === 'root-mined') {
        const count = await rootCount(product, contract);
        if (count !== null && rootsBefore !== null && count > rootsBefore) await crash();
      } else if (answers >= 10) await crash();
      await sleep(kill === 'root-mined' ? 20 : 50);
    }
  })();
  const confirming = inParallel(
    paid.filter((p) => !p.answered),
    (payment) =>
      confirmUntilAnswered(product, payment, () => {
        answers += 1;
      }),
    () => crashed,
  );
  await confirming;
  // Every confirmation answered before the moment came: crash now anyway.
  await crash();
  await watcher;
}

/** The verdict for one paid intent: its proof against the chain, and the provider's refunds. */
async function judge(product: ProductProcess, dataDir: string, paid: Paid[]) {
  const simulator = JSON.parse(readFileSync(join(dataDir, 'simulator', 'payments.json'), 'utf8')) as {
    refunds: Record<string, { paymentIntentId: string; status: string }>;
  };
  const refunded = new Set(
    Object.values(simulator.refunds)
      .filter((r) => r.status === 'succeeded')
      .map((r) => r.paymentIntentId),
  );
  const publicClient = createPublicClient({ transport: http(product.rpcUrl, { timeout: 10_000 }) });
  const tally = { paid: paid.length, anchored: 0, refunded: 0, lost: 0, double: 0 };
  await inParallel(paid, async (payment) => {
    const answer = await browserCall(product.baseUrl, '/api/verify', { file_hash: payment.fileHash });
    let anchored = false;
    if (answer.body.found === true && answer.body.proof) {
      const checked = await verifyProof(answer.body.proof, { fingerprint: payment.fileHash, publicClient });
      anchored = checked.valid && checked.checkedOnChain === true;
    }
    const wasRefunded = refunded.has(payment.paymentId);
    if (anchored) tally.anchored += 1;
    if (wasRefunded) tally.refunded += 1;
    if (anchored && wasRefunded) {
      tally.double += 1;
      problems.push(`payment ${payment.paymentId} is both anchored and refunded`);
    }
    if (!anchored && !wasRefunded) {
      tally.lost += 1;
      problems.push(`payment ${payment.paymentId} (${payment.fileHash}) is neither anchored nor refunded`);
    }
  });
  return tally;
}

function expectOneNode(dataDir: string, when: string) {
  const nodes = anvilProcessesOf(dataDir);
  if (nodes.length !== 1)
    problems.push(`${when}: ${nodes.length} anvil processes on the data folder (${nodes.join(', ')})`);
}

async function main() {
  const started = Date.now();
  const dataDir = realpathSync(mkdtempSync(join(tmpdir(), 'horodoc-chaos-')));
  const rpcPort = await freePort();
  const paid: Paid[] = [];
  let product = await startProductOn(dataDir, rpcPort);
  try {
    for (const [index, round] of ROUNDS.entries()) {
      log(`round ${index + 1}: ${PER_ROUND} paid timestamps, kill -9 of the server ${round.when}`);
      await runRound(product, dataDir, round.kill, paid);
      log(`round ${index + 1}: server ${product.serverPid} killed; restarting on the same data folder`);
      product = await startProductOn(dataDir, rpcPort);
      expectOneNode(dataDir, `after restart ${index + 1}`);
    }
    log(`asking again for the ${paid.filter((p) => !p.answered).length} confirmations left unanswered`);
    const deadline = Date.now() + SETTLE_WITHIN_MS;
    const current = product;
    await inParallel(
      paid.filter((p) => !p.answered),
      (payment) => confirmUntilAnswered(current, payment, () => {}),
      () => Date.now() > deadline,
    );
    const tally = await judge(product, dataDir, paid);
    expectOneNode(dataDir, 'at the end');
    await product.stop();
    if (anvilProcessesOf(dataDir).length !== 0) problems.push('an anvil process outlived the stopped server');
    process.stdout.write(
      `chaos: paid=${tally.paid} anchored=${tally.anchored} refunded=${tally.refunded} lost=${tally.lost} double=${tally.double}\n`,
    );
    if (tally.paid !== ROUNDS.length * PER_ROUND)
      problems.push(`${tally.paid} paid intents, not ${ROUNDS.length * PER_ROUND}`);
  } finally {
    await product.stop().catch(() => {});
  }
  log(`done in ${Math.round((Date.now() - started) / 1000)} s`);
  if (problems.length > 0) {
    for (const problem of problems) process.stderr.write(`[chaos] FAILED: ${problem}\n`);
    process.exit(1);
  }
  rmSync(dataDir, { recursive: true, force: true });
}

main().catch((error: unknown) => {
  process.stderr.write(
    `[chaos] FAILED: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`,
  );
  process.exit(1);
});
