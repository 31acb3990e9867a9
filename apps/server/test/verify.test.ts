import { createHash, randomBytes } from 'node:crypto';
import { findFreePort } from '@horodoc/contracts/start-anvil';
import { buildMerkleTree, type Hex32, leafHash } from '@horodoc/shared/merkle';
import { proofSchema } from '@horodoc/shared/proof';
import { verifyResponseSchema } from '@horodoc/shared/verify-api';
import { verifyProof } from '@horodoc/shared/verify-proof';
import { eq, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { parseAbi } from 'viem';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ChainClient, createChainClient } from '../src/adapters/chain/chain-client';
import type { Database } from '../src/adapters/db/database';
import { anchorBatches } from '../src/adapters/db/schema/anchoring';
import { certificates } from '../src/adapters/db/schema/certificates';
import { packLeaves } from '../src/modules/anchoring/batch-leaves';
import type { CertificateRow } from '../src/modules/certificate-view/certificate-view';
import { selectCertificates } from '../src/modules/certificate-view/certificate-view';
import { insertPendingCertificate } from './support/anchoring';
import { startTestChain, type TestChain } from './support/chain';
import { databaseTargets } from './support/databases';
import { buildTestApp } from './support/test-app';

const targets = await databaseTargets();

const anchorAbi = parseAbi(['function anchor(bytes32 root, uint64 leafCount) returns (uint64)']);
const fingerprintOf = (text: string) => `0x${createHash('sha256').update(text).digest('hex')}` as Hex32;
const randomHash = () => `0x${randomBytes(32).toString('hex')}` as Hex32;

/**
 * Anchors certificates the way the engine does (salted leaves, one root in the contract, paths stored),
 * so these tests depend on the contract and the schema only. `onChain: false` records a batch whose root
 * was never sent: our database then claims what the chain does not.
 */
async function anchorCertificates(
  database: Database,
  chain: ChainClient,
  names: string[],
  options: { onChain?: boolean } = {},
): Promise<CertificateRow[]> {
  const rows: CertificateRow[] = [];
  for (const name of names) {
    rows.push(
      await insertPendingCertificate(database.db, {
        fileHash: fingerprintOf(name),
        fileName: name,
        fileSize: name.length,
        source: 'web',
        deadlineMs: 60_000,
      }),
    );
  }
  const tree = buildMerkleTree(rows.map((r) => leafHash(r.salt as Hex32, r.fileHash as Hex32)));
  let txHash = randomHash();
  let blockNumber = 1;
  let blockTimestamp = Math.floor(Date.now() / 1000);
  if (options.onChain !== false) {
    txHash = await chain.walletClient.writeContract({
      address: chain.contractAddress,
      abi: anchorAbi,
      functionName: 'anchor',
      args: [tree.root, BigInt(rows.length)],
    });
    const receipt = await chain.publicClient.waitForTransactionReceipt({ hash: txHash });
    const block = await chain.publicClient.getBlock({ blockNumber: receipt.blockNumber });
    blockNumber = Number(receipt.blockNumber);
    blockTimestamp = Number(block.timestamp);
  }
  const [batch] = await database.db
    .insert(anchorBatches)
    .values({
      chainId: chain.chain.id,
      contractAddress: chain.contractAddress,
      root: tree.root,
      leaves: packLeaves(rows.map((r) => leafHash(r.salt as Hex32, r.fileHash as Hex32))),
      leafCount: rows.length,
      state: 'confirmed',
      confirmedAt: new Date(),
      txHash,
      blockNumber,
      blockTimestamp,
    })
    .returning();
  // Completed by their batch alone: a certificate's status and outcome are read through its batch.
  await database.db
    .update(certificates)
    .set({ batchId: batch?.id })
    .where(
      inArray(
        certificates.id,
        rows.map((r) => r.id),
      ),
    );
  const completed = await selectCertificates(database.db).where(
    inArray(
      certificates.id,
      rows.map((r) => r.id),
    ),
  );
  completed.sort((a, b) => rows.findIndex((r) => r.id === a.id) - rows.findIndex((r) => r.id === b.id));
  return completed;
}

describe.each(targets)('verification API on $name', (target) => {
  let chain: TestChain;
  let database: Database;
  let cleanup: () => Promise<void>;
  let app: FastifyInstance;
  let anchored: CertificateRow[];

  beforeAll(async () => {
    chain = await startTestChain();
    ({ database, cleanup } = await target.open());
    ({ app } = await buildTestApp({ database, chain: chain.client }));
    anchored = await anchorCertificates(database, chain.client, ['contrat.pdf', 'devis.docx', 'photo.jpg']);
  });
  afterAll(async () => {
    await app?.close();
    await cleanup?.();
    await chain?.stop();
  });

  const postVerify = (fileHash: string) =>
    app.inject({ method: 'POST', url: '/api/verify', payload: { file_hash: fileHash } });

  it('finds an anchored document, confirms its root on chain and returns a proof that holds', async () => {
    const certificate = anchored[1] as CertificateRow;
    const response = await postVerify(certificate.fileHash);
    expect(response.statusCode).toBe(200);
    const body = verifyResponseSchema.parse(response.json());
    if (!body.found) throw new Error('expected found');
    expect(body).toMatchObject({
      success: true,
      found: true,
      verified: true,
      message: 'Ce document a été horodaté sur la blockchain',
      certificate: {
        certificate_id: certificate.id,
        file_hash: certificate.fileHash,
        file_name: 'devis.docx',
        file_size: 'devis.docx'.length,
        tx_hash: certificate.txHash,
        block_number: certificate.blockNumber,
        blockchain_timestamp: certificate.blockchainTimestamp,
        explorer_url: null,
        status: 'completed',
        finalized_at: null,
        certificate_url: `/api/certificates/${certificate.id}/certificate.pdf`,
        proof_url: `/api/certificates/${certificate.id}/proof.json`,
      },
      chain: {
        status: 'verified',
        reason: null,
        sequence: 1,
        chain_id: 31337,
        contract_address: chain.client.contractAddress,
      },
    });
    const check = await verifyProof(body.proof, {
      fingerprint: certificate.fileHash,
      publicClient: chain.client.publicClient,
    });
    expect(check).toMatchObject({ valid: true, checkedOnChain: true });
  });

  it('needs no anti-forgery token, and accepts a hash in capitals without 0x', async () => {
    const certificate = anchored[0] as CertificateRow;
    const response = await postVerify(certificate.fileHash.slice(2).toUpperCase());
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ found: true, verified: true });
    expect(response.headers['content-location']).toBe(`/api/verify/${certificate.fileHash}`);
  });

  it('lets caches keep a confirmed answer for a minute, then a day once the block is final', async () => {
    const certificate = anchored[2] as CertificateRow;
    expect((await postVerify(certificate.fileHash)).headers['cache-control']).toBe('public, max-age=60');
    const finalizedAt = new Date('2025-03-01T10:00:00.000Z');
    await database.db
      .update(anchorBatches)
      .set({ finalizedAt })
      .where(eq(anchorBatches.id, certificate.batchId ?? ''));
    const response = await app.inject({ method: 'GET', url: `/api/verify/${certificate.fileHash}` });
    expect(response.headers['cache-control']).toBe('public, max-age=86400');
    expect(response.json()).toMatchObject({
      found: true,
      certificate: { finalized_at: finalizedAt.toISOString() },
    });
  });

  it("answers not found, uncached, with the spec's message for an unknown or modified document", async () => {
    const response = await postVerify(fingerprintOf('contrat.pdf modifié'));
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.json()).toEqual({
      success: true,
      found: false,
      pending: false,
      message: "Ce document n'a pas été horodaté sur la blockchain ou son contenu a été modifié",
      chain_id: 31337,
      public_rpc_url: chain.node.rpcUrl,
    });
  });

  it('answers not found, pending, for a document whose anchoring is not confirmed yet', async () => {
    const pending = await insertPendingCertificate(database.db, {
      fileHash: fingerprintOf('en-attente.txt'),
      fileName: 'en-attente.txt',
      fileSize: 14,
      source: 'api',
      deadlineMs: 60_000,
    });
    expect((await postVerify(pending.fileHash)).json()).toMatchObject({ found: false, pending: true });
  });

  it('does not report as verified a document whose root the contract never recorded', async () => {
    const [ghost] = await anchorCertificates(database, chain.client, ['fantome.pdf'], { onChain: false });
    const response = await postVerify((ghost as CertificateRow).fileHash);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.json()).toMatchObject({
      found: true,
      verified: false,
      chain: {
        status: 'failed',
        reason: 'root_not_on_chain',
        message: expect.stringContaining('Racine absente de la chaîne'),
      },
    });
  });

  it('refuses a malformed fingerprint or an unexpected field with a French explanation', async () => {
    for (const payload of [{ file_hash: '0x1234' }, { file_hash: randomHash(), extra: 1 }, {}]) {
      const response = await app.inject({ method: 'POST', url: '/api/verify', payload });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ success: false, error: 'invalid_request' });
    }
  });

  it('serves the proof file as preuve-{16 first characters}.json, and it holds on chain', async () => {
    const certificate = anchored[0] as CertificateRow;
    const response = await app.inject({
      method: 'GET',
      url: `/api/certificates/${certificate.id}/proof.json`,
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('application/json');
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="preuve-${certificate.fileHash.slice(0, 16)}.json"`,
    );
    const proof = proofSchema.parse(JSON.parse(response.body));
    expect(proof.instructions?.join('\n')).toContain('sha256sum');
    expect(
      await verifyProof(proof, {
        fingerprint: certificate.fileHash,
        publicClient: chain.client.publicClient,
      }),
    ).toMatchObject({ valid: true, checkedOnChain: true });
  });

  it('answers 404 for the proof of an unknown or not yet anchored certificate', async () => {
    const unknown = await app.inject({
      method: 'GET',
      url: '/api/certificates/00000000-0000-4000-8000-000000000000/proof.json',
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ error: 'not_found', message: 'Certificat introuvable.' });
    const pending = await insertPendingCertificate(database.db, {
      fileHash: randomHash(),
      fileName: 'a.txt',
      fileSize: 1,
      source: 'web',
      deadlineMs: 60_000,
    });
    const notYet = await app.inject({ method: 'GET', url: `/api/certificates/${pending.id}/proof.json` });
    expect(notYet.statusCode).toBe(404);
  });
});

describe('verification API limits and failures', () => {
  let chain: TestChain;
  let database: Database;
  let cleanup: () => Promise<void>;
  let app: FastifyInstance;

  beforeAll(async () => {
    chain = await startTestChain();
    ({ database, cleanup } = await (targets[0] as (typeof targets)[number]).open());
    ({ app } = await buildTestApp({ database, chain: chain.client }));
  });
  afterAll(async () => {
    await app?.close();
    await cleanup?.();
    await chain?.stop();
  });

  it('limits each IP to 60 verifications a minute, then answers 429 in French', async () => {
    const ask = (ip: string) =>
      app.inject({
        method: 'POST',
        url: '/api/verify',
        payload: { file_hash: randomHash() },
        remoteAddress: ip,
      });
    for (let i = 0; i < 60; i++) expect((await ask('203.0.113.7')).statusCode).toBe(200);
    const refused = await ask('203.0.113.7');
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({
      error: 'too_many_requests',
      message: expect.stringContaining('Trop'),
    });
    expect((await ask('203.0.113.8')).statusCode).toBe(200);
  });

  it('says the chain is unreachable, not verified, when the node does not answer', async () => {
    const [certificate] = await anchorCertificates(database, chain.client, ['hors-ligne.pdf']);
    const deadNode = createChainClient({
      name: 'local',
      rpcUrl: `http://127.0.0.1:${await findFreePort()}`,
      privateKey: `0x${'01'.repeat(32)}`,
      contractAddress: chain.client.contractAddress,
    });
    const { app: offline } = await buildTestApp({ database, chain: deadNode });
    try {
      const response = await offline.inject({
        method: 'POST',
        url: '/api/verify',
        payload: { file_hash: (certificate as CertificateRow).fileHash },
      });
      expect(response.statusCode).toBe(200);
      expect(response.headers['cache-control']).toBe('no-store');
      expect(response.json()).toMatchObject({
        found: true,
        verified: false,
        chain: { status: 'unreachable', reason: 'chain_unreachable' },
      });
    } finally {
      await offline.close();
    }
  });
});
