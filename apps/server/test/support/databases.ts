import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import pg from 'pg';
import { inject } from 'vitest';
import { type Database, openDatabase } from '../../src/adapters/db/database';
import { missingService } from './required-service';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A dump of an in-memory PGlite with every migration applied, made by pglite-template-setup.ts. */
    pgliteTemplate: string;
  }
}

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

/**
 * A fresh in-memory PGlite: under Vitest, started from the run's migrated template (pglite-template-setup.ts);
 * in a bench, which has no template, from an empty cluster.
 */
export function openMigratedPglite(): Promise<Database> {
  if (process.env.VITEST) template ??= new Blob([readFileSync(inject('pgliteTemplate'))]);
  return openDatabase({ kind: 'pglite', loadDataDir: template });
}

/** The template, read once per test file rather than at each database it opens (a Blob is never altered). */
let template: Blob | undefined;

const pgliteTarget: DatabaseTarget = {
  name: 'pglite',
  open: async () => {
    const database = await openMigratedPglite();
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

let checked: Promise<DatabaseTarget[]> | undefined;

/**
 * PGlite always; PostgreSQL at TEST_DATABASE_URL too when it answers. When it does not: a visible notice
 * on a developer's machine, a failure under CI.
 */
export function databaseTargets(): Promise<DatabaseTarget[]> {
  checked ??= postgresReachable().then((reachable) =>
    reachable || missingService('PostgreSQL', TEST_DATABASE_URL)
      ? [pgliteTarget, postgresTarget]
      : [pgliteTarget],
  );
  return checked;
}
