import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { describe, expect, it } from 'vitest';
import { openDatabase } from '../src/adapters/db/database';
import { rowsOf } from '../src/adapters/db/rows';
import { claimInvoiceEmail } from '../src/modules/invoices/invoice-repository';
import { migrationsBefore } from './support/migrations';

const SENT = '8e3a2f01-4d5e-4f60-9b1c-3d4e5f607182';
const UNSENT = '9f4b3012-5e6f-4071-8c2d-4e5f60718293';
const SENT_AT = '2026-03-01T10:05:00.000Z';

/** A web payment, fulfilled, and its invoice, e-mailed at `emailedAt` or never. */
function paymentAndInvoice(id: string, digit: string, sequence: number, emailedAt: string | null): string {
  return `
    insert into payments (id, provider, provider_payment_id, kind, state, amount_ht_cents, vat_cents,
        amount_ttc_cents, file_hash, file_name, file_size, buyer_email)
      values ('${id}', 'simulator', 'pi_${digit}', 'web_timestamp', 'fulfilled', 100, 21, 121,
        '0x${digit.repeat(64)}', 'contrat.pdf', 2048, 'acheteur-${digit}@example.fr');
    insert into invoices (id, series, year, sequence, number, payment_id, buyer_email, line_label, amount_ht_cents,
        vat_cents, amount_ttc_cents, vat_rate_bp, issued_at, emailed_at)
      values ('${id}', 'H', 2026, ${sequence}, '2026-00000${sequence}', '${id}', 'acheteur-${digit}@example.fr',
        'Horodatage', 100, 21, 121, 2100, '2026-03-01T10:00:00Z', ${emailedAt ? `'${emailedAt}'` : 'null'});`;
}

describe('the migration of a receipt’s claim to a lease of its own (0033)', () => {
  it('keeps a receipt e-mailed before it sent, and one never sent unclaimed, free to claim', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'horodoc-email-claim-'));
    const client = new PGlite(dataDir);
    await migrate(drizzle(client), { migrationsFolder: migrationsBefore('_invoice_email_claim') });
    await client.exec(
      `${paymentAndInvoice(SENT, '1', 1, SENT_AT)}${paymentAndInvoice(UNSENT, '2', 2, null)}`,
    );
    await client.close();

    const database = await openDatabase({ kind: 'pglite', dataDir });
    try {
      const rows = rowsOf<{ id: string; emailed_at: Date | string | null; email_claimed_at: unknown }>(
        await database.db.execute(
          sql`select id, emailed_at, email_claimed_at from invoices order by sequence`,
        ),
      );
      expect(rows.map((row) => [row.id, row.emailed_at && new Date(row.emailed_at).toISOString()])).toEqual([
        [SENT, SENT_AT],
        [UNSENT, null],
      ]);
      expect(rows.map((row) => row.email_claimed_at)).toEqual([null, null]);
      // Sent stays sent: no sender claims it again, however late; the one never sent is claimed at once.
      const now = new Date('2026-03-01T11:00:00Z');
      expect(await claimInvoiceEmail(database.db, SENT, now)).toBeNull();
      expect(await claimInvoiceEmail(database.db, UNSENT, now)).toEqual(now);
    } finally {
      await database.close();
    }
    // Every migration runs from an empty database: on a loaded machine that alone can pass the minute.
  }, 180_000);
});
