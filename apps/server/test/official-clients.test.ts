import { execFile, execFileSync } from 'node:child_process';
import { randomBytes, randomUUID } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { Horodoc, hashFile, verifyWebhook } from '@horodoc/sdk';
import { CERTIFICATE_EXPORT_COLUMNS } from '@horodoc/shared/pro-usage-api';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runDocumentedFlows } from '../../../packages/sdk/test/openapi-flows';
import type { Database } from '../src/adapters/db/database';
import type { Deps } from '../src/deps';
import { signUpWithKey } from './support/api-keys';
import { startTestChain, type TestChain } from './support/chain';
import { openMigratedPglite } from './support/databases';
import { deliverDueWebhooks } from './support/deliver-due-webhooks';
import { startDroppingProxy } from './support/dropping-proxy';
import type { ApiKey } from './support/pro-api';
import { buildTestApp } from './support/test-app';
import { startWebhookReceiver } from './support/webhook-receiver';

const cliRoot = fileURLToPath(new URL('../../../packages/cli/', import.meta.url));
const pythonSdk = fileURLToPath(new URL('../../../sdks/python/', import.meta.url));

/** The published command, run as a user runs it, with only the environment given. */
function horodocCommand(args: string[], env: Record<string, string>) {
  return promisify(execFile)(process.execPath, [join(cliRoot, 'bin/horodoc.mjs'), ...args], {
    env: { PATH: process.env.PATH ?? '', ...env },
    encoding: 'utf8',
  }).then(
    (done) => ({ code: 0, ...done }),
    (failed: { code: number; stdout: string; stderr: string }) => failed,
  );
}

/**
 * The official clients against the running product, as integrators use them: a real server on a port, its
 * anchoring engine on anvil. One product for all of them keeps the suite's time down.
 */
// Each test waits for a real anchoring at least, and the Python one for its whole suite.
describe('the official clients against the running product', { timeout: 180_000 }, () => {
  let chain: TestChain;
  let database: Database;
  let app: FastifyInstance;
  let deps: Deps;
  let host: string;
  let horodoc: Horodoc;
  let key: ApiKey;
  /** The key `horodoc stamp` uses: an account of its own. */
  let stampKey: ApiKey;
  const dir = mkdtempSync(join(tmpdir(), 'horodoc-sdk-'));
  const aDocument = (name: string) => {
    const path = join(dir, name);
    writeFileSync(path, randomBytes(2048));
    return path;
  };
  // Anchoring takes a few of the test chain's one-second blocks.
  const wait = { pollIntervalMs: 200, timeoutMs: 60_000 };

  // A CLI build, a chain, a database and two signups: more than the default minute on a busy machine.
  beforeAll(async () => {
    execFileSync(process.execPath, [join(cliRoot, 'scripts/build.mjs')]);
    chain = await startTestChain({ blockTime: 1 });
    database = await openMigratedPglite();
    ({ app, deps } = await buildTestApp({ database, chain: chain.client, env: { LOCAL_BLOCK_TIME_S: '1' } }));
    deps.anchoring.start();
    host = await app.listen({ port: 0, host: '127.0.0.1' });
    ({ key } = await signUpWithKey(app, { credits: 20 }));
    ({ key: stampKey } = await signUpWithKey(app, { credits: 20 }));
    horodoc = new Horodoc({ apiKey: key.keyId, apiSecret: key.secret, baseUrl: host });
  }, 120_000);
  afterAll(async () => {
    await deps?.anchoring.stop();
    await app?.close();
    await database?.close();
    await chain?.stop();
  });

  it('timestamps a file by its fingerprint, waits for it, downloads its PDF, and the proof fetched as JSON passes `horodoc verify`', async () => {
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
    const { stdout } = await horodocCommand(
      ['verify', document, '--proof', proofPath, '--rpc', chain.node.rpcUrl],
      {},
    );
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

  it('`horodoc stamp` sends the files as one batch and writes beside each a proof and a PDF that `horodoc verify` accepts', async () => {
    const files = [aDocument('statuts.txt'), aDocument('bail.txt')];
    const key = { HORODOC_API_KEY: stampKey.keyId, HORODOC_API_SECRET: stampKey.secret, HOME: dir };
    const stamped = await horodocCommand(['stamp', ...files, '--server', host, '--tag', 'cli'], key);
    expect(stamped.stderr).toBe('');
    expect(stamped.code).toBe(0);
    expect(stamped.stdout).toContain('2 nouvelle(s), 0 déjà horodatée(s) ; 2 crédit(s) utilisé(s)');
    for (const file of files) {
      const proof = JSON.parse(readFileSync(`${file}.preuve.json`, 'utf8'));
      expect(proof.fingerprint).toBe((await hashFile(file)).file_hash);
      const byProof = await horodocCommand(
        ['verify', file, '--proof', `${file}.preuve.json`, '--rpc', chain.node.rpcUrl],
        {},
      );
      expect(byProof.stdout).toContain('✔ Preuve valide');
      const byPdf = await horodocCommand(
        ['verify', file, '--certificate', `${file}.certificat.pdf`, '--rpc', chain.node.rpcUrl],
        {},
      );
      expect(byPdf.stdout).toContain('✔ Preuve valide');
    }
    const account = new Horodoc({ apiKey: stampKey.keyId, apiSecret: stampKey.secret, baseUrl: host });
    expect((await account.listCertificates({ tag: 'cli' })).certificates).toHaveLength(2);
  });

  it('`horodoc stamp` reads the key from the file the signup hands out, and stamps a known file again for free', async () => {
    const config = join(dir, 'config');
    mkdirSync(join(config, 'horodoc'), { recursive: true });
    writeFileSync(
      join(config, 'horodoc', 'horodoc-api-credentials.json'),
      JSON.stringify({ apiKey: stampKey.keyId, apiSecret: stampKey.secret, credits: 20 }),
    );
    const file = join(dir, 'statuts.txt');
    const again = await horodocCommand(['stamp', file, '--server', host], {
      XDG_CONFIG_HOME: config,
      HOME: dir,
    });
    expect(again.code).toBe(0);
    expect(again.stdout).toContain('0 nouvelle(s), 1 déjà horodatée(s) ; 0 crédit(s) utilisé(s)');
    expect(existsSync(`${file}.certificat.pdf`)).toBe(true);
  });

  it('`horodoc stamp` without a key says where it looked, and exits 2 before sending anything', async () => {
    const refused = await horodocCommand(['stamp', aDocument('note.txt'), '--server', host], { HOME: dir });
    expect(refused.code).toBe(2);
    expect(refused.stderr).toContain('HORODOC_API_KEY');
  });

  it('a client generated from the OpenAPI document alone (openapi-typescript, openapi-fetch) runs the documented flows', async () => {
    const { key: flowsKey } = await signUpWithKey(app, { credits: 20 });
    const flows = await runDocumentedFlows({
      baseUrl: host,
      apiKey: flowsKey.keyId,
      apiSecret: flowsKey.secret,
      timeoutMs: 60_000,
    });
    expect(flows).toMatchObject({
      balance: 20,
      upload: { status: 'pending', fileSize: null },
      streamed: 'contrat.txt',
      status: 'completed',
      proof: { fingerprint: expect.stringMatching(/^0x[0-9a-f]{64}$/) },
      archiveHeader: CERTIFICATE_EXPORT_COLUMNS.join(','),
      secretPrefix: 'whsec_',
      endpoints: 0,
      keys: [flowsKey.keyId],
      refusal: { status: 404, code: 'not_found' },
    });
    expect(flows.batch).toHaveLength(1);
    expect(flows.found).toHaveLength(3);
    expect(flows.pdfBytes).toBeGreaterThan(1000);
  });

  it('the Python SDK’s own tests pass against the product, run by python3 with the standard library alone, and the proof it fetched passes `horodoc verify`', async () => {
    const { key: pythonKey } = await signUpWithKey(app, { credits: 20 });
    const proofDir = mkdtempSync(join(tmpdir(), 'horodoc-python-proof-'));
    const run = await promisify(execFile)(
      'python3',
      ['-m', 'unittest', 'discover', '-v', '-s', 'tests', '-t', '.'],
      {
        cwd: pythonSdk,
        env: {
          PATH: process.env.PATH ?? '',
          HORODOC_TEST_BASE_URL: host,
          HORODOC_TEST_API_KEY: pythonKey.keyId,
          HORODOC_TEST_API_SECRET: pythonKey.secret,
          HORODOC_TEST_PROOF_DIR: proofDir,
        },
        encoding: 'utf8',
        timeout: 120_000,
      },
    ).catch((error: { stdout: string; stderr: string }) => ({ failed: true, ...error }));
    expect(run.stderr).toMatch(/\nOK\n/);
    expect(run.stderr).not.toMatch(/skipped/);
    expect(run.stderr).toMatch(/Ran 1\d tests/);
    const document = join(proofDir, 'contrat.txt');
    const verified = await horodocCommand(
      ['verify', document, '--proof', `${document}.preuve.json`, '--rpc', chain.node.rpcUrl],
      {},
    );
    expect(verified.stdout).toContain('✔ Preuve valide');
  });
});
