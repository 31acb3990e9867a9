import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { asc, sql } from 'drizzle-orm';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { type Database, openDatabase } from '../src/adapters/db/database';
import { payments } from '../src/adapters/db/schema/payments';
import { movePayment } from '../src/modules/payments/move-payment';
import { databaseTargets } from './support/databases';
import { migrationsBefore } from './support/migrations';

const ACCOUNT = '5b0d9c7e-1a2b-4c3d-8e9f-0a1b2c3d4e5f';
const CERTIFICATE = '6c1e0d8f-2b3c-4d4e-9f0a-1b2c3d4e5f60';
const SUBSCRIPTION = '7d2f1e90-3c4d-4e5f-8a1b-2c3d4e5f6071';
const T = (minute: number) => `'2026-03-01T10:${String(minute).padStart(2, '0')}:00Z'`;

/** One payment per way the loose columns could stand before, named by the state it must map to. */
const BEFORE = [
  { id: 'created', kind: 'web', status: 'pending', refund: null, fulfilled: null, refunded: null },
  { id: 'paid', kind: 'web', status: 'succeeded', refund: null, fulfilled: null, refunded: null },
  { id: 'fulfilled', kind: 'web', status: 'succeeded', refund: null, fulfilled: T(5), refunded: null },
  { id: 'refunded', kind: 'web', status: 'succeeded', refund: 'succeeded', fulfilled: null, refunded: T(6) },
  {
    id: 'refunded-pending',
    kind: 'web',
    status: 'succeeded',
    refund: 'pending',
    fulfilled: null,
    refunded: T(7),
  },
  {
    id: 'refund_failed',
    kind: 'web',
    status: 'succeeded',
    refund: 'failed',
    fulfilled: null,
    refunded: null,
  },
  { id: 'failed', kind: 'web', status: 'failed', refund: null, fulfilled: null, refunded: null },
  { id: 'canceled', kind: 'web', status: 'canceled', refund: null, fulfilled: null, refunded: null },
  {
    id: 'credits-fulfilled',
    kind: 'credits',
    status: 'succeeded',
    refund: null,
    fulfilled: T(8),
    refunded: null,
  },
  {
    id: 'period-fulfilled',
    kind: 'period',
    status: 'succeeded',
    refund: null,
    fulfilled: T(9),
    refunded: null,
  },
  { id: 'period-failed', kind: 'period', status: 'failed', refund: null, fulfilled: null, refunded: null },
] as const;

const q = (value: string | null) => (value === null ? 'null' : value.startsWith("'") ? value : `'${value}'`);

function insertBefore(): string {
  const rows = BEFORE.map((row, i) => {
    const facts = {
      web: `'web_timestamp', '0x${String(i).padStart(64, '0')}', 'doc-${i}.pdf', 10, null, null, null, null, null`,
      credits: `'credit_purchase', null, null, null, 50, '${ACCOUNT}', null, null, null`,
      period: `'subscription', null, null, null, null, '${ACCOUNT}', '${SUBSCRIPTION}', ${T(0)}, ${T(30)}`,
    }[row.kind];
    return `insert into payments (provider_payment_id, kind, file_hash, file_name, file_size, credits, account_id,
        subscription_id, period_start, period_end, status, refund_status, fulfilled_at, refunded_at, failure_code,
        created_at, updated_at, provider, amount_ht_cents, vat_cents, amount_ttc_cents)
      values ('${row.id}', ${facts}, '${row.status}', ${q(row.refund)}, ${q(row.fulfilled)}, ${q(row.refunded)},
        ${row.status === 'failed' ? "'card_declined'" : 'null'}, ${T(1)}, ${T(2)}, 'simulator', 100, 21, 121);`;
  });
  return `
    insert into accounts (id, email, password_hash) values ('${ACCOUNT}', 'ancien@example.fr', 'x');
    ${rows.join('\n')}
    -- The paid web payment's certificate was made at 10:03: the moment it was accepted.
    insert into certificates (id, file_hash, file_name, file_size, status, source, salt, payment_id, deadline_at, created_at)
    select '${CERTIFICATE}', file_hash, file_name, file_size, 'pending', 'web', '0x${'5a'.repeat(32)}', id, ${T(59)}, ${T(3)}
    from payments where provider_payment_id = 'paid';`;
}

/** A database holding the rows above at the schema before 0029, then opened (so migrated to the latest). */
async function migratedBefore(target: 'pglite' | 'postgres', url?: string): Promise<Database> {
  const folder = migrationsBefore('_payment_lifecycle');
  if (target === 'pglite') {
    const dataDir = mkdtempSync(join(tmpdir(), 'horodoc-payments-'));
    const client = new PGlite(dataDir);
    await migratePglite(drizzlePglite(client), { migrationsFolder: folder });
    await client.exec(insertBefore());
    await client.close();
    return openDatabase({ kind: 'pglite', dataDir });
  }
  const pool = new pg.Pool({ connectionString: url });
  await migrateNodePg(drizzleNodePg(pool), { migrationsFolder: folder });
  await pool.query(insertBefore());
  await pool.end();
  return openDatabase({ kind: 'postgres', url: url as string });
}

describe.each(await databaseTargets())('the payment lifecycle migration ($name)', (target) => {
  it('maps every payment written before to its state, with the times it knew, and moves it on from there', async () => {
    // On PostgreSQL, the target's own database is only used for its name: emptied, then rebuilt before 0029.
    const scratch = target.name === 'postgres' ? await target.open() : undefined;
    let database: Database | undefined;
    try {
      if (scratch) {
        await scratch.database.db.execute(sql.raw('drop schema drizzle cascade'));
        await scratch.database.db.execute(sql.raw('drop schema public cascade'));
        await scratch.database.db.execute(sql.raw('create schema public'));
      }
      database = await migratedBefore(target.name, scratch?.url);
      const rows = await database.db.select().from(payments).orderBy(asc(payments.providerPaymentId));
      const byId = new Map(rows.map((row) => [row.providerPaymentId, row]));
      const at = (minute: number) => new Date(`2026-03-01T10:${String(minute).padStart(2, '0')}:00Z`);

      expect(rows.map((row) => [row.providerPaymentId, row.state])).toEqual(
        BEFORE.map((row) => [
          row.id,
          row.id.replace(/^(credits|period)-/, '').replace('-pending', ''),
        ]).sort(),
      );
      expect(byId.get('created')).toMatchObject({ paidAt: null, failedAt: null, canceledAt: null });
      expect(byId.get('paid')).toMatchObject({ paidAt: at(3), fulfilledAt: null });
      expect(byId.get('fulfilled')).toMatchObject({ paidAt: at(2), fulfilledAt: at(5) });
      expect(byId.get('refunded')).toMatchObject({ paidAt: at(2), refundingAt: at(6), refundedAt: at(6) });
      expect(byId.get('refunded-pending')).toMatchObject({ refundedAt: at(7) });
      expect(byId.get('refund_failed')).toMatchObject({
        refundingAt: at(2),
        refundFailedAt: at(2),
        refundedAt: null,
      });
      expect(byId.get('failed')).toMatchObject({
        failedAt: at(2),
        failureCode: 'card_declined',
        paidAt: null,
      });
      expect(byId.get('canceled')).toMatchObject({ canceledAt: at(2), paidAt: null });
      expect(byId.get('period-failed')).toMatchObject({ state: 'failed', failedAt: at(2) });

      // Moves go on from the mapped states, by the lifecycle's table.
      const { db } = database;
      const id = (providerId: string) => byId.get(providerId)?.id as string;
      const move = async (providerId: string, to: Parameters<typeof movePayment>[2]) => {
        const { moved, payment } = await movePayment(db, id(providerId), to);
        return [moved, payment.state];
      };
      expect(await move('paid', 'fulfilled')).toEqual([true, 'fulfilled']);
      expect(await move('fulfilled', 'refunding')).toEqual([false, 'fulfilled']);
      expect(await move('refund_failed', 'refunding')).toEqual([true, 'refunding']);
      expect(await move('failed', 'paid')).toEqual([true, 'paid']);
      expect(await move('canceled', 'paid')).toEqual([false, 'canceled']);

      // What each kind bought is now required of it.
      const refused = await db
        .execute(
          sql.raw(`insert into payments (provider, provider_payment_id, kind, amount_ht_cents, vat_cents,
            amount_ttc_cents) values ('simulator', 'no-document', 'web_timestamp', 100, 21, 121)`),
        )
        .catch((error: unknown) => error);
      expect(JSON.stringify(refused, Object.getOwnPropertyNames(refused))).toContain(
        'payments_web_timestamp_document',
      );
    } finally {
      await database?.close();
      await scratch?.cleanup();
    }
  });
});
