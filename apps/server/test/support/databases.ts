import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { type Database, openDatabase } from '../../src/adapters/db/database';

const TEST_DATABASE_URL = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

export interface DatabaseTarget {
  name: 'pglite' | 'postgres';
  /** A fresh, migrated database of its own; `cleanup` drops it. */
  open(): Promise<{ database: Database; url?: string; cleanup(): Promise<void> }>;
}

async function postgresReachable(): Promise<boolean> {
  const client = new pg.Client({ connectionString: TEST_DATABASE_URL, connectionTimeoutMillis: 1500 });
  try {
    await client.connect();
    await client.query('select 1');
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => {});
  }
}

const pgliteTarget: DatabaseTarget = {
  name: 'pglite',
  open: async () => {
    const database = await openDatabase({ kind: 'pglite' });
    return { database, cleanup: () => database.close() };
  },
};

const postgresTarget: DatabaseTarget = {
  name: 'postgres',
  open: async () => {
    // A database per test file, so files run in parallel and leave nothing behind.
    const name = `horodoc_test_${randomBytes(6).toString('hex')}`;
    const admin = new pg.Client({ connectionString: TEST_DATABASE_URL });
    await admin.connect();
    await admin.query(`create database ${name}`);
    await admin.end();
    const url = new URL(TEST_DATABASE_URL);
    url.pathname = `/${name}`;
    const database = await openDatabase({ kind: 'postgres', url: url.toString() });
    return {
      database,
      url: url.toString(),
      cleanup: async () => {
        await database.close();
        const dropper = new pg.Client({ connectionString: TEST_DATABASE_URL });
        await dropper.connect();
        await dropper.query(`drop database if exists ${name} with (force)`);
        await dropper.end();
      },
    };
  },
};

let notified = false;

/**
 * PGlite always; PostgreSQL at TEST_DATABASE_URL too when it answers, with a visible notice when it does not.
 */
export async function databaseTargets(): Promise<DatabaseTarget[]> {
  if (await postgresReachable()) return [pgliteTarget, postgresTarget];
  if (!notified) {
    notified = true;
    console.warn(
      `\n  NOTICE: PostgreSQL at ${TEST_DATABASE_URL} is not reachable: PostgreSQL integration tests are skipped.\n`,
    );
  }
  return [pgliteTarget];
}
