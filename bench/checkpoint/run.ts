/**
 * `npm run bench:checkpoint`: the roots of 10,000 Base batches (one certificate each, confirmed and final, as
 * the anchoring engine leaves them) checkpointed by the real job in ONE transaction on a local L1 (anvil,
 * chain 1337); then every certificate's proof built again, sealed (version 4), as the account export builds
 * them. Prints the gas of that transaction (and of a later one, once the log's slots are warm), the size of
 * the proof's `checkpoint` section as it sits in a proof (and what it would be with other encodings), and the
 * time to build every upgraded proof. The last line is the summary:
 * `checkpoint: roots=N gas=N section_bytes=N upgrade_ms=N`.
 *
 * BENCH_ROOTS sets the number of batches (default 10,000).
 */
import { randomBytes, randomUUID } from 'node:crypto';
import { ANVIL_ACCOUNT_KEYS } from '@horodoc/contracts/start-anvil';
import { unpackChainEvidence } from '@horodoc/shared/checkpoint-evidence';
import { type Hex32, leafHash } from '@horodoc/shared/merkle';
import type { ProofV4 } from '@horodoc/shared/proof';
import { verifyProof } from '@horodoc/shared/verify-proof';
import { createChainClient } from '../../apps/server/src/adapters/chain/chain-client';
import { openDatabase } from '../../apps/server/src/adapters/db/database';
import { anchorBatches } from '../../apps/server/src/adapters/db/schema/anchoring';
import { certificates } from '../../apps/server/src/adapters/db/schema/certificates';
import { listAccountCertificates } from '../../apps/server/src/modules/certificates/list-account-certificates';
// The same local L1 and driven job the integration tests use.
import { startTestL1 } from '../../apps/server/test/support/chain';
import { driveToFinal, testCheckpointer } from '../../apps/server/test/support/checkpoints';
import { drivenClock } from '../../apps/server/test/support/driven-clock';

const ROOTS = Number(process.env.BENCH_ROOTS ?? 10_000);
const TARGETS = { gas: 100_000, sectionBytes: 2048, upgradeMs: 5000 };
const BASE_CONTRACT = '0x5FbDB2315678afecb367f032d93F642f64180aa3';
const hex = (bytes: number) => `0x${randomBytes(bytes).toString('hex')}` as Hex32;

const database = await openDatabase({ kind: 'pglite' });
const l1 = await startTestL1();
try {
  // The Base log is only named by the job (its chain id and address): no Base node is asked.
  const base = createChainClient({
    name: 'local',
    rpcUrl: 'http://127.0.0.1:9',
    privateKey: ANVIL_ACCOUNT_KEYS[0],
    contractAddress: BASE_CONTRACT,
  });
  const accountId = randomUUID();
  const started = Date.now();
  await insertAnchoredBatches(database.db, 1, ROOTS, accountId);
  console.log(
    `${ROOTS} batches of one certificate each, confirmed and final on Base: ${Date.now() - started} ms`,
  );

  const clock = drivenClock();
  const checkpointer = testCheckpointer({ database, base, l1: l1.client, clock });
  const sealing = Date.now();
  const checkpoint = await driveToFinal(checkpointer, clock, database, l1.client);
  console.log(
    `checkpoint of ${checkpoint.leafCount} roots final on L1 in ${Date.now() - sealing} ms (block ${checkpoint.blockNumber}, ${checkpoint.gasUsed} gas)`,
  );

  // Every certificate's proof, built again as the export builds them (pages of 500, one query each).
  const upgrading = performance.now();
  const proofs: ProofV4[] = [];
  for await (const { proof } of listAccountCertificates({
    db: database.db,
    chain: base,
    accountId,
    mode: 'live',
  })) {
    if (proof?.version !== 4) throw new Error('a proof is not sealed');
    proofs.push(proof);
  }
  const upgradeMs = Math.round(performance.now() - upgrading);
  const sizes = proofs.map((p) => Buffer.byteLength(JSON.stringify(p.checkpoint)));
  const sectionBytes = Math.max(...sizes);
  for (const proof of proofs.filter((_, i) => i % Math.ceil(ROOTS / 20) === 0)) {
    const checked = await verifyProof(proof);
    if (!checked.valid) throw new Error(`a sealed proof does not hold: ${checked.detail}`);
  }
  console.log(
    `${proofs.length} sealed proofs built in ${upgradeMs} ms; a sample of 20 verified with no node`,
  );
  await printEncodings(proofs[0] as ProofV4, sectionBytes);

  // A second checkpoint, the log's count and head slots no longer empty: the steady cost of a day.
  await insertAnchoredBatches(database.db, ROOTS + 1, 100, randomUUID());
  clock.advance(24 * 3_600_000);
  const next = await driveToFinal(checkpointer, clock, database, l1.client);
  console.log(`a later checkpoint (${next.leafCount} roots): ${next.gasUsed} gas`);
  await checkpointer.release();

  const gas = Number(checkpoint.gasUsed);
  console.log(
    `targets: gas < ${TARGETS.gas} (${gas < TARGETS.gas ? 'met' : 'MISSED'}), section < ${TARGETS.sectionBytes} bytes (${sectionBytes < TARGETS.sectionBytes ? 'met' : 'MISSED'}), upgrade < ${TARGETS.upgradeMs} ms (${upgradeMs < TARGETS.upgradeMs ? 'met' : 'MISSED'})`,
  );
  console.log(`checkpoint: roots=${ROOTS} gas=${gas} section_bytes=${sectionBytes} upgrade_ms=${upgradeMs}`);
} finally {
  await l1.stop();
  await database.close();
}

/** `count` confirmed, final batches of one certificate each, sequences from `first` on, in bulk. */
async function insertAnchoredBatches(
  db: Awaited<ReturnType<typeof openDatabase>>['db'],
  first: number,
  count: number,
  accountId: string,
) {
  const now = new Date();
  const time = Math.floor(now.getTime() / 1000) - 3600;
  for (let start = 0; start < count; start += 1000) {
    const rows = Array.from({ length: Math.min(1000, count - start) }, (_, i) => {
      const fingerprint = hex(32);
      const salt = hex(32);
      const leaf = leafHash(salt, fingerprint);
      return { batchId: randomUUID(), fingerprint, salt, leaf, sequence: first + start + i };
    });
    await db.insert(anchorBatches).values(
      rows.map((r) => ({
        id: r.batchId,
        chainId: 31337,
        contractAddress: BASE_CONTRACT,
        root: r.leaf,
        leafCount: 1,
        state: 'confirmed' as const,
        leaves: Buffer.from(r.leaf.slice(2), 'hex'),
        nonce: r.sequence,
        txHash: hex(32),
        blockNumber: r.sequence,
        blockTimestamp: time + r.sequence,
        sequence: r.sequence,
        confirmedAt: now,
        finalizedAt: now,
      })),
    );
    await db.insert(certificates).values(
      rows.map((r, i) => ({
        fileHash: r.fingerprint,
        fileName: `document-${first + start + i}.pdf`,
        fileSize: 1000,
        source: 'api' as const,
        accountId,
        salt: r.salt,
        batchId: r.batchId,
        deadlineAt: now,
      })),
    );
  }
}

/** What the section would weigh with the evidence and the path in other encodings: why zlib and base64. */
async function printEncodings(proof: ProofV4, chosen: number) {
  const seal = proof.checkpoint;
  const evidence = await unpackChainEvidence(seal.chainEvidence.zlib);
  const siblings = Buffer.from(seal.path, 'base64');
  const hashes = Array.from(
    { length: siblings.length / 32 },
    (_, i) => `0x${siblings.subarray(i * 32, i * 32 + 32).toString('hex')}`,
  );
  // The sides as version 3's document path writes them, from the position.
  const steps: Array<{ side: string; hash: string }> = [];
  for (let position = seal.index, width = seal.leafCount; width > 1; width = Math.ceil(width / 2)) {
    const odd = position % 2 === 1;
    if (odd || position + 1 < width)
      steps.push({ side: odd ? 'left' : 'right', hash: hashes[steps.length] as string });
    position = Math.floor(position / 2);
  }
  const size = (section: object) => Buffer.byteLength(JSON.stringify(section));
  const raw = Buffer.concat(
    [evidence.header, ...evidence.receiptProof].map((h) => Buffer.from(h.slice(2), 'hex')),
  );
  const hexEvidence = { receiptIndex: seal.chainEvidence.receiptIndex, ...evidence };
  const b64Evidence = {
    receiptIndex: seal.chainEvidence.receiptIndex,
    header: Buffer.from(evidence.header.slice(2), 'hex').toString('base64'),
    receiptProof: evidence.receiptProof.map((n) => Buffer.from(n.slice(2), 'hex').toString('base64')),
  };
  console.log(
    `section bytes: ${chosen} as written (path base64, evidence zlib+base64: ${raw.length} bytes of RLP → ${seal.chainEvidence.zlib.length} characters)`,
  );
  console.log(
    `  with the evidence in hex as version 3 writes it: ${size({ ...seal, chainEvidence: hexEvidence })}; in base64 without zlib: ${size({ ...seal, chainEvidence: b64Evidence })}; with the path as {side, hash} steps in hex: ${size({ ...seal, path: steps })}`,
  );
}
