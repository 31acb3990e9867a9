import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { extractProofFromPdf } from '@horodoc/shared/extract-pdf-attachments';
import { httpJsonRpc } from '@horodoc/shared/json-rpc';
import { webhookEventSchema } from '@horodoc/shared/pro-api';
import type { ProofV4 } from '@horodoc/shared/proof';
import { verifyProof } from '@horodoc/shared/verify-proof';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { main as horodoc } from '../../../packages/cli/src/main';
import type { Database } from '../src/adapters/db/database';
import { anchorBatches } from '../src/adapters/db/schema/anchoring';
import { type CheckpointRow, checkpointTransactions } from '../src/adapters/db/schema/checkpoints';
import type { Deps } from '../src/deps';
import type { Checkpointer } from '../src/modules/checkpoints/create-checkpointer';
import { checkpointHealthParts } from '../src/modules/health/checkpoint-health-parts';
import { certificatesById } from './support/anchoring';
import { keyWithCredits } from './support/api-keys';
import { startTestL1, type TestChain } from './support/chain';
import { anchorFinalBatches, driveToFinal, testCheckpointer } from './support/checkpoints';
import { openDatabaseAndChain } from './support/database-and-chain';
import { databaseTargets } from './support/databases';
import { deliverDueWebhooks } from './support/deliver-due-webhooks';
import { drivenClock } from './support/driven-clock';
import { type ApiKey, callPro, uploadPro } from './support/pro-api';
import { buildTestApp } from './support/test-app';
import { randomHash } from './support/web-flow';
import { startWebhookReceiver } from './support/webhook-receiver';

const targets = await databaseTargets();

/**
 * The whole seal, on real parts: three batches anchored on Base by the engine (the first through the API,
 * with a webhook), one checkpoint on the L1 node driven to final by the job on a driven clock, then every
 * proof downloaded again and checked with the L1 node alone, the Base node stopped.
 */
describe.each(targets)('a checkpoint on Ethereum L1, on $name', (target) => {
  let database: Database;
  let base: TestChain;
  let l1: TestChain;
  let closeBase: () => Promise<void>;
  let checkpointer: Checkpointer;
  let app: FastifyInstance;
  let deps: Deps;
  let key: ApiKey;
  let receiver: Awaited<ReturnType<typeof startWebhookReceiver>>;
  let apiIds: string[];
  let ids: string[];
  let checkpoint: CheckpointRow;
  const clock = drivenClock();

  beforeAll(async () => {
    ({ database, chain: base, close: closeBase } = await openDatabaseAndChain(target));
    l1 = await startTestL1();
    checkpointer = testCheckpointer({ database, base: base.client, l1: l1.client, clock });
    ({ app, deps } = await buildTestApp({
      database,
      chain: base.client,
      env: { LOCAL_BLOCK_TIME_S: '1' },
      deps: { l1Chain: l1.client, checkpointer, healthParts: checkpointHealthParts(checkpointer) },
    }));
    receiver = await startWebhookReceiver();
    key = await keyWithCredits(app, database, 10);
    apiIds = [];
    for (let i = 0; i < 2; i++) {
      const upload = await uploadPro(app, key, { file_hash: randomHash(), webhook_url: receiver.url });
      apiIds.push(upload.json().certificate_id);
    }
    deps.anchoring.start();
    for (const id of apiIds) await deps.anchoring.anchorNowAndWait(id, 30_000);
    const others = await anchorFinalBatches(database, deps.anchoring, [3, 1]);
    await deps.anchoring.stop();
    ids = [...apiIds, ...others.flat()];
  }, 120_000);
  afterAll(async () => {
    await checkpointer?.release();
    await app?.close();
    receiver?.close();
    await l1?.stop();
    await closeBase?.();
  });

  it('seals the roots of several batches in one L1 transaction, in the log’s order', async () => {
    checkpoint = await driveToFinal(checkpointer, clock, database, l1.client);
    expect(checkpoint).toMatchObject({ firstSequence: 1, leafCount: 3, documentCount: 6, l1Sequence: 1 });
    expect(checkpoint.gasUsed).toBeGreaterThan(0n);
    expect(checkpoint.lastAnchoredAt.getTime()).toBeLessThanOrEqual((checkpoint.blockTimestamp ?? 0) * 1000);
    expect(await database.db.select().from(checkpointTransactions)).toHaveLength(1);
    const covered = await database.db
      .select({ sequence: anchorBatches.sequence })
      .from(anchorBatches)
      .where(eq(anchorBatches.checkpointId, checkpoint.id));
    expect(covered.map((b) => b.sequence).sort()).toEqual([1, 2, 3]);
  });

  it('shows the L1 part, its balance, the last checkpoint’s cost and the next one in health', async () => {
    const health = (await app.inject({ method: 'GET', url: '/api/health' })).json();
    expect(health.checkpoint).toMatchObject({
      ok: true,
      l1: { id: 1337, contractAddress: l1.client.contractAddress, lowBalance: false },
      last: { roots: 3, documents: 6, gasUsed: checkpoint.gasUsed?.toString(), l1Sequence: 1 },
      nextCheckpointAt: new Date(checkpoint.gatheredAt.getTime() + 24 * 3_600_000).toISOString(),
      waitingBatches: 0,
    });
    expect(BigInt(health.checkpoint.l1.balanceWei)).toBeGreaterThan(0n);
    expect(health.checkpoint.last.anchoringToSealMs.longest).toBeGreaterThanOrEqual(0);
  });

  it('tells the API: the status answer and a certificate.checkpointed webhook', async () => {
    const [id] = apiIds as [string];
    const status = await callPro(app, key, { method: 'GET', path: `/pro/certificates/${id}/status` });
    expect(status.json().ethereum_checkpoint).toEqual({
      chain_id: 1337,
      transaction_hash: checkpoint.txHash,
      block_number: checkpoint.blockNumber,
      timestamp: checkpoint.blockTimestamp,
      root: checkpoint.root,
    });
    await deliverDueWebhooks(deps.webhookDelivery, new Date());
    const events = receiver.received
      .map((r) => webhookEventSchema.parse(JSON.parse(r.body)))
      .filter((e) => e.type === 'certificate.checkpointed');
    expect(events.map((e) => e.data.certificate_id).sort()).toEqual([...apiIds].sort());
    expect(events[0]?.data.ethereum_checkpoint?.transaction_hash).toBe(checkpoint.txHash);
  });

  it('lets horodoc upgrade add the seal, asked of the server or rebuilt from the two logs alone', async () => {
    const id = ids[2] as string;
    const sealed = (await app.inject({ method: 'GET', url: `/api/certificates/${id}/proof.json` })).json();
    const { checkpoint: _, ...unsealed } = sealed;
    const dir = mkdtempSync(join(tmpdir(), 'horodoc-upgrade-'));
    const input = join(dir, 'preuve.json');
    writeFileSync(input, JSON.stringify({ ...unsealed, version: 3 }));
    const output: string[] = [];
    const io = { out: (text: string) => output.push(text), err: (text: string) => output.push(text) };
    const fromLogs = join(dir, 'des-journaux.json');
    const l1Args = ['--l1-rpc', l1.node.rpcUrl, '--l1-contract', l1.client.contractAddress];
    const args = ['upgrade', input, '--rpc', base.node.rpcUrl, ...l1Args, '--out', fromLogs];
    expect(await horodoc(args, io), output.join('')).toBe(0);
    expect(JSON.parse(readFileSync(fromLogs, 'utf8')).checkpoint).toEqual(sealed.checkpoint);
    const serverUrl = await app.listen({ port: 0, host: '127.0.0.1' });
    const fromServer = join(dir, 'du-serveur.json');
    expect(await horodoc(['upgrade', input, '--server', serverUrl, '--out', fromServer], io)).toBe(0);
    expect(JSON.parse(readFileSync(fromServer, 'utf8'))).toEqual(sealed);
    expect(output.join('')).toContain('✔ Preuve scellée sur Ethereum le');
  });

  it('upgrades every covered proof, which then verifies with the L1 node alone', async () => {
    await base.node.stop();
    for (const id of ids) {
      const answer = await app.inject({ method: 'GET', url: `/api/certificates/${id}/proof.json` });
      expect(answer.statusCode).toBe(200);
      const proof = answer.json() as ProofV4;
      // The certificate PDF, downloaded again, embeds the same sealed proof.
      const pdf = await app.inject({ method: 'GET', url: `/api/certificates/${id}/certificate.pdf` });
      expect(await extractProofFromPdf(new Uint8Array(pdf.rawPayload))).toEqual(proof);
      expect(proof).toMatchObject({ version: 4, mode: 'live', checkpoint: { chainId: 1337, leafCount: 3 } });
      const [row] = await certificatesById(database, [id]);
      const result = await verifyProof(proof, {
        fingerprint: row?.fileHash,
        l1Rpc: httpJsonRpc(l1.node.rpcUrl),
      });
      expect(result, id).toMatchObject({
        valid: true,
        checkedOnChain: false,
        checkpoint: { checkedOnChain: true, chainId: 1337, l1Log: 'local', finalized: true },
      });
    }
  });
});
