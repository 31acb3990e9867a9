import { mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { ANVIL_ACCOUNT_KEYS } from '@horodoc/contracts/start-anvil';
import { type Hex32, leafHash } from '@horodoc/shared/merkle';
import { verifyProof } from '@horodoc/shared/verify-proof';
import { sql } from 'drizzle-orm';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { createChainClient } from '../src/adapters/chain/chain-client';
import { type Database, openDatabase } from '../src/adapters/db/database';
import { anchorBatches } from '../src/adapters/db/schema/anchoring';
import { selectCertificates } from '../src/modules/certificate-view/certificate-view';
import { getProofFile } from '../src/modules/verification/get-proof-file';
import { databaseTargets } from './support/databases';
import { migrationsBefore } from './support/migrations';

const fixtureDir = fileURLToPath(new URL('./fixtures/proofs-0008', import.meta.url));
/** The schema the fixture rows were written at: migrations 0000 to 0008, so the folder stops before 0009. */
const FIXTURE_SCHEMA_ENDS_BEFORE = '0009_plans_subscriptions';

const rows = readFileSync(join(fixtureDir, 'rows-0008.sql'), 'utf8');
const served = JSON.parse(readFileSync(join(fixtureDir, 'chain.json'), 'utf8'));
const proofFiles = readdirSync(fixtureDir).filter((f) => f.endsWith('.proof.json'));

/** The chain the proofs were served for; never asked anything. */
const chain = createChainClient({
  name: 'local',
  rpcUrl: 'http://127.0.0.1:1',
  privateKey: ANVIL_ACCOUNT_KEYS[0],
  contractAddress: served.contractAddress,
  deploymentBlock: served.deploymentBlock,
});

/**
 * Batches caught mid-way at 0008, written by hand in its columns: one open (its placeholder root), one
 * prepared whose paths were not written yet (a crash after its broadcast), holding one certificate.
 */
const OPEN_ID = '00000000-0000-4000-8000-00000000000a';
const PREPARED_ID = '00000000-0000-4000-8000-00000000000b';
const SALT = `0x${'5a'.repeat(32)}`;
const FINGERPRINT = `0x${'f1'.repeat(32)}`;
const midway = `
  insert into anchor_batches (id, chain_id, contract_address, root, leaf_count, state, attempts)
  values ('${OPEN_ID}', 31337, '${served.contractAddress}', 'unsealed:${OPEN_ID}', 0, 'open', 1),
    ('${PREPARED_ID}', 31337, '${served.contractAddress}', '0x${'00'.repeat(31)}01', 1, 'prepared', 1);
  insert into certificates (file_hash, file_name, file_size, status, source, salt, batch_id, deadline_at)
  values ('${FINGERPRINT}', 'milieu.pdf', 1, 'pending', 'api', '${SALT}', '${PREPARED_ID}', now() + interval '1 hour');
`;

/** A database with the fixture rows loaded at 0008, then opened (so migrated to the latest schema). */
async function migratedFixture(target: 'pglite' | 'postgres', url?: string): Promise<Database> {
  const folder = migrationsBefore(FIXTURE_SCHEMA_ENDS_BEFORE);
  if (target === 'pglite') {
    const dataDir = mkdtempSync(join(tmpdir(), 'horodoc-fixture-'));
    const client = new PGlite(dataDir);
    await migratePglite(drizzlePglite(client), { migrationsFolder: folder });
    await client.exec(rows + midway);
    await client.close();
    return openDatabase({ kind: 'pglite', dataDir });
  }
  const pool = new pg.Pool({ connectionString: url });
  await migrateNodePg(drizzleNodePg(pool), { migrationsFolder: folder });
  await pool.query(rows + midway);
  await pool.end();
  return openDatabase({ kind: 'postgres', url: url as string });
}

describe.each(await databaseTargets())(
  'proofs issued at schema 0008, after the migrations ($name)',
  (target) => {
    // Every migration since 0008 on a filled database, then every proof verified: minutes on a busy machine.
    it('serves every proof file byte for byte as before, each still verifies, and batches caught mid-way carry over', async () => {
      const scratch = await target.open();
      let database: Database | undefined;
      try {
        // The target's own database is only used for its name on PostgreSQL: emptied, then rebuilt at 0008.
        if (target.name === 'postgres') {
          await scratch.database.db.execute(sql.raw('drop schema drizzle cascade'));
          await scratch.database.db.execute(sql.raw('drop schema public cascade'));
          await scratch.database.db.execute(sql.raw('create schema public'));
        }
        database = await migratedFixture(target.name, scratch.url);
        expect(proofFiles.length).toBe(9);
        // Derived from the batches now: the 9 anchored ones completed, the rest as they were.
        const statuses = (await selectCertificates(database.db)).map((c) => c.status).sort();
        expect(statuses).toEqual([...Array(9).fill('completed'), 'expired', 'pending', 'pending']);
        const all = await database.db.select().from(anchorBatches);
        const open = all.find((b) => b.id === OPEN_ID);
        const sealed = all.find((b) => b.id === PREPARED_ID);
        expect(open).toMatchObject({ state: 'open', root: null, leaves: null });
        expect(sealed?.state).toBe('sealed');
        // Rebuilt by SQL from the certificate's salt and fingerprint, as the code computes a leaf.
        expect(`0x${sealed?.leaves?.toString('hex')}`).toBe(leafHash(SALT as Hex32, FINGERPRINT as Hex32));
        const batches = all.filter((b) => b.id !== OPEN_ID && b.id !== PREPARED_ID);
        expect(batches.every((b) => b.state === 'confirmed')).toBe(true);
        expect(batches.map((b) => b.leaves?.length ?? 0).sort((x, y) => x - y)).toEqual([32, 96, 160]);
        for (const file of proofFiles) {
          const before = readFileSync(join(fixtureDir, file), 'utf8');
          const served = await getProofFile({
            db: database.db,
            chain,
            certificateId: file.split('.')[0] as string,
          });
          expect(served.kind).toBe('found');
          if (served.kind !== 'found') continue;
          expect(`${JSON.stringify(served.proof, null, 2)}\n`).toBe(before);
          expect(await verifyProof(JSON.parse(before))).toMatchObject({ valid: true });
        }
        expect(
          proofFiles.filter((f) => readFileSync(join(fixtureDir, f), 'utf8').includes('"rfc3161": {')),
        ).toHaveLength(3);
      } finally {
        await database?.close();
        await scratch.cleanup();
      }
    }, 180_000);
  },
);
