import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { apiDocSamples, SAMPLE_LANGUAGES, type SampleLanguage } from '@horodoc/shared/api-doc-samples';
import { CERTIFICATE_EXPORT_COLUMNS } from '@horodoc/shared/pro-usage-api';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, openDatabase } from '../src/adapters/db/database';
import type { Deps } from '../src/deps';
import { signUp } from './support/accounts';
import { eventually } from './support/anchoring';
import { startTestChain, type TestChain } from './support/chain';
import { type ApiKey, callPro } from './support/pro-api';
import { buildTestApp } from './support/test-app';

/** Debian's interpreters, each given the sample's text as a file. */
const RUN: Record<SampleLanguage, { file: string; command: string[] }> = {
  curl: { file: 'sample.sh', command: ['bash', '-eo', 'pipefail'] },
  python: { file: 'sample.py', command: ['python3'] },
  javascript: { file: 'sample.mjs', command: ['node'] },
  php: { file: 'sample.php', command: ['php'] },
};

describe('the /api-docs samples, run as printed', () => {
  let chain: TestChain;
  let database: Database;
  let app: FastifyInstance;
  let deps: Deps;
  let key: ApiKey;
  let host: string;

  beforeAll(async () => {
    chain = await startTestChain({ blockTime: 1 });
    database = await openDatabase({ kind: 'pglite' });
    ({ app, deps } = await buildTestApp({ database, chain: chain.client, env: { LOCAL_BLOCK_TIME_S: '1' } }));
    deps.anchoring.start();
    host = await app.listen({ port: 0, host: '127.0.0.1' });
    const signup = await signUp(app);
    key = { keyId: signup.apiKey, secret: signup.apiSecret };
  });
  afterAll(async () => {
    await deps?.anchoring.stop();
    await app?.close();
    await database?.close();
    await chain?.stop();
  });

  // Asynchronously: the server answering the sample runs in this very process.
  const run = async (language: SampleLanguage, text: string, env: Record<string, string> = {}) => {
    const dir = mkdtempSync(join(tmpdir(), 'horodoc-sample-'));
    writeFileSync(join(dir, RUN[language].file), text);
    const [command, ...args] = RUN[language].command;
    const { stdout: output } = await promisify(execFile)(command as string, [...args, RUN[language].file], {
      cwd: dir,
      env: { PATH: process.env.PATH ?? '', HOME: dir, API_KEY: key.keyId, API_SECRET: key.secret, ...env },
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

  it.each(SAMPLE_LANGUAGES)('%s: reads the balance with a signed request', async (language) => {
    const { output } = await run(language, apiDocSamples(host).balance[language]);
    expect(output).toMatch(/credits_balance['"]?: ?\d+/);
  });

  it.each(SAMPLE_LANGUAGES)(
    '%s: reads the month’s usage with the query string left out of the signature',
    async (language) => {
      const { output } = await run(language, apiDocSamples(host).usage[language]);
      expect(output).toMatch(/month['"]?: ?['"]2026-11['"]/);
      expect(output).toMatch(/failed_requests/);
    },
  );

  it.each(SAMPLE_LANGUAGES)('%s: saves the certificates’ CSV archive', async (language) => {
    const { dir } = await run(language, apiDocSamples(host).exportCsv[language]);
    const csv = readFileSync(join(dir, 'certificats.csv'), 'utf8');
    expect(csv.split('\r\n')[0]).toBe(CERTIFICATE_EXPORT_COLUMNS.join(','));
  });

  it.each(SAMPLE_LANGUAGES)(
    '%s: uploads a file, then a fingerprint, then reads the status and the PDF',
    async (language) => {
      const samples = apiDocSamples(host);
      const byFile = await run(language, samples.uploadFile[language], { FILE: aDocument() });
      expect(byFile.output).toMatch(/pending/);
      const byHash = await run(language, samples.uploadHash[language], { FILE: aDocument() });
      expect(byHash.output).toMatch(/pending/);
      const certificateId = /certificate_id['"]?: ?['"]([0-9a-f-]{36})/.exec(byHash.output)?.[1];
      if (!certificateId) throw new Error(`no certificate id in ${byHash.output}`);
      await eventually(
        async () =>
          (
            await callPro(app, key, { method: 'GET', path: `/pro/certificates/${certificateId}/status` })
          ).json().status === 'completed',
        30_000,
        'completion',
      );
      const status = await run(language, samples.status[language], { CERTIFICATE_ID: certificateId });
      expect(status.output).toMatch(/completed/);
      const download = await run(language, samples.download[language], { CERTIFICATE_ID: certificateId });
      expect(readFileSync(join(download.dir, 'certificat.pdf')).subarray(0, 5).toString()).toBe('%PDF-');
    },
  );

  it.each(SAMPLE_LANGUAGES)('%s: sends a folder as one batch, then finds it by its tag', async (language) => {
    const folder = mkdtempSync(join(tmpdir(), 'horodoc-documents-'));
    const names = ['devis.txt', 'facture.txt', 'contrat.txt'];
    for (const name of names) writeFileSync(join(folder, name), randomBytes(512));
    const samples = apiDocSamples(host);
    const batch = await run(language, samples.batch[language], { DOCUMENTS: folder });
    expect(batch.output).toMatch(/created['"]?: ?3/);
    const ids = [...batch.output.matchAll(/certificate_id['"]?: ?['"]([0-9a-f-]{36})/g)].map((m) => m[1]);
    expect(ids).toHaveLength(3);
    const search = await run(language, samples.search[language]);
    for (const id of ids) expect(search.output).toContain(id);
    expect(search.output).toMatch(/next_cursor/);
  });

  it.each(SAMPLE_LANGUAGES)('%s: sends a test webhook to a receiver', async (language) => {
    const received: string[] = [];
    const receiver = createServer((request, response) => {
      let body = '';
      request.on('data', (chunk) => {
        body += chunk;
      });
      request.on('end', () => {
        received.push(body);
        response.writeHead(200).end();
      });
    });
    await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
    try {
      const { port } = receiver.address() as AddressInfo;
      const url = `http://127.0.0.1:${port}/webhooks`;
      const { output } = await run(language, apiDocSamples(host).testWebhook[language], { WEBHOOK_URL: url });
      expect(output).toMatch(/status_code['"]?: ?200/);
      expect(received.map((body) => JSON.parse(body).type)).toEqual(['webhook.test']);
    } finally {
      receiver.close();
    }
  });
});
