import { afterEach, describe, expect, it } from 'vitest';
import { createPaymentProvider } from '../src/adapters/payments/create-payment-provider';
import type { PaymentProvider } from '../src/adapters/payments/payment-provider';
import type { SimulatorProvider } from '../src/adapters/payments/simulator-provider';
import { verifyDocument } from '../src/modules/verification/verify-document';
import { eventually } from './support/anchoring';
import { startTestChain, type TestChain } from './support/chain';
import { databaseTargets } from './support/databases';
import { type FakeChainRig, fakeChainRig } from './support/engine-on-fake-chain';
import { testConfig } from './support/test-app';
import { confirm, createPayment, payWithCard, post, randomHash } from './support/web-flow';
import { startWebFlowApp } from './support/web-flow-app';

const targets = await databaseTargets();

describe.each(targets)('the web flow when the chain fails, on the fake chain, on $name', (target) => {
  const stops: Array<() => Promise<void>> = [];
  afterEach(async () => {
    for (const stop of stops.splice(0).reverse()) await stop().catch(() => {});
  });

  /** The app on the fake chain, its engine and its clock the rig's. */
  async function setup(rig: FakeChainRig) {
    const { database, cleanup } = await target.open();
    stops.push(cleanup);
    const simulator = createPaymentProvider(testConfig()) as SimulatorProvider;
    // The real simulator, counting the card payments it is asked to create.
    const created: string[] = [];
    const payments: PaymentProvider = {
      ...simulator,
      createPaymentIntent: async (input) => {
        created.push(input.metadata.file_hash ?? '');
        return simulator.createPaymentIntent(input);
      },
    };
    const anchoring = rig.start(database);
    const built = await startWebFlowApp({
      database,
      chain: rig.fake.client,
      env: { WEB_ANCHOR_TIMEOUT_MS: '20000' },
      deps: { payments, anchoring, clock: rig.clock },
      muteEvents: true,
    });
    stops.push(built.close);
    return { ...built, database, created };
  }

  it('refuses create-payment with 503 and the maintenance message while anchoring is paused: no card payment is made', async () => {
    const rig = fakeChainRig();
    const { app, deps, created } = await setup(rig);
    await rig.until(async () => (await deps.anchoring.health()).leader === true, 'the lead');

    rig.fake.setReachable(false);
    await rig.until(() => !deps.anchoring.isAvailable(), 'anchoring paused');
    const fileHash = randomHash();
    const refused = await post(app, '/api/create-payment.php', {
      file_hash: fileHash,
      file_name: 'contrat.pdf',
      file_size: 12_345,
      amount_ttc: 121,
    });
    expect(refused.statusCode).toBe(503);
    expect(refused.json()).toEqual({
      success: false,
      error: 'service_unavailable',
      message:
        "Le service est temporairement indisponible : l'ancrage sur la blockchain est momentanément interrompu. Aucun paiement n'a été effectué ; réessayez dans quelques minutes.",
    });
    expect(created).not.toContain(fileHash);

    // The node back: payments are taken again once the engine resumes.
    rig.fake.setReachable(true);
    await rig.until(() => deps.anchoring.isAvailable(), 'anchoring resumed');
    await createPayment(app, { fileHash });
    expect(created).toContain(fileHash);
  });
});

/**
 * On anvil: a node frozen by SIGSTOP leaves its HTTP requests hanging, which needs a real process; and the web
 * flow reads the root from the chain through its own client before it answers, which the fake chain does not serve.
 */
describe.each(targets)('the web flow when the chain fails, on anvil, on $name', (target) => {
  const stops: Array<() => Promise<void>> = [];
  afterEach(async () => {
    for (const stop of stops.splice(0).reverse()) await stop().catch(() => {});
  });

  async function setup(chain: TestChain) {
    const { database, cleanup } = await target.open();
    stops.push(cleanup);
    const built = await startWebFlowApp({
      database,
      chain: chain.client,
      env: { WEB_ANCHOR_TIMEOUT_MS: '20000' },
      muteEvents: true,
    });
    stops.push(built.close);
    return { ...built, database };
  }

  it('does not answer success with a transaction the chain lost when the browser asks again', async () => {
    const chain = await startTestChain({ blockTime: 1 });
    stops.push(() => chain.stop());
    const { app, database } = await setup(chain);
    const rpc = chain.client.publicClient as unknown as {
      request(args: { method: string; params: unknown[] }): Promise<unknown>;
    };
    const fileHash = randomHash();
    const { payment_id, client_secret } = await createPayment(app, { fileHash });
    await payWithCard(app, client_secret);
    const snapshot = await rpc.request({ method: 'evm_snapshot', params: [] });
    const first = await confirm(app, payment_id);
    expect(first.statusCode, first.body).toBe(200);
    const lostTx = first.json().tx_hash as string;

    // The chain goes back past the transaction, as a deep reorganisation or a lost local chain would.
    await rpc.request({ method: 'evm_revert', params: [snapshot] });
    const again = await confirm(app, payment_id);
    if (again.statusCode === 200) expect(again.json().tx_hash).not.toBe(lostTx);
    else expect(again.json()).toMatchObject({ error: 'anchoring_pending' });

    let anchoredAgain = '';
    await eventually(
      async () => {
        const answer = await confirm(app, payment_id);
        if (answer.statusCode !== 200) return false;
        anchoredAgain = answer.json().tx_hash;
        return true;
      },
      60_000,
      'the payment confirmed on the chain again',
    );
    expect(anchoredAgain).not.toBe(lostTx);
    const verified = await verifyDocument({
      db: database.db,
      chain: chain.client,
      fileHash,
      chainTimeoutMs: 10_000,
      now: new Date(),
    });
    expect(verified).toMatchObject({ found: true, verified: true, certificate: { tx_hash: anchoredAgain } });
  });

  it('keeps the database answering, and stops taking payments, while the node is frozen (SIGSTOP)', async () => {
    const chain = await startTestChain({ blockTime: 1 });
    stops.push(async () => {
      process.kill(chain.node.pid, 'SIGCONT');
      await chain.stop();
    });
    const { app, deps } = await setup(chain);
    const paid = [];
    for (let i = 0; i < 3; i++) {
      const { payment_id, client_secret } = await createPayment(app);
      await payWithCard(app, client_secret);
      paid.push(payment_id);
    }
    // Frozen just after a block, before the engine's send for the next one: their certificates come in
    // while it is frozen, and the engine seals and signs their batch with the node away.
    const start = await chain.client.publicClient.getBlockNumber({ cacheTime: 0 });
    await eventually(
      async () => (await chain.client.publicClient.getBlockNumber({ cacheTime: 0 })) > start,
      10_000,
      'a new block',
    );
    process.kill(chain.node.pid, 'SIGSTOP');
    const confirmations = paid.map((id) => confirm(app, id));
    try {
      // A database held across a chain call answers only once that call gives up (viem: 10 s, retried
      // once): lookups must answer while the node stays frozen, well before such a call could end, both
      // at once and once the engine's own calls are hanging (sales stopped).
      const lookUp = async () => {
        for (let i = 0; i < 10; i++) {
          const held = new Promise<'held'>((resolve) => setTimeout(() => resolve('held'), 8000).unref());
          const answer = await Promise.race([
            post(app, '/api/check-document.php', { file_hash: randomHash() }),
            held,
          ]);
          if (answer === 'held') throw new Error('a lookup was held while the node was frozen');
          expect(answer.statusCode).toBe(200);
        }
      };
      await lookUp();
      // A node that does not answer is down for sales within seconds, before any request times out.
      await eventually(async () => !deps.anchoring.isAvailable(), 15_000, 'sales stopped');
      await lookUp();
      const refused = await post(app, '/api/create-payment.php', {
        file_hash: randomHash(),
        file_name: 'contrat.pdf',
        file_size: 12_345,
        amount_ttc: 121,
      });
      expect(refused.statusCode).toBe(503);
    } finally {
      process.kill(chain.node.pid, 'SIGCONT');
    }
    for (const response of await Promise.all(confirmations))
      expect([200, 504]).toContain(response.statusCode);
  });
});
