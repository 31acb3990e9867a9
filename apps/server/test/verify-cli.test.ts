import { execFile, execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, openDatabase } from '../src/adapters/db/database';
import type { AnchoringEngine } from '../src/modules/anchoring/anchoring-engine';
import { createPendingCertificate } from '../src/modules/certificates/create-pending-certificate';
import { startEngine } from './support/anchoring';
import { startTestChain, type TestChain } from './support/chain';
import { buildTestApp } from './support/test-app';

const cliRoot = fileURLToPath(new URL('../../../packages/cli/', import.meta.url));

function horodoc(args: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    execFile(process.execPath, [join(cliRoot, 'bin/horodoc.mjs'), ...args], (error, stdout, stderr) => {
      resolve({ code: error ? Number(error.code) : 0, stdout, stderr });
    });
  });
}

/**
 * The whole way round, as a certificate holder would go: a document anchored by the real engine, its proof
 * file downloaded from the server, then checked by the published command against the chain alone.
 */
describe('the horodoc command with a real server, its anchoring engine and a chain', () => {
  let chain: TestChain;
  let database: Database;
  let anchoring: AnchoringEngine;
  let app: FastifyInstance;
  let serverUrl: string;
  let certificateId: string;
  const dir = mkdtempSync(join(tmpdir(), 'horodoc-verify-cli-'));
  const document = join(dir, 'rapport-expertise.pdf');

  beforeAll(async () => {
    execFileSync(process.execPath, [join(cliRoot, 'scripts/build.mjs')]);
    chain = await startTestChain({ blockTime: 1 });
    database = await openDatabase({ kind: 'pglite' });
    anchoring = startEngine({ database, chain: chain.client });
    ({ app } = await buildTestApp({ database, chain: chain.client, deps: { anchoring } }));
    serverUrl = await app.listen({ port: 0, host: '127.0.0.1' });

    const content = Buffer.from(`Rapport d’expertise du ${new Date().toISOString()}\n`);
    writeFileSync(document, content);
    const certificate = await createPendingCertificate(database.db, {
      fileHash: `0x${createHash('sha256').update(content).digest('hex')}`,
      fileName: 'rapport-expertise.pdf',
      fileSize: content.length,
      source: 'api',
      deadlineMs: 60_000,
    });
    certificateId = (await anchoring.anchorNowAndWait(certificate.id, 30_000)).id;
  });
  afterAll(async () => {
    await app?.close();
    await anchoring?.stop();
    await database?.close();
    await chain?.stop();
  });

  it('finds the document through POST /api/verify and checks the returned proof on chain itself', async () => {
    const result = await horodoc(['verify', document, '--server', serverUrl, '--rpc', chain.node.rpcUrl]);
    expect(result.code).toBe(0);
    expect(result.stdout).toContain(`Le serveur ${serverUrl} connaît ce document`);
    expect(result.stdout).toContain('✔ Preuve valide');
  });

  it('exits 1 with « Document non trouvé » for a modified copy', async () => {
    const copy = join(dir, 'rapport-modifie.pdf');
    writeFileSync(copy, `${readFileSync(document, 'utf8')} `);
    const result = await horodoc(['verify', copy, '--server', serverUrl, '--rpc', chain.node.rpcUrl]);
    expect(result.code).toBe(1);
    expect(result.stdout).toContain('✘ Document non trouvé');
  });
  // Last: it stops the server.
  it('verifies the downloaded proof file with no server, only the chain', async () => {
    const response = await fetch(`${serverUrl}/api/certificates/${certificateId}/proof.json`);
    expect(response.status).toBe(200);
    const proofPath = join(dir, 'preuve.json');
    writeFileSync(proofPath, await response.text());
    await app.close();

    const result = await horodoc(['verify', document, '--proof', proofPath, '--rpc', chain.node.rpcUrl]);
    expect(result.stderr).toBe('');
    expect(result.code).toBe(0);
    expect(result.stdout).toContain('✔ Preuve valide');
    expect(JSON.parse(readFileSync(proofPath, 'utf8')).certificateId).toBe(certificateId);
  });
});
