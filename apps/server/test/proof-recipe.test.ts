import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { ProofV3 } from '@horodoc/shared/proof';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { systemClock } from '../src/adapters/clock/clock';
import type { Database } from '../src/adapters/db/database';
import { loadLocalTsaSigner } from '../src/adapters/tsa/local-tsa-keys';
import { type LocalTsaServer, startLocalTsaServer } from '../src/adapters/tsa/local-tsa-server';
import { createTimeStamper } from '../src/adapters/tsa/request-timestamp';
import type { AnchoringEngine } from '../src/modules/anchoring/anchoring-engine';
import { timestampingJob } from '../src/modules/timestamping/timestamping-job';
import { insertPendingCertificate, startEngine } from './support/anchoring';
import { startTestChain, type TestChain } from './support/chain';
import { openMigratedPglite } from './support/databases';
import { buildTestApp } from './support/test-app';

const doc = readFileSync(new URL('../../../docs/proof-format.md', import.meta.url), 'utf8');
const block = (info: string) => {
  const match = new RegExp(`^\`\`\`sh ${info}\\n([\\s\\S]*?)^\`\`\`$`, 'm').exec(doc);
  if (!match) throw new Error(`no \`sh ${info}\` block in docs/proof-format.md`);
  return match[1] as string;
};

/**
 * docs/proof-format.md § 5.3, run as printed against a document anchored by the real engine on anvil and
 * time-stamped by the local TSA: only the variables block is filled with this proof's values.
 */
describe('the by-hand recipe of docs/proof-format.md (sha256sum, curl, openssl)', async () => {
  const dir = mkdtempSync(join(tmpdir(), 'horodoc-recipe-'));
  const content = Buffer.from(`Procès-verbal d’assemblée du ${new Date().toISOString()}\n`);
  let chain: TestChain;
  let database: Database;
  let engine: AnchoringEngine;
  let tsa: LocalTsaServer;
  let caPath: string;
  /** The root of another authority, which did not sign the token. */
  let otherCaPath: string;
  let proof: ProofV3;
  /** The same node, answering JSON with spaces and line breaks, as some nodes do. */
  let spaced: { url: string; server: Server };

  beforeAll(async () => {
    chain = await startTestChain({ blockTime: 1 });
    database = await openMigratedPglite();
    engine = startEngine({ database, chain: chain.client });
    const signer = await loadLocalTsaSigner(join(dir, 'data'));
    caPath = signer.caCertificatePath;
    otherCaPath = (await loadLocalTsaSigner(join(dir, 'autre'))).caCertificatePath;
    tsa = await startLocalTsaServer(signer);
    const certificate = await insertPendingCertificate(database.db, {
      fileHash: `0x${createHash('sha256').update(content).digest('hex')}`,
      fileName: 'proces-verbal.pdf',
      fileSize: content.length,
      source: 'api',
      deadlineMs: 60_000,
    });
    await engine.anchorNowAndWait(certificate.id, 30_000);
    const timestamping = timestampingJob({
      db: database.db,
      stamper: createTimeStamper({ url: tsa.url, qualified: false }),
      intervalMs: 3_600_000,
      retryMs: 60_000,
      log: pino({ level: 'silent' }),
      clock: systemClock,
    });
    await timestamping.runOnce();
    const { app } = await buildTestApp({ database, chain: chain.client, deps: { anchoring: engine } });
    proof = (await app.inject({ url: `/api/certificates/${certificate.id}/proof.json` })).json();
    await app.close();
    writeFileSync(join(dir, 'proces-verbal.pdf'), content);
    spaced = await spacedNode(chain.node.rpcUrl);
  });
  afterAll(async () => {
    spaced?.server.close();
    await engine?.stop();
    await tsa?.stop();
    await database?.close();
    await chain?.stop();
  });

  /** Runs in a child process without blocking this one, which serves the spaced node. */
  function runRecipe(
    overrides: Record<string, string> = {},
  ): Promise<{ status: number | null; stdout: string; stderr: string }> {
    const values: Record<string, string> = {
      FICHIER: 'proces-verbal.pdf',
      EMPREINTE: proof.fingerprint,
      SEL: proof.salt,
      FEUILLE: proof.leaf ?? '',
      CHEMIN: `"${proof.path.map((step) => `${step.side}:${step.hash}`).join(' ')}"`,
      RACINE: proof.root,
      CHAINE: String(proof.chainId),
      CONTRAT: proof.contractAddress,
      TRANSACTION: proof.transactionHash,
      BLOC: String(proof.blockNumber),
      HORODATAGE: String(proof.blockTimestamp),
      MODE: proof.mode,
      JETON: proof.rfc3161?.token ?? '',
      AUTORITE: caPath,
      NOEUD: chain.node.rpcUrl,
      ...overrides,
    };
    // The reader fills the same variables the document lists, no more, no fewer.
    const names = block('variables')
      .split('\n')
      .filter((line) => line.includes('='))
      .map((line) => line.split('=')[0]);
    expect(names).toEqual(Object.keys(values));
    const variables = Object.entries(values)
      .map(([name, value]) => `${name}=${value}`)
      .join('\n');
    const child = spawn('bash', ['-c', `${variables}\n${block('recette')}`], { cwd: dir });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => {
      stdout += chunk.toString('utf8');
    });
    child.stderr.on('data', (chunk: Buffer) => {
      stderr += chunk.toString('utf8');
    });
    return new Promise((resolve) => child.on('close', (status) => resolve({ status, stdout, stderr })));
  }

  const chainLines = [
    '0. format OK',
    '1. empreinte OK',
    '2. feuille OK',
    '3. racine OK',
    '4. chaîne OK',
    '5-6. contrat authentique OK',
    '7. racine n° 1 du journal OK',
    '8. en-tête du bloc OK',
    '9. date du contrat OK',
    '10. transaction OK',
    'Preuve sur la chaîne : valide.',
  ];

  it('accepts the anchored document: every check OK, then the RFC 3161 token verified by openssl at its own time', async () => {
    expect(proof.version).toBe(3);
    expect(proof.rfc3161?.token).toBeTruthy();
    const run = await runRecipe();
    expect(run.status, run.stdout + run.stderr).toBe(0);
    for (const line of [...chainLines, 'Verification: OK', 'jeton RFC 3161 : vérifié'])
      expect(run.stdout + run.stderr).toContain(line);
    expect(run.stdout).toMatch(/finalité : (bloc final|pas encore final)/);
    expect(run.stdout).not.toContain('TEST');
  });

  it('reads a node whose JSON has spaces and line breaks (« "result": "0x7a69" ») just as well', async () => {
    const run = await runRecipe({ NOEUD: spaced.url });
    expect(run.status, run.stdout + run.stderr).toBe(0);
    for (const line of chainLines) expect(run.stdout).toContain(line);
  });

  it('reports the chain verdict, then a token openssl refuses as not verified, without stopping', async () => {
    for (const token of [Buffer.from('pas un jeton').toString('base64'), proof.rfc3161?.token ?? '']) {
      // The garbage token, then the genuine one checked against another authority's root.
      const run = await runRecipe({
        JETON: token,
        ...(token === proof.rfc3161?.token ? { AUTORITE: otherCaPath } : {}),
      });
      expect(run.status, run.stdout + run.stderr).toBe(0);
      expect(run.stdout).toContain('Preuve sur la chaîne : valide.');
      expect(run.stdout).toContain('jeton RFC 3161 : NON VÉRIFIÉ');
    }
  });

  it('says a test proof is a test, and refuses a malformed value at check 0 and a wrong leaf at check 2', async () => {
    expect((await runRecipe({ MODE: 'test' })).stdout).toContain(
      'ATTENTION : preuve de TEST, sans valeur probante.',
    );
    const malformed = await runRecipe({ RACINE: proof.root.toUpperCase().replace('0X', '0x') });
    expect(malformed.status).toBe(1);
    expect(malformed.stdout).toContain('ÉCHEC 0');
    const leaf = await runRecipe({ FEUILLE: `0x${'ab'.repeat(32)}` });
    expect(leaf.status).toBe(1);
    expect(leaf.stdout).toContain('ÉCHEC 2');
    expect((await runRecipe({ FEUILLE: '' })).status).toBe(0);
  });

  it('stops at the first failed check: a modified file, a moved date, a look-alike address', async () => {
    writeFileSync(join(dir, 'copie.pdf'), Buffer.concat([content, Buffer.from(' ')]));
    const modified = await runRecipe({ FICHIER: 'copie.pdf' });
    expect(modified.status).toBe(1);
    expect(modified.stdout).toContain('ÉCHEC 1');
    const moved = await runRecipe({ HORODATAGE: String(proof.blockTimestamp - 86_400) });
    expect(moved.status).toBe(1);
    expect(moved.stdout).toContain('ÉCHEC 8');
    const noContract = await runRecipe({ CONTRAT: `0x${'12'.repeat(20)}` });
    expect(noContract.stdout).toContain('ÉCHEC 5');
  });
});

/** A JSON-RPC node in front of `rpcUrl` that answers with spaces and line breaks in its JSON. */
function spacedNode(rpcUrl: string): Promise<{ url: string; server: Server }> {
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', async () => {
      const answer = await fetch(rpcUrl, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: Buffer.concat(chunks),
      }).then((r) => r.json());
      response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(answer, null, 1));
    });
  });
  return new Promise((resolve) => {
    server.listen(0, '127.0.0.1', () =>
      resolve({ url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, server }),
    );
  });
}
