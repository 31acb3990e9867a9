import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { ProofV2 } from '@horodoc/shared/proof';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, openDatabase } from '../src/adapters/db/database';
import { loadLocalTsaSigner } from '../src/adapters/tsa/local-tsa-keys';
import { type LocalTsaServer, startLocalTsaServer } from '../src/adapters/tsa/local-tsa-server';
import { createTimeStamper } from '../src/adapters/tsa/request-timestamp';
import type { AnchoringEngine } from '../src/modules/anchoring/anchoring-engine';
import { startTimestamping } from '../src/modules/timestamping/start-timestamping';
import { insertPendingCertificate, startEngine } from './support/anchoring';
import { startTestChain, type TestChain } from './support/chain';
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
describe('the by-hand recipe of docs/proof-format.md (sha256sum, curl, openssl)', () => {
  const dir = mkdtempSync(join(tmpdir(), 'horodoc-recipe-'));
  const content = Buffer.from(`Procès-verbal d’assemblée du ${new Date().toISOString()}\n`);
  let chain: TestChain;
  let database: Database;
  let engine: AnchoringEngine;
  let tsa: LocalTsaServer;
  let caPath: string;
  let proof: ProofV2;

  beforeAll(async () => {
    chain = await startTestChain({ blockTime: 1 });
    database = await openDatabase({ kind: 'pglite' });
    engine = startEngine({ database, chain: chain.client });
    const signer = await loadLocalTsaSigner(join(dir, 'data'));
    caPath = signer.caCertificatePath;
    tsa = await startLocalTsaServer(signer);
    const certificate = await insertPendingCertificate(database.db, {
      fileHash: `0x${createHash('sha256').update(content).digest('hex')}`,
      fileName: 'proces-verbal.pdf',
      fileSize: content.length,
      source: 'api',
      deadlineMs: 60_000,
    });
    await engine.anchorNowAndWait(certificate.id, 30_000);
    const timestamping = startTimestamping({
      db: database.db,
      stamper: createTimeStamper({ url: tsa.url, qualified: false }),
      intervalMs: 3_600_000,
      retryMs: 60_000,
      log: pino({ level: 'silent' }),
    });
    await timestamping.runOnce();
    await timestamping.stop();
    const { app } = await buildTestApp({ database, chain: chain.client, deps: { anchoring: engine } });
    proof = (await app.inject({ url: `/api/certificates/${certificate.id}/proof.json` })).json();
    await app.close();
    writeFileSync(join(dir, 'proces-verbal.pdf'), content);
  });
  afterAll(async () => {
    await engine?.stop();
    await tsa?.stop();
    await database?.close();
    await chain?.stop();
  });

  function runRecipe(overrides: Record<string, string> = {}) {
    const values: Record<string, string> = {
      FICHIER: 'proces-verbal.pdf',
      EMPREINTE: proof.fingerprint,
      SEL: proof.salt,
      CHEMIN: `"${proof.path.map((step) => `${step.side}:${step.hash}`).join(' ')}"`,
      RACINE: proof.root,
      CHAINE: String(proof.chainId),
      CONTRAT: proof.contractAddress,
      TRANSACTION: proof.transactionHash,
      BLOC: String(proof.blockNumber),
      HORODATAGE: String(proof.blockTimestamp),
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
    return spawnSync('bash', ['-c', `${variables}\n${block('recette')}`], { cwd: dir, encoding: 'utf8' });
  }

  it('accepts the anchored document: every check OK, the RFC 3161 token verified by openssl', () => {
    expect(proof.rfc3161?.token).toBeTruthy();
    const run = runRecipe();
    expect(run.stderr + run.stdout).toContain('Preuve valide.');
    expect(run.status).toBe(0);
    for (const line of [
      '1. empreinte OK',
      '2-3. racine OK',
      '4. chaîne OK',
      '5-6. contrat authentique OK',
      '7. racine n° 1 du journal OK',
      '8. en-tête du bloc OK',
      '9. date du contrat OK',
      '10. transaction OK',
      'Verification: OK',
      'Time stamp:',
    ])
      expect(run.stdout + run.stderr).toContain(line);
    expect(run.stdout).toMatch(/finalité : (bloc final|pas encore final)/);
  });

  it('stops at the first failed check: a modified file, a moved date, a look-alike address', () => {
    writeFileSync(join(dir, 'copie.pdf'), Buffer.concat([content, Buffer.from(' ')]));
    const modified = runRecipe({ FICHIER: 'copie.pdf' });
    expect(modified.status).toBe(1);
    expect(modified.stdout).toContain('ÉCHEC 1');
    const moved = runRecipe({ HORODATAGE: String(proof.blockTimestamp - 86_400) });
    expect(moved.status).toBe(1);
    expect(moved.stdout).toContain('ÉCHEC 8');
    const noContract = runRecipe({ CONTRAT: `0x${'12'.repeat(20)}` });
    expect(noContract.stdout).toContain('ÉCHEC 5');
  });
});
