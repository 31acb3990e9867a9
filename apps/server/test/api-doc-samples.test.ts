import { execFile, execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, readFileSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import {
  apiDocSamples,
  SAMPLE_LANGUAGES,
  type SampleCall,
  type SampleLanguage,
} from '@horodoc/shared/api-doc-samples';
import { apiDocSdkSamples, SDK_LANGUAGES, type SdkLanguage } from '@horodoc/shared/api-doc-sdk-samples';
import { CERTIFICATE_EXPORT_COLUMNS } from '@horodoc/shared/pro-usage-api';
import { SIGNATURE_VERSIONS } from '@horodoc/shared/request-signature';
import type { FastifyInstance } from 'fastify';
import { Webhook } from 'standardwebhooks';
import { afterAll, beforeAll, describe, it } from 'vitest';
import type { Database } from '../src/adapters/db/database';
import type { Deps } from '../src/deps';
import { eventually } from './support/anchoring';
import { signUpWithKey } from './support/api-keys';
import { startTestChain, type TestChain } from './support/chain';
import { openMigratedPglite } from './support/databases';
import { deliverDueWebhooks } from './support/deliver-due-webhooks';
import { type ApiKey, callPro } from './support/pro-api';
import { buildTestApp } from './support/test-app';
import { startWebhookReceiver } from './support/webhook-receiver';

const repository = fileURLToPath(new URL('../../../', import.meta.url));

/**
 * Debian's interpreters, each given the sample's text as a file. The SDK samples find their SDK as an
 * integrator's program does: `@horodoc/sdk`, built as it would be published, in a `node_modules` beside them;
 * `horodoc` on the `PYTHONPATH`.
 */
const RUN: Record<
  SampleLanguage | SdkLanguage,
  { file: string; command: string[]; env?: Record<string, string> }
> = {
  curl: { file: 'sample.sh', command: ['bash', '-eo', 'pipefail'] },
  python: { file: 'sample.py', command: ['python3'] },
  javascript: { file: 'sample.mjs', command: ['node'] },
  php: { file: 'sample.php', command: ['php'] },
  'sdk-node': { file: 'sample.mjs', command: ['node'] },
  'sdk-python': {
    file: 'sample.py',
    command: ['python3'],
    env: { PYTHONPATH: join(repository, 'sdks/python') },
  },
};

interface SampleCase {
  name: string;
  runner: SampleLanguage | SdkLanguage;
  text: (host: string, call: SampleCall) => string;
}

/** Every raw sample's language with each version of the request signature, then the SDK calls beside them. */
const CASES: SampleCase[] = [
  ...SAMPLE_LANGUAGES.flatMap((language) =>
    SIGNATURE_VERSIONS.map((version) => ({
      name: `${language}, signature v${version}`,
      runner: language,
      text: (host: string, call: SampleCall) => apiDocSamples(host, version)[call][language],
    })),
  ),
  ...SDK_LANGUAGES.map((language) => ({
    name: language,
    runner: language,
    text: (host: string, call: SampleCall) => apiDocSdkSamples(host)[call][language],
  })),
];

// Concurrently: most of a sample's time is an interpreter starting and a block being mined, which overlap
// well; one after the other, the 80-odd samples took over eight minutes of the suite. Five at a time, a flow
// of seven interpreter runs and an anchoring can take more than a minute on a busy machine.
describe.concurrent('the /api-docs samples, run as printed', { timeout: 180_000 }, () => {
  let chain: TestChain;
  let database: Database;
  let app: FastifyInstance;
  let deps: Deps;
  let key: ApiKey;
  let host: string;
  /** A `node_modules` holding only `@horodoc/sdk`, its published bundle. */
  const sdkModules = mkdtempSync(join(tmpdir(), 'horodoc-sdk-modules-'));

  beforeAll(async () => {
    execFileSync(process.execPath, [join(repository, 'packages/sdk/scripts/build.mjs')]);
    const sdk = join(sdkModules, '@horodoc/sdk');
    mkdirSync(sdk, { recursive: true });
    writeFileSync(
      join(sdk, 'package.json'),
      JSON.stringify({ name: '@horodoc/sdk', type: 'module', exports: './index.mjs' }),
    );
    symlinkSync(join(repository, 'packages/sdk/dist/horodoc-sdk.mjs'), join(sdk, 'index.mjs'));
    chain = await startTestChain({ blockTime: 1 });
    database = await openMigratedPglite();
    ({ app, deps } = await buildTestApp({ database, chain: chain.client, env: { LOCAL_BLOCK_TIME_S: '1' } }));
    deps.anchoring.start();
    host = await app.listen({ port: 0, host: '127.0.0.1' });
    // Enough credits for every upload and batch sample, in both versions.
    ({ key } = await signUpWithKey(app, { credits: 100, amount: 1815 }));
  });
  afterAll(async () => {
    await deps?.anchoring.stop();
    await app?.close();
    await database?.close();
    await chain?.stop();
  });

  // Asynchronously: the server answering the sample runs in this very process.
  const run = async (
    runner: SampleLanguage | SdkLanguage,
    text: string,
    env: Record<string, string> = {},
  ) => {
    const dir = mkdtempSync(join(tmpdir(), 'horodoc-sample-'));
    writeFileSync(join(dir, RUN[runner].file), text);
    if (runner === 'sdk-node') symlinkSync(sdkModules, join(dir, 'node_modules'));
    const [command, ...args] = RUN[runner].command;
    const { stdout: output } = await promisify(execFile)(command as string, [...args, RUN[runner].file], {
      cwd: dir,
      env: {
        PATH: process.env.PATH ?? '',
        HOME: dir,
        API_KEY: key.keyId,
        API_SECRET: key.secret,
        ...RUN[runner].env,
        ...env,
      },
      encoding: 'utf8',
      timeout: 30_000,
    });
    return { output, dir };
  };
  const aDocument = () => {
    const dir = mkdtempSync(join(tmpdir(), 'horodoc-document-'));
    const file = join(dir, `contrat-${randomBytes(4).toString('hex')}.txt`);
    writeFileSync(file, randomBytes(4096));
    return file;
  };

  const aFolder = () => {
    const folder = mkdtempSync(join(tmpdir(), 'horodoc-documents-'));
    for (const name of ['devis.txt', 'facture.txt', 'contrat.txt'])
      writeFileSync(join(folder, name), randomBytes(512));
    return folder;
  };

  it.for(CASES)('$name: reads the balance with a signed request', async ({ runner, text }, { expect }) => {
    const { output } = await run(runner, text(host, 'balance'));
    expect(output).toMatch(/credits_balance['"]?: ?\d+/);
  });

  it.for(CASES)(
    '$name: reads the month’s usage with the query string left out of the signature',
    async ({ runner, text }, { expect }) => {
      const { output } = await run(runner, text(host, 'usage'));
      expect(output).toMatch(/month['"]?: ?['"]2026-11['"]/);
      expect(output).toMatch(/failed_requests/);
    },
  );

  it.for(CASES)('$name: saves the certificates’ CSV archive', async ({ runner, text }, { expect }) => {
    const { dir } = await run(runner, text(host, 'exportCsv'));
    const csv = readFileSync(join(dir, 'certificats.csv'), 'utf8');
    expect(csv.split('\r\n')[0]).toBe(CERTIFICATE_EXPORT_COLUMNS.join(','));
  });

  it.for(CASES)(
    '$name: uploads a file, then a fingerprint, then reads the status, the PDF and the proof',
    async ({ runner, text }, { expect }) => {
      const byFile = await run(runner, text(host, 'uploadFile'), { FILE: aDocument() });
      expect(byFile.output).toMatch(/pending/);
      const byHash = await run(runner, text(host, 'uploadHash'), { FILE: aDocument() });
      expect(byHash.output).toMatch(/pending/);
      const certificateId = /certificate_id['"]?: ?['"]([0-9a-f-]{36})/.exec(byHash.output)?.[1];
      if (!certificateId) throw new Error(`no certificate id in ${byHash.output}`);
      await eventually(
        async () =>
          (
            await callPro(app, key, { method: 'GET', path: `/pro/certificates/${certificateId}/status` })
          ).json().status === 'completed',
        90_000,
        'completion',
      );
      const status = await run(runner, text(host, 'status'), { CERTIFICATE_ID: certificateId });
      expect(status.output).toMatch(/completed/);
      const download = await run(runner, text(host, 'download'), { CERTIFICATE_ID: certificateId });
      expect(readFileSync(join(download.dir, 'certificat.pdf')).subarray(0, 5).toString()).toBe('%PDF-');
      const proof = await run(runner, text(host, 'proof'), { CERTIFICATE_ID: certificateId });
      const fileHash = /file_hash['"]?: ?['"](0x[0-9a-f]{64})/.exec(byHash.output)?.[1];
      expect(JSON.parse(readFileSync(join(proof.dir, 'preuve.json'), 'utf8'))).toMatchObject({
        format: 'horodoc-proof',
        fingerprint: fileHash,
        certificateId,
      });
    },
  );

  it.for(CASES)(
    '$name: sends a folder as one batch, then finds it by its tag',
    async ({ runner, text }, { expect }) => {
      const folder = aFolder();
      const batch = await run(runner, text(host, 'batch'), { DOCUMENTS: folder });
      expect(batch.output).toMatch(/created['"]?: ?3/);
      const ids = [...batch.output.matchAll(/certificate_id['"]?: ?['"]([0-9a-f-]{36})/g)].map((m) => m[1]);
      expect(ids).toHaveLength(3);
      const search = await run(runner, text(host, 'search'));
      for (const id of ids) expect(search.output).toContain(id);
      // The raw samples print the page; the SDKs follow its cursor themselves.
      if (!runner.startsWith('sdk-')) expect(search.output).toMatch(/next_cursor/);
    },
  );

  it.for(CASES)('$name: sends a test webhook to a receiver', async ({ runner, text }, { expect }) => {
    const receiver = await startWebhookReceiver();
    try {
      const url = receiver.url;
      const { output } = await run(runner, text(host, 'testWebhook'), {
        WEBHOOK_URL: url,
      });
      expect(output).toMatch(/status_code['"]?: ?200/);
      expect(receiver.received.map(({ body }) => JSON.parse(body).type)).toEqual(['webhook.test']);
    } finally {
      receiver.close();
    }
  });

  it.for(CASES)(
    '$name: creates a key, lists it, rolls it, then revokes its replacement',
    async ({ runner, text }, { expect }) => {
      // An account of its own: the keys these samples make count toward its limit of 20.
      const { key: own } = await signUpWithKey(app);
      const env = { API_KEY: own.keyId, API_SECRET: own.secret };
      const created = await run(runner, text(host, 'createKey'), env);
      const made = /key_id['"]?: ?['"](hk_[0-9a-f]{32})/.exec(created.output)?.[1];
      const secret = /api_secret['"]?: ?['"]([0-9a-f]{64})/.exec(created.output)?.[1];
      if (!made || !secret) throw new Error(`no key in ${created.output}`);
      const listed = await run(runner, text(host, 'listKeys'), env);
      expect(listed.output).toContain(made);
      expect(listed.output).not.toContain(secret);
      const rolled = await run(runner, text(host, 'rollKey'), { ...env, KEY_ID: made });
      expect(rolled.output).toMatch(/expires_at['"]?: ?['"]\d{4}-/);
      const replacement = /key_id['"]?: ?['"](hk_[0-9a-f]{32})/.exec(rolled.output)?.[1];
      if (!replacement) throw new Error(`no replacement in ${rolled.output}`);
      const revoked = await run(runner, text(host, 'revokeKey'), { ...env, KEY_ID: replacement });
      expect(revoked.output).toMatch(/revoked_at/);
      const left = await callPro(app, own, { method: 'GET', path: '/pro/api-keys' });
      expect(left.json().keys.map((k: { key_id: string }) => k.key_id)).toEqual([own.keyId, made]);
    },
  );

  it.for(CASES)(
    '$name: adds a webhook endpoint, reads its delivery log, redelivers, then deletes it',
    async ({ runner, text }, { expect }) => {
      const { key: own } = await signUpWithKey(app);
      const env = { API_KEY: own.keyId, API_SECRET: own.secret };
      const receiver = await startWebhookReceiver();
      try {
        const created = await run(runner, text(host, 'createEndpoint'), {
          ...env,
          WEBHOOK_URL: receiver.url,
        });
        const endpointId = /endpoint_id['"]?: ?['"]([0-9a-f-]{36})/.exec(created.output)?.[1];
        const secret = /webhook_secret['"]?: ?['"](whsec_[A-Za-z0-9+/=]+)/.exec(created.output)?.[1];
        if (!endpointId || !secret) throw new Error(`no endpoint in ${created.output}`);
        expect((await run(runner, text(host, 'listEndpoints'), env)).output).toContain(endpointId);

        const upload = await callPro(app, own, {
          method: 'POST',
          path: '/pro/certificates/upload',
          headers: { 'content-type': 'application/json' },
          payload: JSON.stringify({ file_hash: randomBytes(32).toString('hex') }),
        });
        const certificateId = upload.json().certificate_id as string;
        // Another sample's delivery pass may be the one that sends it: this pass then finds nothing due.
        await eventually(
          async () => {
            await deliverDueWebhooks(deps.webhookDelivery, new Date());
            return receiver.received.some((r) => r.body.includes(certificateId));
          },
          90_000,
          'the endpoint told of the completion',
        );
        const logged = await run(runner, text(host, 'listDeliveries'), env);
        const deliveryId = /delivery_id['"]?: ?['"]([0-9a-f-]{36})/.exec(logged.output)?.[1];
        if (!deliveryId) throw new Error(`no delivery in ${logged.output}`);
        expect(logged.output).toMatch(/status_code['"]?: ?200/);
        const redelivered = await run(runner, text(host, 'redeliver'), {
          ...env,
          DELIVERY_ID: deliveryId,
        });
        expect(redelivered.output).toMatch(/pending/);
        const sentTwice = () => receiver.received.filter((r) => r.headers['webhook-id'] === deliveryId);
        await eventually(
          async () => {
            await deliverDueWebhooks(deps.webhookDelivery, new Date());
            return sentTwice().length >= 2;
          },
          90_000,
          'the redelivery',
        );
        const sent = sentTwice();
        expect(sent).toHaveLength(2);
        // The secret the sample printed verifies what the endpoint receives.
        expect(
          new Webhook(secret).verify(sent[1]?.body ?? '', sent[1]?.headers as Record<string, string>),
        ).toMatchObject({
          type: 'certificate.completed',
        });
        const deleted = await run(runner, text(host, 'deleteEndpoint'), {
          ...env,
          ENDPOINT_ID: endpointId,
        });
        expect(deleted.output).toMatch(/deleted_at/);
      } finally {
        receiver.close();
      }
    },
  );

  /** Each language's v2 batch sample, changed to send one more space than it signed (valid JSON still). */
  const ALTERED_BODY: Record<SampleLanguage, [string, string]> = {
    curl: ['--data-binary "$BODY"', '--data-binary "$BODY "'],
    python: ['data=body.encode()', 'data=(body + " ").encode()'],
    // biome-ignore lint/suspicious/noTemplateCurlyInString: the sample's own JavaScript template literal.
    javascript: ['{ ...init, method, headers }', '{ ...init, body: `${init.body} `, method, headers }'],
    php: ["'content' => $body,", "'content' => $body . ' ',"],
  };

  it.for(SAMPLE_LANGUAGES)(
    '%s, signature v2: the server checks the body, so a changed body is refused',
    async (language, { expect }) => {
      const [printed, altered] = ALTERED_BODY[language];
      const sample = apiDocSamples(host, '2').batch[language];
      expect(sample).toContain(printed);
      const failure = await run(language, sample.replace(printed, altered), {
        DOCUMENTS: aFolder(),
      }).catch((error: { stdout: string; stderr: string }) => `${error.stdout} ${error.stderr}`);
      // Python's urllib names the status only; the others print the server's answer as well.
      expect(failure).toMatch(/401/);
    },
  );
});
