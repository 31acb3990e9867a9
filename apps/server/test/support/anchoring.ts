import { randomBytes } from 'node:crypto';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { inArray } from 'drizzle-orm';
import { pino } from 'pino';
import type { ChainClient } from '../../src/adapters/chain/chain-client';
import { systemClock } from '../../src/adapters/clock/clock';
import type { Database } from '../../src/adapters/db/database';
import { certificates } from '../../src/adapters/db/schema/certificates';
import { loadConfig } from '../../src/config';
import type { AnchoringEngine } from '../../src/modules/anchoring/anchoring-engine';
import {
  type AnchoringEngineOptions,
  createAnchoringEngine,
} from '../../src/modules/anchoring/create-anchoring-engine';
import type { CertificateRow } from '../../src/modules/certificate-view/certificate-view';
import { selectCertificates } from '../../src/modules/certificate-view/certificate-view';
import {
  type CreatePendingCertificateOptions,
  createPendingCertificate,
} from '../../src/modules/certificates/create-pending-certificate';

export const randomFingerprint = () => `0x${randomBytes(32).toString('hex')}`;

/** The embedded defaults, on a chain with the given block time. */
function anchoringSettings(overrides: Partial<ReturnType<typeof loadConfig>['anchoring']> = {}) {
  const config = loadConfig({ LOCAL_BLOCK_TIME_S: '1', DATA_DIR: join(tmpdir(), 'horodoc-test-settings') });
  return { ...config.anchoring, ...overrides };
}

export function startEngine(
  options: { database: Database; chain: ChainClient } & Partial<
    Omit<AnchoringEngineOptions, 'database' | 'chain'>
  >,
): AnchoringEngine {
  const engine = createAnchoringEngine({
    settings: anchoringSettings(),
    clock: systemClock,
    log: pino({ level: process.env.TEST_LOG_LEVEL ?? 'silent' }),
    ...options,
  });
  engine.start();
  return engine;
}

export async function createCertificates(
  database: Database,
  count: number,
  deadlineMs = 600_000,
  /** When they are created: a driven clock's time, for an engine on that clock. */
  now = new Date(),
): Promise<CertificateRow[]> {
  const rows: CertificateRow[] = [];
  for (let i = 0; i < count; i++) {
    rows.push(
      await insertPendingCertificate(database.db, {
        fileHash: randomFingerprint(),
        fileName: `document-${i}.pdf`,
        fileSize: 1000 + i,
        source: 'api',
        deadlineMs,
        now,
      }),
    );
  }
  return rows;
}

/** The certificates with these ids, as stored now. */
export function certificatesById(database: Database, ids: string[]) {
  return selectCertificates(database.db).where(inArray(certificates.id, ids));
}

/** Polls until `check` answers true, or fails after `timeoutMs`. */
export async function eventually(
  check: () => Promise<boolean>,
  timeoutMs: number,
  what: string,
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (await check()) return;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`timed out after ${timeoutMs} ms waiting for ${what}`);
}

/** A new pending certificate, for a fingerprint the test knows is free. */
export async function insertPendingCertificate(
  db: Database['db'],
  options: Omit<CreatePendingCertificateOptions, 'now'> & { now?: Date },
): Promise<CertificateRow> {
  const created = await createPendingCertificate(db, { now: new Date(), ...options });
  if (created.kind !== 'created') throw new Error(`fingerprint ${options.fileHash} is taken`);
  return created.certificate;
}
