import { execFile, execFileSync } from 'node:child_process';
import { randomBytes, randomUUID } from 'node:crypto';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { Horodoc, hashFile, verifyWebhook } from '@horodoc/sdk';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, openDatabase } from '../src/adapters/db/database';
import type { Deps } from '../src/deps';
import { signUpWithKey } from './support/api-keys';
import { startTestChain, type TestChain } from './support/chain';
import { deliverDueWebhooks } from './support/deliver-due-webhooks';
import { startDroppingProxy } from './support/dropping-proxy';
import type { ApiKey } from './support/pro-api';
import { buildTestApp } from './support/test-app';
import { startWebhookReceiver } from './support/webhook-receiver';

const cliRoot = fileURLToPath(new URL('../../../packages/cli/', import.meta.url));

/**
 * The TypeScript SDK against the running product, as an integrator's program uses it: a real server on a
 * port, its anchoring engine on anvil, the SDK's own fetch and clock.
 */
describe('@horodoc/sdk against the running product', () => {
  let chain: TestChain;
  let database: Database;
  let app: FastifyInstance;
  let deps: Deps;
  let host: string;
  let horodoc: Horodoc;
  let key: ApiKey;
  const dir = mkdtempSync(join(tmpdir(), 'horodoc-sdk-'));
  const aDocument = (name: string) => {
    const path = join(dir, name);
    writeFileSync(path, randomBytes(2048));
    return path;
  };
  // Anchoring takes a few of the test chain's one-second blocks.
  const wait = { pollIntervalMs: 200, timeoutMs: 30_000 };

  beforeAll(async () => {
    execFileSync(process.execPath, [join(cliRoot, 'scripts/build.mjs')]);
    chain = await startTestChain({ blockTime: 1 });
    database = await openDatabase({ kind: 'pglite' });
    ({ app, deps } = await buildTestApp({ database, chain: chain.client, env: { LOCAL_BLOCK_TIME_S: '1' } }));
    deps.anchoring.start();
    host = await app.listen({ port: 0, host: '127.0.0.1' });
    ({ key } = await signUpWithKey(app, { credits: 20 }));
    horodoc = new Horodoc({ apiKey: key.keyId, apiSecret: key.secret, baseUrl: host });
  });
  afterAll(async () => {
    await deps?.anchoring.stop();
    await app?.close();
    await database?.close();
    await chain?.stop();
  });

  it('timestamps a file by its fingerprint, waits for it, and its PDF’s proof passes `horodoc verify`', async () => {
    const document = aDocument('contrat.txt');
    const upload = await horodoc.uploadFile(document, { tags: ['sdk'] });
    expect(upload).toMatchObject({
      status: 'pending',
      file_name: 'contrat.txt',
      file_size: 2048,
      credits_used: 1,
    });

    const certificate = await horodoc.waitForCertificate(upload.certificate_id, wait);
    expect(certificate.status).toBe('completed');
    const pdf = await horodoc.downloadPdf(upload.certificate_id);
    expect(new TextDecoder().decode(pdf.subarray(0, 5))).toBe('%PDF-');

    const proof = await horodoc.getProof(upload.certificate_id);
    expect(proof.fingerprint).toBe(upload.file_hash);
    const proofPath = join(dir, 'preuve.json');
    writeFileSync(proofPath, JSON.stringify(proof));
    const { stdout } = await promisify(execFile)(process.execPath, [
      join(cliRoot, 'bin/horodoc.mjs'),
      'verify',
      document,
      '--proof',
      proofPath,
      '--rpc',
      chain.node.rpcUrl,
    ]);
    expect(stdout).toContain('✔ Preuve valide');
  });

  it('streams a file to the server, which hashes it to the same fingerprint', async () => {
    const document = aDocument('facture.txt');
    const streamed = await horodoc.uploadFile(document, { stream: true });
    expect(streamed).toMatchObject({ status: 'pending', file_name: 'facture.txt', file_size: 2048 });
    const { file_hash } = await hashFile(document);
    expect(streamed.file_hash).toBe(file_hash);
  });

  it('sends a batch, finds it page after page by its tag, and verifies the webhooks it triggers', async () => {
    const receiver = await startWebhookReceiver();
    try {
      const tag = `lot-${randomBytes(3).toString('hex')}`;
      const documents = await Promise.all(
        ['devis', 'bon', 'recu'].map(async (name) => ({
          ...(await hashFile(aDocument(`${name}.txt`))),
          file_name: `${name}.txt`,
          tags: [tag],
        })),
      );
      const batch = await horodoc.createBatch({ documents, webhook_url: receiver.url });
      expect(batch).toMatchObject({ created: 3, credits_used: 3 });

      const found: string[] = [];
      for await (const certificate of horodoc.searchCertificates({ tag, limit: 2 })) {
        found.push(certificate.certificate_id);
      }
      expect(found.sort()).toEqual(batch.certificates.map((c) => c.certificate_id).sort());

      for (const { certificate_id } of batch.certificates)
        await horodoc.waitForCertificate(certificate_id, wait);
      await deliverDueWebhooks(deps.webhookDelivery, new Date());
      const { webhook_secret } = await horodoc.getWebhookSecret();
      const events = receiver.received.map((delivery) =>
        verifyWebhook({ payload: delivery.body, headers: delivery.headers, secret: webhook_secret }),
      );
      expect(events.map((event) => event.type).sort()).toEqual([
        'batch.settled',
        'certificate.completed',
        'certificate.completed',
        'certificate.completed',
      ]);
      // Signed by another secret, the same delivery is refused.
      const [first] = receiver.received;
      expect(() =>
        verifyWebhook({
          payload: first?.body ?? '',
          headers: first?.headers ?? {},
          secret: `whsec_${randomBytes(24).toString('base64')}`,
        }),
      ).toThrow(/signature/);
    } finally {
      receiver.close();
    }
  });

  it('retries an upload whose answer a dropped connection lost, and is debited once', async () => {
    const proxy = await startDroppingProxy(host);
    try {
      const throughProxy = new Horodoc({ apiKey: key.keyId, apiSecret: key.secret, baseUrl: proxy.url });
      const before = (await horodoc.getBalance()).credits_balance;
      proxy.dropNextAnswer();
      const idempotencyKey = randomUUID();
      const upload = await throughProxy.uploadFile(aDocument('avenant.txt'), {}, { idempotencyKey });
      expect(proxy.dropped()).toBe(1);
      expect(upload.credits_used).toBe(1);
      expect((await horodoc.getBalance()).credits_balance).toBe(before - 1);
    } finally {
      proxy.close();
    }
  });
});
